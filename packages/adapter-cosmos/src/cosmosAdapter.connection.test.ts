import { createTestCosmosWallet, registerTestCosmosWallet, type TestCosmosWallet, defaultTestCosmosMnemonic } from '@latch/testing/cosmos-wallet'
import type { Connector } from '@latch/core'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CosmosAdapter } from './cosmosAdapter'
import { installFakeWindow } from './test/fakeWindow'
import { testChain } from './test/chains'
import { verifyArbitraryMessage } from './verify/verifyArbitrary'

const hub = testChain({ chainId: 'latch-test-1', prefix: 'cosmos' })
const osmo = testChain({ chainId: 'osmo-test-1', prefix: 'osmo', denom: 'uosmo', symbol: 'OSMO' })

let fake: ReturnType<typeof installFakeWindow>
beforeEach(() => {
  fake = installFakeWindow()
})
afterEach(() => fake.restore())

function adapter(): CosmosAdapter {
  const a = new CosmosAdapter({ chains: { [hub.network.caipNetworkId]: hub.config, [osmo.network.caipNetworkId]: osmo.config }, reconnectWaitMs: 0 })
  a.setup({ networks: [hub.network, osmo.network] })
  return a
}

function wallet(options: { global?: 'keplr' | 'leap' | 'cosmostation'; knows?: 'hub' | 'both'; enabled?: string[]; mnemonics?: string[] } = {}): TestCosmosWallet {
  const chains = options.knows === 'hub' ? [hub.info] : [hub.info, osmo.info]
  const w = createTestCosmosWallet({ storage: null, chains, enabled: options.enabled ?? [], mnemonics: options.mnemonics ?? [defaultTestCosmosMnemonic(0), defaultTestCosmosMnemonic(1)] })
  return registerTestCosmosWallet(fake.window, w, { global: options.global ?? 'keplr' })
}

const prompts = (w: TestCosmosWallet) => w.control.requests().filter((r) => r.method !== 'silentEnable').map((r) => r.method)

/**
 * The connectors once discovery ran: its code loads with the first `syncConnectors`, which knows nothing yet, and
 * the list comes by connectorsChanged; later calls return it.
 */
async function discovered(a: CosmosAdapter): Promise<Connector[]> {
  const heard: Connector[][] = []
  const off = a.on('connectorsChanged', (e) => heard.push(e.connectors))
  expect(a.syncConnectors()).toEqual([])
  await expect.poll(() => heard.length).toBe(1)
  off()
  expect(a.syncConnectors()).toEqual(heard[0])
  return a.syncConnectors()
}

describe('CosmosAdapter discovery', () => {
  it('lists Keplr, Leap and Cosmostation from their globals, one connector each', async () => {
    wallet({ global: 'cosmostation' })
    wallet({ global: 'leap' })
    wallet({ global: 'keplr' })
    expect((await discovered(adapter())).map((c) => [c.id, c.name, c.type, c.chain])).toEqual([
      ['keplr', 'Keplr', 'INJECTED', 'cosmos'],
      ['leap', 'Leap', 'INJECTED', 'cosmos'],
      ['cosmostation', 'Cosmostation', 'INJECTED', 'cosmos'],
    ])
  })

  it('takes Leap standing in for Keplr at window.keplr for Leap', async () => {
    const leap = wallet({ global: 'leap' })
    fake.window.keplr = leap
    expect((await discovered(adapter())).map((c) => c.id)).toEqual(['leap'])
  })

  it('hears a wallet injected after the page started, by polling and on load', async () => {
    const a = adapter()
    const heard: string[][] = []
    a.on('connectorsChanged', (e) => heard.push(e.connectors.map((c) => c.id)))
    expect(a.syncConnectors()).toEqual([])
    registerTestCosmosWallet(fake.window, createTestCosmosWallet({ storage: null }), { injectAfterMs: 150 })
    await vi.waitFor(() => expect(heard.at(-1)).toEqual(['keplr']), { timeout: 1000 })
    fake.window.leap = createTestCosmosWallet({ storage: null })
    fake.window.dispatchEvent(new Event('load'))
    expect(heard.at(-1)).toEqual(['keplr', 'leap'])
  })

  it('finds nothing on the server', async () => {
    fake.restore()
    const a = adapter()
    expect(a.syncConnectors()).toEqual([])
    expect(await a.reconnect({ connectorId: 'keplr' })).toBeNull()
    await expect(a.connect({ connectorId: 'keplr' })).rejects.toMatchObject({ code: 'CONNECTOR_NOT_FOUND', namespace: 'cosmos' })
  })
})

