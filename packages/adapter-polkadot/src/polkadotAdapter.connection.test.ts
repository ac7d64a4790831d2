import type { CaipNetwork, Connector } from '@latch/core'
import { createTestPolkadotExtension, type TestPolkadotExtension } from '@latch/testing/polkadot-wallet'
import { hexToU8a, stringToU8a, u8aToHex } from '@polkadot/util'
import { cryptoWaitReady, decodeAddress, encodeAddress, signatureVerify } from '@polkadot/util-crypto'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { kusama, polkadot, westend } from './networks'
import { PolkadotAdapter } from './polkadotAdapter'
import { installFakeWindow } from './test/fakeWindow'

const fake = installFakeWindow()
afterAll(() => fake.restore())
beforeAll(() => cryptoWaitReady())

const ALICE = '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY'
const BOB = '5GoNkf6WdbxCFnPdAnYYQyCjAKPJgLNxXwPjwTh6DGg6gN3E'
const EVM_SEED = '0x5fb92d6e98884f76de468fa3f6278f8807c48bebc13595d45af5bdc4da702133'
const local: CaipNetwork = { ...westend, id: 'local', name: 'Local', caipNetworkId: 'polkadot:00000000000000000000000000000001' }

const cleanups: (() => unknown)[] = []
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c()
  delete fake.window.injectedWeb3
  delete (fake.window as { walletExtension?: unknown }).walletExtension
})

async function install(parameters: Parameters<typeof createTestPolkadotExtension>[0] = {}): Promise<TestPolkadotExtension> {
  const extension = await createTestPolkadotExtension(parameters)
  cleanups.push(extension.install(fake.window))
  return extension
}

function adapter(options: ConstructorParameters<typeof PolkadotAdapter>[0] = {}, networks: CaipNetwork[] = [polkadot, kusama], name?: string): PolkadotAdapter {
  const a = new PolkadotAdapter({ reconnectWaitMs: 100, ...options })
  a.setup({ networks, ...(name ? { metadata: { name, description: '', url: 'https://dapp.test', icons: [] } } : {}) })
  cleanups.push(() => a.disconnect())
  return a
}

/**
 * The connectors once discovery ran: its code loads with the first `syncConnectors`, which knows nothing yet, and
 * the list comes by connectorsChanged; later calls return it.
 */
async function discovered(a: PolkadotAdapter): Promise<Connector[]> {
  const heard: Connector[][] = []
  const off = a.on('connectorsChanged', (e) => heard.push(e.connectors))
  expect(a.syncConnectors()).toEqual([])
  await expect.poll(() => heard.length).toBe(1)
  off()
  expect(a.syncConnectors()).toEqual(heard[0])
  return a.syncConnectors()
}

describe('PolkadotAdapter discovery', () => {
  it('lists every injected extension as a connector, named when known', async () => {
    for (const key of ['polkadot-js', 'talisman', 'subwallet-js', 'my-own']) await install({ key })
    const connectors = await discovered(adapter())
    expect(connectors.map((c) => [c.id, c.name, c.type, c.chain])).toEqual([
      ['polkadot-js', 'polkadot{.js}', 'INJECTED', 'polkadot'],
      ['talisman', 'Talisman', 'INJECTED', 'polkadot'],
      ['subwallet-js', 'SubWallet', 'INJECTED', 'polkadot'],
      ['my-own', 'my-own', 'INJECTED', 'polkadot'],
    ])
  })

  it('names Nova Wallet, which injects as polkadot-js in its in-app browser', async () => {
    Object.assign(fake.window, { walletExtension: { isNovaWallet: true } })
    await install({ key: 'polkadot-js' })
    expect((await discovered(adapter())).map((c) => c.name)).toEqual(['Nova Wallet'])
  })

  it('finds an extension injected after discovery started, and tells listeners', async () => {
    const a = adapter()
    const heard: Connector[][] = []
    a.on('connectorsChanged', (e) => heard.push(e.connectors))
    expect(a.syncConnectors()).toEqual([])
    await install({ key: 'talisman' })
    await expect.poll(() => heard.at(-1)?.map((c) => c.id), { timeout: 2000 }).toEqual(['talisman'])
    expect(a.syncConnectors().map((c) => c.id)).toEqual(['talisman'])
  })

  it('discovers nothing on the server', () => {
    fake.restore()
    try {
      expect(adapter().syncConnectors()).toEqual([])
    } finally {
      Object.assign(globalThis, { window: fake.window })
    }
  })
})

describe('PolkadotAdapter before its connection code loaded', () => {
  it('keeps the order of calls made meanwhile: a disconnect cancels the connect before it', async () => {
    await install()
    const a = adapter()
    const connecting = a.connect({ connectorId: 'latch-test' })
    await a.disconnect()
    await expect(connecting).rejects.toMatchObject({ code: 'PROVIDER_NOT_CONNECTED' })
    expect(a.getProvider()).toBeUndefined()
    // The code that loaded meanwhile serves the next call.
    expect((await a.connect({ connectorId: 'latch-test' })).address).toBe(encodeAddress(ALICE, 0))
  })
})

