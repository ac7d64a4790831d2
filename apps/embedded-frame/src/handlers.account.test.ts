import { afterEach, describe, expect, it, vi } from 'vitest'
import { USDC } from '../shared/fixtures.test-helpers'
import { createApi } from './api'
import type { ApprovalRequest } from './approval'
import { createHandlers, type HandlerDeps } from './handlers'

// The account handlers and the approval screen's account, with the wallet server faked at the fetch boundary.
const EOA = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const SMART = '0x1111111111111111111111111111111111111111'
const SMART_CHAIN = 84532
const OTHER_SMART_CHAIN = 11155111
const EOA_CHAIN = 31337
const hasBundler = (chainId: unknown) => chainId === SMART_CHAIN || chainId === OTHER_SMART_CHAIN

/** The server's answers as the contract gives them: a user who prefers `preferred`, a smart account `deployed` or not. */
function fakeServer(state: { preferred: 'eoa' | 'smartAccount'; deployed: boolean }) {
  const calls: { path: string; body: Record<string, unknown> }[] = []
  const userOn = (chainId: unknown) => {
    const smart = state.preferred === 'smartAccount' && hasBundler(chainId)
    return {
      email: 'a@example.com',
      address: smart ? SMART : EOA,
      userName: null,
      preferredAccountType: state.preferred,
      accounts: [{ address: EOA, type: 'eoa' }, ...(hasBundler(chainId) ? [{ address: SMART, type: 'smartAccount' }] : [])],
      ...(hasBundler(chainId) ? { smartAccountDeployed: state.deployed } : {}),
    }
  }
  const answer = (path: string, body: Record<string, unknown>): [number, unknown] => {
    switch (path) {
      case 'user':
        return [200, userOn(body.chainId)]
      case 'account/smart':
        return hasBundler(body.chainId) ? [200, { address: SMART, isDeployed: state.deployed }] : [400, { error: 'Chain 31337 has no smart accounts' }]
      case 'account/preferred':
        if (body.type === 'smartAccount' && !hasBundler(body.chainId)) return [400, { error: 'Chain 31337 has no smart accounts' }]
        state.preferred = body.type as 'eoa' | 'smartAccount'
        return [200, userOn(body.chainId)]
      case 'approval/start':
        return [200, { id: 'a1', challenge: 'c', requestHash: 'h' }]
      case 'rpc':
        state.deployed = true
        return [200, { result: '0xhash' }]
      default:
        return [404, { error: `No ${path}` }]
    }
  }
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    const path = url.replace('/api/', '')
    const body = JSON.parse(String(init.body)) as Record<string, unknown>
    calls.push({ path, body })
    const [status, data] = answer(path, body)
    return new Response(JSON.stringify(data), { status, headers: { 'content-type': 'application/json' } })
  })
  return { fetch, calls, paths: () => calls.map((c) => c.path) }
}

function setUp({ preferred = 'smartAccount', deployed = false, sponsor }: { preferred?: 'eoa' | 'smartAccount'; deployed?: boolean; sponsor?: string } = {}) {
  const server = fakeServer({ preferred, deployed })
  vi.stubGlobal('fetch', server.fetch)
  const shown: ApprovalRequest[] = []
  const deps = {
    api: createApi({ deviceId: 'd', token: () => 't', projectId: 'p', appOrigin: () => undefined }),
    approvals: { ask: async (request: ApprovalRequest) => void shown.push(request) },
    meta: {
      projectId: 'p',
      allowedOrigins: [],
      chains: [
        { chainId: EOA_CHAIN, name: 'Anvil Local', currency: 'ETH', smartAccounts: false },
        { chainId: SMART_CHAIN, name: 'Base Sepolia', currency: 'ETH', smartAccounts: true, ...(sponsor ? { sponsor } : {}) },
        { chainId: OTHER_SMART_CHAIN, name: 'Sepolia', currency: 'ETH', smartAccounts: true },
      ],
      defaultChainId: SMART_CHAIN,
      socials: [],
      enableLogger: false,
    },
    storage: { deviceId: () => 'd', token: () => 't', setToken() {}, chainId: () => undefined, setChainId() {} },
    social: {},
    deviceKey: { sign: async () => 'signature', publicKey: async () => 'key' },
    applyTheme() {},
    reload() {},
  } as unknown as HandlerDeps
  return { handlers: createHandlers(deps), server, shown }
}
const context = { origin: 'https://app.example.com', signal: new AbortController().signal }
const rowsOf = (request: ApprovalRequest | undefined) => Object.fromEntries((request?.described.rows ?? []).map((r) => [r.label, r.value]))

afterEach(() => vi.unstubAllGlobals())