describe('CosmosAdapter before its connection code loaded', () => {
  it('keeps the order of calls made meanwhile: a disconnect cancels the connect before it', async () => {
    const w = wallet()
    const a = adapter()
    const connecting = a.connect({ connectorId: 'keplr', caipNetworkId: hub.network.caipNetworkId })
    await a.disconnect()
    await expect(connecting).rejects.toMatchObject({ code: 'PROVIDER_NOT_CONNECTED' })
    expect(a.getProvider()).toBeUndefined()
    expect(a.getKey()).toBeUndefined()
    // The code that loaded meanwhile serves the next call.
    expect((await a.connect({ connectorId: 'keplr', caipNetworkId: hub.network.caipNetworkId })).address).toBe(await w.control.address(hub.info.chainId))
  })
})

describe('CosmosAdapter connection', () => {
  it('connects with enable and getKey, and reconnects silently after a reload', async () => {
    const w = wallet()
    const a = adapter()
    a.syncConnectors()
    const address = await w.control.address(hub.info.chainId)
    expect(await a.connect({ connectorId: 'keplr', caipNetworkId: hub.network.caipNetworkId })).toEqual({
      address,
      accounts: [{ address, type: 'eoa' }],
      caipNetworkId: hub.network.caipNetworkId,
      connectorId: 'keplr',
    })
    expect(prompts(w)).toEqual(['enable'])
    expect(a.getKey()?.algo).toBe('secp256k1')

    const fresh = adapter()
    fresh.syncConnectors()
    expect((await fresh.reconnect({ connectorId: 'keplr', caipNetworkId: hub.network.caipNetworkId }))?.address).toBe(address)
    expect(prompts(w)).toEqual(['enable'])
  })

  it('reconnects to nothing where the chain is not enabled, never asking', async () => {
    const w = wallet()
    const a = adapter()
    a.syncConnectors()
    expect(await a.reconnect({ connectorId: 'keplr', caipNetworkId: hub.network.caipNetworkId })).toBeNull()
    expect(await a.reconnect({ connectorId: 'leap', caipNetworkId: hub.network.caipNetworkId })).toBeNull()
    expect(w.control.requests()).toEqual([])
  })

  it('suggests a chain the wallet lacks, then enables it', async () => {
    const w = wallet({ knows: 'hub' })
    const a = adapter()
    a.syncConnectors()
    const connection = await a.connect({ connectorId: 'keplr', caipNetworkId: osmo.network.caipNetworkId })
    expect(connection.address.startsWith('osmo1')).toBe(true)
    expect(prompts(w)).toEqual(['suggestChain', 'enable'])
    expect(w.control.knownChains().find((c) => c.chainId === osmo.info.chainId)?.bech32Config.bech32PrefixAccAddr).toBe('osmo')
  })

  it("reports a refused suggestion, and one the wallet cannot take, as 'Chain is not supported'", async () => {
    const w = wallet({ knows: 'hub' })
    w.control.setMode('reject')
    const a = adapter()
    a.syncConnectors()
    await expect(a.connect({ connectorId: 'keplr', caipNetworkId: osmo.network.caipNetworkId })).rejects.toMatchObject({ code: 'CHAIN_NOT_SUPPORTED', shortMessage: 'Chain is not supported' })

    const broken = testChain({ chainId: 'broken-1', prefix: 'broken', rpc: 'http://127.0.0.1:1' })
    const b = new CosmosAdapter({ chains: { [broken.network.caipNetworkId]: { ...broken.config, rest: '' } }, reconnectWaitMs: 0 })
    b.setup({ networks: [{ ...broken.network, rpcUrls: { default: { http: [] } } }] })
    b.syncConnectors()
    await expect(b.connect({ connectorId: 'keplr' })).rejects.toMatchObject({ code: 'CHAIN_NOT_SUPPORTED' })
  })

  it('switches chains: the same key under the chain prefix, asking only for a chain not yet enabled', async () => {
    const w = wallet()
    const a = adapter()
    a.syncConnectors()
    await a.connect({ connectorId: 'keplr', caipNetworkId: hub.network.caipNetworkId })
    const moved = await a.switchNetwork({ network: osmo.network })
    expect(moved).toMatchObject({ address: await w.control.address(osmo.info.chainId), caipNetworkId: osmo.network.caipNetworkId })
    expect(prompts(w)).toEqual(['enable', 'enable'])
    await a.switchNetwork({ network: hub.network })
    await a.switchNetwork({ network: osmo.network })
    expect(prompts(w)).toEqual(['enable', 'enable'])
  })

  it("reports the wallet's account change on the connection's chain, and nothing after disconnect, which disables the chain", async () => {
    const w = wallet()
    const a = adapter()
    a.syncConnectors()
    await a.connect({ connectorId: 'keplr', caipNetworkId: osmo.network.caipNetworkId })
    const heard: string[][] = []
    a.on('accountsChanged', (e) => heard.push(e.accounts.map((x) => x.address)))
    w.control.switchAccount(1)
    const second = await w.control.address(osmo.info.chainId)
    await vi.waitFor(() => expect(heard).toEqual([[second]]))
    expect(a.getProvider()?.chainId).toBe(osmo.info.chainId)

    await a.disconnect()
    expect(a.getProvider()).toBeUndefined()
    expect(w.control.enabledChains()).not.toContain(osmo.info.chainId)
    w.control.switchAccount(0)
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(heard).toEqual([[second]])
  })
})

