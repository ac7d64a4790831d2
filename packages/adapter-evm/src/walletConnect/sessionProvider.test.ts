import type { RemoteWalletTransport } from '@latch/core'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { describe, expect, it } from 'vitest'
import { EvmAdapter } from '../evmAdapter'

/** The session as the wallet side sees it: requests recorded and answered, events pushed. */
function fakeSession(accounts = ['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'], caipNetworkId = 'eip155:31337' as const) {
  const sent: { method: string; params?: unknown; caipNetworkId: string }[] = []
  const listeners = new Set<Parameters<RemoteWalletTransport['onEvent']>[0]>()
  const transport: RemoteWalletTransport = {
    accounts,
    caipNetworkId,
    async request(args) {
      sent.push(args)
      if (args.method === 'personal_sign') return '0xsigned'
      if (args.method === 'eth_sendTransaction') return `0x${'ab'.repeat(32)}`
      return null
    },
    onEvent(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
  const push = (name: string, data: unknown, chain = caipNetworkId as string) => {
    for (const l of listeners) l({ name, data, caipNetworkId: chain as `${string}:${string}` })
  }
  return { transport, sent, push, listeners }
}

const networks = [31337, 31338].map((id) => ({
  id,
  name: `Chain ${id}`,
  caipNetworkId: `eip155:${id}` as const,
  chainNamespace: 'eip155' as const,
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
}))

function adapterWith(session: ReturnType<typeof fakeSession>) {
  const adapter = new EvmAdapter()
  adapter.setup({ networks })
  return { adapter, connection: adapter.remote.attach(session.transport) }
}

async function connected(session: ReturnType<typeof fakeSession>) {
  const { adapter, connection } = adapterWith(session)
  return { adapter, connection: await connection }
}

describe('EvmAdapter over a WalletConnect session', () => {
  it('asks a wallet for the EVM methods and events', () => {
    expect(new EvmAdapter().remote.walletConnect.methods).toContain('eth_sendTransaction')
    expect(new EvmAdapter().remote.walletConnect.events).toEqual(['accountsChanged', 'chainChanged'])
  })

  it('connects from the session without asking the wallet anything', async () => {
    const session = fakeSession()
    const { connection } = await connected(session)
    expect(connection).toMatchObject({ address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', caipNetworkId: 'eip155:31337', connectorId: 'walletConnect' })
    expect(session.sent).toEqual([])
  })

  it('signs and sends over the session on the active chain', async () => {
    const session = fakeSession()
    const { adapter } = await connected(session)
    expect(await adapter.signMessage({ message: 'hi', address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', caipNetworkId: 'eip155:31337' })).toBe('0xsigned')
    expect(session.sent[0]).toMatchObject({ method: 'personal_sign', caipNetworkId: 'eip155:31337', params: ['0x6869', '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'] })
    const hash = await adapter.transactions.send({ transaction: { to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', value: 1n, gas: 21000n }, address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', caipNetworkId: 'eip155:31337' })
    expect(hash).toMatch(/^0x(ab){32}$/)
  })

  it("a transport error known by its EIP-1193 code only as rpcCode reaches the dapp with it as code (4001 → ethers' ACTION_REJECTED)", async () => {
    const session = fakeSession()
    session.transport.request = async ({ method }) => {
      if (method === 'personal_sign') throw Object.assign(new Error('Request declined'), { code: 'USER_REJECTED', rpcCode: 4001 })
      throw Object.assign(new Error('wallet said no'), { code: 5000 })
    }
    const { adapter } = await connected(session)
    const provider = adapter.getProvider() as { request(a: { method: string; params?: unknown[] }): Promise<unknown> }
    await expect(provider.request({ method: 'personal_sign', params: ['0x00', '0x1'] })).rejects.toMatchObject({ code: 4001, message: 'Request declined' })
    await expect(provider.request({ method: 'eth_sendTransaction', params: [{}] })).rejects.toMatchObject({ code: 5000, message: 'wallet said no' })
  })

  it('switches chain over the session and then uses the new chain', async () => {
    const session = fakeSession()
    const { adapter } = await connected(session)
    const changes: string[] = []
    adapter.on('chainChanged', ({ caipNetworkId }) => changes.push(caipNetworkId))
    await adapter.switchNetwork({ network: networks[1]! })
    expect(session.sent.at(-1)).toMatchObject({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }], caipNetworkId: 'eip155:31337' })
    expect(changes).toEqual(['eip155:31338'])
    await adapter.signMessage({ message: 'x', address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', caipNetworkId: 'eip155:31337' })
    expect(session.sent.at(-1)?.caipNetworkId).toBe('eip155:31338')
  })

  it('reflects wallet-side chain and account events; disconnect stops listening', async () => {
    const session = fakeSession()
    const { adapter } = await connected(session)
    const seen: string[] = []
    adapter.on('chainChanged', ({ caipNetworkId }) => seen.push(caipNetworkId))
    adapter.on('accountsChanged', ({ accounts }) => seen.push(accounts.map((a) => a.address).join()))
    session.push('chainChanged', 31338)
    session.push('accountsChanged', ['eip155:31338:0x70997970C51812dc3A010C7d01b50e0d17dc79C8'])
    expect(seen).toEqual(['eip155:31338', '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'])
    await adapter.disconnect()
    expect(session.listeners.size).toBe(0)
  })
})

describe('a remote wallet that holds the network (the embedded wallet)', () => {
  it('is moved through its transport, not sent wallet_switchEthereumChain; the dapp hears chainChanged', async () => {
    const session = fakeSession()
    const moved: string[] = []
    session.transport.switchNetwork = async (id) => void moved.push(id)
    const { adapter } = await connected(session)
    const changes: string[] = []
    adapter.on('chainChanged', ({ caipNetworkId }) => changes.push(caipNetworkId))
    const connection = await adapter.switchNetwork({ network: networks[1]! })
    expect(moved).toEqual(['eip155:31338'])
    expect(session.sent.map((r) => r.method)).not.toContain('wallet_switchEthereumChain')
    expect(changes).toEqual(['eip155:31338'])
    expect(connection).toMatchObject({ caipNetworkId: 'eip155:31338', address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' })
    await adapter.signMessage({ message: 'x', address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', caipNetworkId: 'eip155:31338' })
    expect(session.sent.at(-1)?.caipNetworkId).toBe('eip155:31338')
  })

  it('a refused move keeps the network, with the wallet’s code for the dapp’s library', async () => {
    const session = fakeSession()
    session.transport.switchNetwork = async () => {
      throw Object.assign(new Error('Unrecognized chain'), { rpcCode: 4902 })
    }
    const { adapter } = await connected(session)
    await expect(adapter.switchNetwork({ network: networks[1]! })).rejects.toMatchObject({ code: 'CHAIN_NOT_SUPPORTED' })
    await adapter.signMessage({ message: 'x', address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', caipNetworkId: 'eip155:31337' })
    expect(session.sent.at(-1)?.caipNetworkId).toBe('eip155:31337')
  })
})

describe('the session’s accounts are the wallet’s word (L7)', () => {
  const GOOD = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

  it('connects with the EVM addresses only, and refuses a session with none', async () => {
    const { connection, adapter } = await connected(fakeSession(['not-an-address', GOOD, '0x123']))
    expect(connection.accounts.map((a) => a.address)).toEqual([GOOD])
    const provider = adapter.getProvider() as { request(a: { method: string }): Promise<unknown> }
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([GOOD])
    await expect(adapterWith(fakeSession(['javascript:alert(1)', '<img src=x>'])).connection).rejects.toMatchObject({ code: 'NO_ACCOUNTS', namespace: 'eip155' })
  })

  it("accountsChanged gives the dapp's own provider listeners and eth_accounts only EVM addresses; an event with none is ignored", async () => {
    const session = fakeSession()
    const { adapter } = await connected(session)
    const provider = adapter.getProvider() as { request(a: { method: string }): Promise<unknown>; on(e: string, l: (a: string[]) => void): void }
    const heard: string[][] = []
    provider.on('accountsChanged', (a) => heard.push(a))
    session.push('accountsChanged', [`eip155:31338:${GOOD}`, '<script>alert(1)</script>', `solana:devnet:${GOOD}`, `eip155:${GOOD}`, 'x:y:z:w'])
    session.push('accountsChanged', ['javascript:alert(1)', 'evil'])
    expect(heard).toEqual([[GOOD]])
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([GOOD])
    session.push('accountsChanged', [])
    expect(heard).toEqual([[GOOD], []])
  })
})

describe('chain reads over a WalletConnect session', () => {
  it('go to the network RPC, not to the wallet', async () => {
    const server = createServer((req, res) => {
      let body = ''
      req.on('data', (c) => (body += c))
      req.on('end', () => {
        // A batch when the endpoint's chain check rides along.
        const parsed = JSON.parse(body) as { id: number; method: string } | { id: number; method: string }[]
        const answers = [parsed].flat().map(({ id, method }) => ({ jsonrpc: '2.0', id, result: method === 'eth_blockNumber' ? '0x2a' : method === 'eth_chainId' ? '0x7a69' : null }))
        res.setHeader('content-type', 'application/json')
        res.end(JSON.stringify(Array.isArray(parsed) ? answers : answers[0]))
      })
    })
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
      const adapter = new EvmAdapter()
      adapter.setup({ networks: networks.map((n) => ({ ...n, rpcUrls: { default: { http: [url] } } })) })
      const session = fakeSession()
      await adapter.remote.attach(session.transport)
      const provider = adapter.getProvider() as { request(a: { method: string; params?: unknown[] }): Promise<unknown> }
      expect(await provider.request({ method: 'eth_blockNumber' })).toBe('0x2a')
      expect(session.sent).toEqual([])
    } finally {
      await new Promise((r) => server.close(r))
    }
  })

  it('a wallet with a method policy decides: what it does not call a chain read goes to it, never to the network', async () => {
    const session = fakeSession()
    // The embedded wallet's rule: only the policy's safe reads may skip it.
    session.transport.isChainRead = (method) => method === 'eth_blockNumber'
    const { adapter } = await connected(session)
    const provider = adapter.getProvider() as { request(a: { method: string; params?: unknown[] }): Promise<unknown> }
    await provider.request({ method: 'net_version' })
    await provider.request({ method: 'anvil_nodeInfo' })
    expect(session.sent.map((r) => r.method)).toEqual(['net_version', 'anvil_nodeInfo'])
  })
})
