import { describe, expect, it, vi } from 'vitest'
import { ATTACKER, USDC, USER } from '../shared/fixtures.test-helpers'
import type { ApprovalRequest } from './approval'
import { createHandlers, type HandlerDeps } from './handlers'

// RPC_REQUEST's approval part and SYNC_DAPP_DATA, with the api and the approval screen as fakes.
function setUp(ask: (request: ApprovalRequest, signal: AbortSignal) => Promise<void> = async () => {}) {
  const api = vi.fn(async (path: string, _body?: unknown, _signal?: AbortSignal) =>
    path === 'approval/start' ? { id: 'a1', challenge: 'c', requestHash: 'h' } : { result: '0xhash' },
  )
  const approvals = { ask: vi.fn(ask) }
  const deps = {
    api,
    approvals,
    meta: { projectId: 'p', allowedOrigins: [], chains: [{ chainId: 31337, name: 'Anvil Local', currency: 'ETH' }], defaultChainId: 31337, socials: [], enableLogger: false },
    storage: { deviceId: () => 'd', token: () => 't', setToken() {}, chainId: () => undefined, setChainId() {} },
    social: {},
    deviceKey: { sign: async () => 'signature', publicKey: async () => 'key' },
    applyTheme() {},
    reload() {},
  } as unknown as HandlerDeps
  const rpcCalls = () => api.mock.calls.filter(([path]) => path === 'rpc')
  return { handlers: createHandlers(deps), api, approvals, rpcCalls }
}
const context = (signal = new AbortController().signal) => ({ origin: 'https://app.example.com', signal })

describe('RPC_REQUEST', () => {
  it('M5: once approved, the app can no longer abort it: the frame finishes and returns the hash', async () => {
    const controller = new AbortController()
    const { handlers, rpcCalls } = setUp(async () => controller.abort())
    const result = await handlers.RPC_REQUEST?.({ method: 'eth_sendTransaction', params: [{ to: USDC, value: '0x1' }] }, context(controller.signal))
    expect(result).toEqual({ result: '0xhash' })
    expect(rpcCalls()).toHaveLength(1)
    expect(rpcCalls()[0]?.[2]).toBeUndefined()
  })

  it('a read still follows the app’s signal', async () => {
    const controller = new AbortController()
    const { handlers, api, approvals } = setUp()
    await handlers.RPC_REQUEST?.({ method: 'eth_chainId', params: [] }, context(controller.signal))
    expect(approvals.ask).not.toHaveBeenCalled()
    expect(api.mock.calls[0]?.[2]).toBe(controller.signal)
  })

  it('H1: a request the normaliser refuses is never shown and never sent', async () => {
    const { handlers, api, approvals } = setUp()
    const call = handlers.RPC_REQUEST?.({ method: 'eth_sendTransaction', params: [{ to: USDC, data: '0x', input: `0x095ea7b3${ATTACKER.slice(2).padStart(64, '0')}${'f'.repeat(64)}` }] }, context())
    await expect(call).rejects.toMatchObject({ message: expect.stringMatching(/data and input/), code: -32602 })
    expect(approvals.ask).not.toHaveBeenCalled()
    expect(api).not.toHaveBeenCalled()
  })

  it('a rejected approval sends nothing', async () => {
    const { handlers, rpcCalls } = setUp(() => Promise.reject(Object.assign(new Error('User rejected the request.'), { code: 4001 })))
    await expect(handlers.RPC_REQUEST?.({ method: 'personal_sign', params: ['0x68', USER] }, context())).rejects.toMatchObject({ code: 4001 })
    expect(rpcCalls()).toEqual([])
  })
})

describe('SYNC_DAPP_DATA (L15)', () => {
  it('keeps the name without direction overrides or controls, capped', async () => {
    const { handlers, approvals } = setUp()
    await handlers.SYNC_DAPP_DATA?.({ metadata: { name: `\u202EDemo\u0007${'x'.repeat(500)}` } }, context())
    await handlers.RPC_REQUEST?.({ method: 'personal_sign', params: ['0x68', USER] }, context())
    const name = approvals.ask.mock.calls[0]?.[0].dappName ?? ''
    expect(name.startsWith('Demox')).toBe(true)
    expect([...name].length).toBe(64)
  })
})