describe('CosmosAdapter messages and provider', () => {
  it('signs text with ADR-036 that verifies for the signer only, by the recovered key or the given one', async () => {
    wallet()
    const a = adapter()
    a.syncConnectors()
    const { address, caipNetworkId } = await a.connect({ connectorId: 'keplr', caipNetworkId: hub.network.caipNetworkId })
    const signature = await a.signMessage({ message: 'Latch ✓', address, caipNetworkId })
    expect(verifyArbitraryMessage({ signer: address, data: 'Latch ✓', signature })).toBe(true)
    expect(verifyArbitraryMessage({ signer: address, data: 'Latch ✗', signature })).toBe(false)
    const other = await createTestCosmosWallet({ storage: null, chains: [hub.info], mnemonic: defaultTestCosmosMnemonic(5) }).control.address(hub.info.chainId)
    expect(verifyArbitraryMessage({ signer: other, data: 'Latch ✓', signature })).toBe(false)
    expect(verifyArbitraryMessage({ signer: address, data: 'Latch ✓', signature, pubKey: a.getKey()?.pubKey })).toBe(true)

    const provider = a.getProvider()!
    const full = await provider.signArbitrary(new Uint8Array([1, 2, 3]))
    expect(verifyArbitraryMessage({ signer: address, data: new Uint8Array([1, 2, 3]), signature: full })).toBe(true)
    expect((await (await provider.getOfflineSigner()).getAccounts())[0]?.address).toBe(address)
  })

  it('signs only for the connected address on its chain, and reports a refusal as USER_REJECTED', async () => {
    const w = wallet()
    const a = adapter()
    a.syncConnectors()
    const { address, caipNetworkId } = await a.connect({ connectorId: 'keplr', caipNetworkId: hub.network.caipNetworkId })
    await expect(a.signMessage({ message: 'x', address, caipNetworkId: osmo.network.caipNetworkId })).rejects.toMatchObject({ code: 'PROVIDER_NOT_CONNECTED' })
    w.control.setMode('reject')
    await expect(a.signMessage({ message: 'x', address, caipNetworkId })).rejects.toMatchObject({ code: 'USER_REJECTED' })
  })

  it('checks addresses by the network prefix and writes them in lower case', () => {
    const a = adapter()
    const alice = 'cosmos16chgtg0lyu0q67wcfh6dhs9wj0c6hqf9w8a6vs'
    expect(a.isAddress(alice, hub.network.caipNetworkId)).toBe(true)
    expect(a.isAddress(alice, osmo.network.caipNetworkId)).toBe(false)
    expect(a.isAddress(alice, 'cosmos:unknown-1')).toBe(false)
    expect(a.normalize(alice.toUpperCase(), 'address')).toBe(alice)
    expect(a.normalize('ab'.repeat(32), 'hash')).toBe('AB'.repeat(32))
  })
})