describe('the user and the account in use', () => {
  it("GET_USER asks for the chain's account and answers with the server's accounts, preference and deployment", async () => {
    const { handlers, server } = setUp()
    expect(await handlers.GET_USER?.({ chainId: SMART_CHAIN }, context)).toEqual({
      email: 'a@example.com',
      address: SMART,
      chainId: SMART_CHAIN,
      userName: null,
      accounts: [{ address: EOA, type: 'eoa' }, { address: SMART, type: 'smartAccount' }],
      preferredAccountType: 'smartAccount',
      smartAccountDeployed: false,
    })
    expect(server.calls).toEqual([{ path: 'user', body: { chainId: SMART_CHAIN } }])
  })

  it('lists the chains with smart accounts; INIT_SMART_ACCOUNT asks for the current chain', async () => {
    const { handlers, server } = setUp({ deployed: true })
    expect(await handlers.GET_SMART_ACCOUNT_ENABLED_NETWORKS?.({}, context)).toEqual({ smartAccountEnabledNetworks: [SMART_CHAIN, OTHER_SMART_CHAIN] })
    expect(await handlers.INIT_SMART_ACCOUNT?.({}, context)).toEqual({ address: SMART, isDeployed: true })
    expect(server.calls).toEqual([{ path: 'account/smart', body: { chainId: SMART_CHAIN } }])
  })

  it("SET_PREFERRED_ACCOUNT answers with the account now in use; the server's refusal passes through", async () => {
    const { handlers, server } = setUp({ preferred: 'eoa' })
    expect(await handlers.SET_PREFERRED_ACCOUNT?.({ type: 'smartAccount' }, context)).toEqual({ type: 'smartAccount', address: SMART })
    expect(server.calls[0]).toEqual({ path: 'account/preferred', body: { type: 'smartAccount', chainId: SMART_CHAIN } })
    await handlers.SWITCH_NETWORK?.({ chainId: EOA_CHAIN }, context)
    await expect(handlers.SET_PREFERRED_ACCOUNT?.({ type: 'smartAccount' }, context)).rejects.toThrow('Chain 31337 has no smart accounts')
  })
})

describe('the approval screen names the account that sends', () => {
  const send = { method: 'eth_sendTransaction', params: [{ to: USDC, value: '0x1' }] }

  it('a smart account not yet deployed: shown as created with this send; the next send asks the server again', async () => {
    const { handlers, server, shown } = setUp()
    await handlers.GET_USER?.({ chainId: SMART_CHAIN }, context)
    expect(await handlers.RPC_REQUEST?.(send, context)).toEqual({ result: '0xhash' })
    expect(rowsOf(shown[0])).toMatchObject({ From: `${SMART} (smart account)`, 'Smart account': expect.stringMatching(/created with this operation/), 'Network fee': 'Paid from this smart account (in ETH)' })
    await handlers.RPC_REQUEST?.(send, context)
    expect(server.paths()).toEqual(['user', 'approval/start', 'rpc', 'user', 'approval/start', 'rpc'])
    expect(rowsOf(shown[1])['Smart account']).toBeUndefined()
  })

  it("asks the server which account is in use when the frame does not know it yet; shows the chain's sponsor", async () => {
    const { handlers, server, shown } = setUp({ deployed: true, sponsor: 'Latch Paymaster' })
    await handlers.RPC_REQUEST?.(send, context)
    expect(server.calls[0]).toEqual({ path: 'user', body: { chainId: SMART_CHAIN } })
    expect(rowsOf(shown[0])).toMatchObject({ From: `${SMART} (smart account)`, 'Network fee': 'Sponsored by Latch Paymaster' })
  })

  it('after a change of preference, another chain’s account is asked for again', async () => {
    const { handlers, server, shown } = setUp({ preferred: 'eoa', deployed: true })
    await handlers.GET_USER?.({ chainId: OTHER_SMART_CHAIN }, context)
    await handlers.SWITCH_NETWORK?.({ chainId: SMART_CHAIN }, context)
    await handlers.SET_PREFERRED_ACCOUNT?.({ type: 'smartAccount' }, context)
    await handlers.RPC_REQUEST?.({ ...send, chainId: OTHER_SMART_CHAIN }, context)
    expect(rowsOf(shown[0]).From).toBe(`${SMART} (smart account)`)
    expect(server.paths()).toEqual(['user', 'account/preferred', 'user', 'approval/start', 'rpc'])
    expect(server.calls[2]?.body).toEqual({ chainId: OTHER_SMART_CHAIN })
  })

  it('wallet_sendCalls from an EOA is refused before anything is shown or sent', async () => {
    const { handlers, server, shown } = setUp({ preferred: 'eoa' })
    await handlers.GET_USER?.({ chainId: SMART_CHAIN }, context)
    const calls = { method: 'wallet_sendCalls', params: [{ version: '2.0.0', chainId: '0x14a34', atomicRequired: true, calls: [{ to: USDC, value: '0x1' }] }] }
    await expect(handlers.RPC_REQUEST?.(calls, context)).rejects.toMatchObject({ message: expect.stringMatching(/needs a smart account/), code: -32602 })
    expect(shown).toEqual([])
    expect(server.paths()).toEqual(['user'])
  })
})
