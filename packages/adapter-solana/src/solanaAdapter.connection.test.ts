import { UserRejectedRequestError } from '@latch/core'
import { testKeypair } from '@latch/local-solana'
import { registerTestSolanaWallet } from '@latch/testing/solana-wallet'
import type { Wallet } from '@wallet-standard/base'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { InvalidCommitmentError } from './errors'
import { SolanaAdapter } from './solanaAdapter'
import { installFakeWindow, installWallet, LOCAL_CHAIN, prompts, startStack } from './test/localStack'

let stack: Awaited<ReturnType<typeof startStack>>
let restoreWindow = () => {}
const cleanups: (() => unknown)[] = []
beforeAll(async () => {
  stack = await startStack()
})
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c()
  restoreWindow()
})
afterAll(() => stack.node.stop())

function adapter(options: ConstructorParameters<typeof SolanaAdapter>[0] = {}) {
  const a = new SolanaAdapter({ reconnectWaitMs: 100, ...options })
  a.setup({ networks: [stack.network] })
  cleanups.push(() => a.disconnect())
  return a
}
function wallet(name: string, parameters: Parameters<typeof installWallet>[2] = {}) {
  const installed = installWallet(stack.node.url, [testKeypair(6)], { name, ...parameters })
  cleanups.push(installed.uninstall)
  return installed.wallet
}

describe('construction and the server', () => {
  it('touches no window, and discovers nothing on the server', () => {
    expect('window' in globalThis).toBe(false)
    const a = new SolanaAdapter()
    a.setup({ networks: [stack.network] })
    expect(a.syncConnectors()).toEqual([])
    expect(a.getProvider()).toBeUndefined()
  })

  it('refuses an unknown preflight commitment when constructed', () => {
    expect(() => new SolanaAdapter({ preflightCommitment: 'final' as never })).toThrow(InvalidCommitmentError)
    expect(() => new SolanaAdapter({ preflightCommitment: 'singleGossip' })).not.toThrow()
  })
})

describe('Wallet Standard discovery', () => {
  it('finds a wallet announced over window events, as an ANNOUNCED connector, and hears it go', async () => {
    restoreWindow = installFakeWindow()
    const a = adapter()
    const seen: string[][] = []
    a.on('connectorsChanged', ({ connectors }) => seen.push(connectors.map((c) => c.id)))
    a.syncConnectors()
    await expect.poll(() => seen.length).toBeGreaterThan(0)
    const announced = registerTestSolanaWallet({ name: 'Announced', keypairs: [testKeypair(6)], storage: null })
    await expect.poll(() => seen.at(-1)).toContain('Announced')
    expect(a.syncConnectors().find((c) => c.id === 'Announced')).toMatchObject({ type: 'ANNOUNCED', chain: 'solana', name: 'Announced', imageUrl: announced.icon })
    // A wallet without Solana chains and signing features is not offered; its leaving is reported all the same.
    const { getWallets } = await import('@wallet-standard/app')
    const unregister = getWallets().register({ version: '1.0.0', name: 'EVM only', icon: announced.icon, chains: ['eip155:1'], features: {}, accounts: [] } as unknown as Wallet)
    expect(a.syncConnectors().map((c) => c.id)).toEqual(['Announced'])
    const count = seen.length
    unregister()
    expect(seen.length).toBe(count + 1)
  })

  it('offers wallets passed in the options before any registers', async () => {
    restoreWindow = installFakeWindow()
    const { createTestSolanaWallet } = await import('@latch/testing/solana-wallet')
    const own = createTestSolanaWallet({ name: 'Bundled', keypairs: [testKeypair(7)], rpcUrl: stack.node.url, localChain: LOCAL_CHAIN, storage: null })
    const a = adapter({ wallets: [own] })
    a.syncConnectors()
    await expect.poll(() => a.syncConnectors().map((c) => c.id)).toContain('Bundled')
    const connection = await a.connect({ connectorId: 'Bundled' })
    expect(connection).toMatchObject({ address: testKeypair(7).publicKey.toBase58(), caipNetworkId: LOCAL_CHAIN, connectorId: 'Bundled' })
  })
})

describe('connect, reconnect, disconnect', () => {
  it('maps a refusal in the wallet to UserRejectedRequestError and stays disconnected', async () => {
    restoreWindow = installFakeWindow()
    const w = wallet('Refuser', { mode: 'reject' })
    const a = adapter()
    const error = await a.connect({ connectorId: w.name }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(UserRejectedRequestError)
    expect(error).toMatchObject({ code: 'USER_REJECTED', rpcCode: 4001 })
    expect(a.getProvider()).toBeUndefined()
  })

  it('reconnects to a wallet that registers late, within reconnectWaitMs, without a prompt', async () => {
    restoreWindow = installFakeWindow()
    const a = adapter({ reconnectWaitMs: 2_000 })
    const pending = a.reconnect({ connectorId: 'Late', caipNetworkId: LOCAL_CHAIN })
    await new Promise((r) => setTimeout(r, 100))
    const w = wallet('Late', { authorized: true })
    expect(await pending).toMatchObject({ address: testKeypair(6).publicKey.toBase58(), connectorId: 'Late' })
    expect(prompts(w)).toBe(0)
  })

  it('does not let a slow silent reconnect override a connect made meanwhile', async () => {
    restoreWindow = installFakeWindow()
    const inner = installWallet(stack.node.url, [testKeypair(6), testKeypair(7)], { name: 'Slow', authorized: true }).wallet
    let release = () => {}
    const gate = new Promise<void>((r) => {
      release = r
    })
    const connect = inner.features['standard:connect']
    // A wallet whose silent connect hangs until released; the explicit connect answers at once.
    Object.assign(inner.features, {
      'standard:connect': { version: connect.version, connect: async (input?: { silent?: boolean }) => (input?.silent ? gate.then(() => connect.connect(input)) : connect.connect(input)) },
    })
    const a = adapter()
    const slow = a.reconnect({ connectorId: 'Slow' })
    const fresh = await a.connect({ connectorId: 'Slow' })
    release()
    expect(await slow).toBeNull()
    expect(a.getProvider()).toBeDefined()
    expect((a.getProvider() as { publicKey: { toBase58(): string } }).publicKey.toBase58()).toBe(fresh.address)
  })

  it('reports the wallet ending the connection as an empty account list and forgets the provider', async () => {
    restoreWindow = installFakeWindow()
    const w = wallet('Ender')
    const a = adapter()
    await a.connect({ connectorId: w.name })
    const seen: unknown[] = []
    a.on('accountsChanged', ({ accounts }) => seen.push(accounts))
    w.control.disconnect()
    expect(seen).toEqual([[]])
    expect(a.getProvider()).toBeUndefined()
  })

  it('switches only to networks it was set up with, and never asks the wallet', async () => {
    restoreWindow = installFakeWindow()
    const w = wallet('Switcher')
    const a = adapter()
    await a.connect({ connectorId: w.name })
    const before = w.control.requests().length
    const { solana } = await import('@latch/core/networks')
    await expect(a.switchNetwork({ network: solana })).rejects.toMatchObject({ code: 'NETWORK_UNKNOWN', namespace: 'solana' })
    expect(await a.switchNetwork({ network: stack.network })).toMatchObject({ caipNetworkId: LOCAL_CHAIN })
    expect(w.control.requests().length).toBe(before)
  })
})