describe('PolkadotAdapter connection', () => {
  it('enables the extension under the dapp name and reports its accounts under the network prefix', async () => {
    const extension = await install()
    const a = adapter({}, [kusama, polkadot], 'My Dapp')
    a.syncConnectors()
    const connection = await a.connect({ connectorId: 'latch-test' })
    expect(extension.control.isAuthorized('My Dapp')).toBe(true)
    expect(connection).toEqual({
      address: encodeAddress(ALICE, 2),
      accounts: [
        { address: encodeAddress(ALICE, 2), type: 'eoa' },
        { address: encodeAddress(BOB, 2), type: 'eoa' },
      ],
      caipNetworkId: kusama.caipNetworkId,
      connectorId: 'latch-test',
    })
    expect(a.getProvider()).toHaveProperty('signer')
  })

  it('prefers the appName option to the metadata name', async () => {
    const extension = await install()
    await adapter({ appName: 'Pinned' }, undefined, 'My Dapp').connect({ connectorId: 'latch-test' })
    expect(extension.control.requests()[0]?.origin).toBe('Pinned')
  })

  it('keeps addresses as reported on a network without a known prefix, unless the dapp gives one', async () => {
    await install()
    expect((await adapter({}, [local]).connect({ connectorId: 'latch-test' })).address).toBe(ALICE)
    const withPrefix = adapter({ ss58Prefixes: { [local.caipNetworkId]: 7 } }, [local])
    expect((await withPrefix.connect({ connectorId: 'latch-test' })).address).toBe(encodeAddress(ALICE, 7))
  })

  it('leaves EVM accounts out, and refuses an extension with only EVM accounts', async () => {
    await install({ accounts: [{ uri: EVM_SEED, type: 'ethereum' }, { uri: '//Alice' }] })
    expect((await adapter().connect({ connectorId: 'latch-test' })).accounts).toEqual([{ address: encodeAddress(ALICE, 0), type: 'eoa' }])
    await install({ key: 'evm-only', accounts: [{ uri: EVM_SEED, type: 'ethereum' }] })
    await expect(adapter().connect({ connectorId: 'evm-only' })).rejects.toMatchObject({ code: 'NO_ACCOUNTS', namespace: 'polkadot' })
  })

  it('reports the extension refusing to connect as USER_REJECTED', async () => {
    await install({ mode: 'reject' })
    await expect(adapter().connect({ connectorId: 'latch-test' })).rejects.toMatchObject({ code: 'USER_REJECTED' })
  })

  it('reconnects silently to an authorised origin, waits for a late extension, and gives null when refused', async () => {
    const extension = await createTestPolkadotExtension({ authorizedOrigins: ['Latch'] })
    const a = adapter({ reconnectWaitMs: 1000 })
    const pending = a.reconnect({ connectorId: 'latch-test' })
    setTimeout(() => cleanups.push(extension.install(fake.window)), 150)
    expect((await pending)?.address).toBe(encodeAddress(ALICE, 0))
    expect(extension.control.prompts()).toBe(0)
    extension.control.revoke()
    expect(await adapter().reconnect({ connectorId: 'latch-test' })).toBeNull()
    expect(extension.control.prompts()).toBe(0)
  })

  it('switches network by re-encoding the same keys, without asking the extension', async () => {
    const extension = await install()
    const a = adapter()
    await a.connect({ connectorId: 'latch-test', caipNetworkId: polkadot.caipNetworkId })
    const asked = extension.control.requests().length
    const moved = await a.switchNetwork({ network: kusama })
    expect(moved.caipNetworkId).toBe(kusama.caipNetworkId)
    expect(moved.accounts.map((x) => x.address)).toEqual([encodeAddress(ALICE, 2), encodeAddress(BOB, 2)])
    expect(extension.control.requests()).toHaveLength(asked)
    await expect(a.switchNetwork({ network: westend })).rejects.toMatchObject({ code: 'NETWORK_UNKNOWN' })
  })

  it('reports account changes under the network prefix, and [] once the extension drops the dapp', async () => {
    const extension = await install()
    const a = adapter()
    await a.connect({ connectorId: 'latch-test' })
    const heard: string[][] = []
    a.on('accountsChanged', (e) => heard.push(e.accounts.map((x) => x.address)))
    // The subscription's first answer (the current list) is no change.
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(heard).toEqual([])
    extension.control.setAccounts([BOB])
    expect(heard).toEqual([[encodeAddress(BOB, 0)]])
    extension.control.revoke()
    expect(heard.at(-1)).toEqual([])
    expect(a.getProvider()).toBeUndefined()
    expect(extension.control.subscriptions()).toBe(0)
  })

  it('unsubscribes on disconnect and on a new connection', async () => {
    const extension = await install()
    const a = adapter()
    await a.connect({ connectorId: 'latch-test' })
    await a.connect({ connectorId: 'latch-test' })
    expect(extension.control.subscriptions()).toBe(1)
    await a.disconnect()
    expect(extension.control.subscriptions()).toBe(0)
    expect(a.getProvider()).toBeUndefined()
  })

  it('lets a disconnect during connect win', async () => {
    const extension = await install({ mode: 'manual' })
    const a = adapter()
    const connecting = a.connect({ connectorId: 'latch-test' })
    await expect.poll(() => extension.control.pending().length).toBe(1)
    await a.disconnect()
    extension.control.approve()
    await expect(connecting).rejects.toMatchObject({ code: 'PROVIDER_NOT_CONNECTED' })
    expect(a.getProvider()).toBeUndefined()
    expect(extension.control.subscriptions()).toBe(0)
  })
})

describe('PolkadotAdapter codec', () => {
  it('signs text and bytes with signRaw, verifiable against the address on any prefix', async () => {
    const extension = await install()
    const a = adapter()
    const { address } = await a.connect({ connectorId: 'latch-test' })
    const text = await a.signMessage({ message: 'hello ✓', address, caipNetworkId: polkadot.caipNetworkId })
    expect(signatureVerify(stringToU8a('hello ✓'), text, address).isValid).toBe(true)
    expect(extension.control.requests().at(-1)).toMatchObject({ method: 'signRaw', detail: u8aToHex(stringToU8a('hello ✓')) })
    const bob = encodeAddress(BOB, 0)
    const bytes = await a.signMessage({ message: new Uint8Array([1, 2, 3]), address: bob, caipNetworkId: polkadot.caipNetworkId })
    expect(signatureVerify(new Uint8Array([1, 2, 3]), hexToU8a(bytes), BOB).isValid).toBe(true)
  })

  it('reports a declined signature as USER_REJECTED', async () => {
    const extension = await install()
    const a = adapter()
    const { address } = await a.connect({ connectorId: 'latch-test' })
    extension.control.setMode('reject')
    await expect(a.signMessage({ message: 'x', address, caipNetworkId: polkadot.caipNetworkId })).rejects.toMatchObject({ code: 'USER_REJECTED' })
  })

  it('refuses to sign without a connection or for an account it was not given', async () => {
    await install({ accounts: [{ uri: '//Alice' }] })
    const a = adapter()
    await expect(a.signMessage({ message: 'x', address: ALICE, caipNetworkId: polkadot.caipNetworkId })).rejects.toMatchObject({ code: 'PROVIDER_NOT_CONNECTED' })
    await a.connect({ connectorId: 'latch-test' })
    await expect(a.signMessage({ message: 'x', address: BOB, caipNetworkId: polkadot.caipNetworkId })).rejects.toMatchObject({ code: 'PROVIDER_NOT_CONNECTED' })
  })

  it('checks addresses against the network prefix; any valid SS58 on a network without one', () => {
    const a = adapter({ ss58Prefixes: { 'polkadot:00000000000000000000000000000002': 5 } })
    expect(a.isAddress(encodeAddress(ALICE, 0), polkadot.caipNetworkId)).toBe(true)
    expect(a.isAddress(encodeAddress(ALICE, 2), polkadot.caipNetworkId)).toBe(false)
    expect(a.isAddress(encodeAddress(ALICE, 2), kusama.caipNetworkId)).toBe(true)
    expect(a.isAddress(ALICE, westend.caipNetworkId)).toBe(true)
    expect(a.isAddress(ALICE, local.caipNetworkId)).toBe(true)
    expect(a.isAddress(encodeAddress(ALICE, 5), 'polkadot:00000000000000000000000000000002')).toBe(true)
    expect(a.isAddress(ALICE, 'polkadot:00000000000000000000000000000002')).toBe(false)
    expect(a.isAddress('not an address', local.caipNetworkId)).toBe(false)
  })

  it('normalizes an address to its public key and a hash to lower case', () => {
    const a = adapter()
    const key = u8aToHex(decodeAddress(ALICE))
    expect(a.normalize(encodeAddress(ALICE, 0), 'address')).toBe(key)
    expect(a.normalize(encodeAddress(ALICE, 2), 'address')).toBe(key)
    expect(a.normalize('not an address', 'address')).toBe('not an address')
    expect(a.normalize('0xABCdef', 'hash')).toBe('0xabcdef')
  })

  it('formats and parses units with the network decimals', () => {
    const a = adapter()
    expect(a.formatUnits(12_345_000_000n, 10)).toBe('1.2345')
    expect(a.parseUnits('1.2345', 12)).toBe(1_234_500_000_000n)
    expect(() => a.parseUnits('0.00000000001', 10)).toThrow()
  })
})
