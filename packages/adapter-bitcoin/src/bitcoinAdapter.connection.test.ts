import type { Connector } from '@latch/core'
import { Verifier } from 'bip322-js'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { BitcoinAdapter } from './bitcoinAdapter'
import { networks } from 'bitcoinjs-lib'
import { bitcoin, bitcoinRegtest, bitcoinTestnet4 } from './networks'
import { installFakeWindow, type Path, type TestAccount, TestBitcoinWallet, testAccount } from './test/testWallet'

let fake: ReturnType<typeof installFakeWindow>
beforeEach(() => {
  fake = installFakeWindow()
})
afterEach(() => fake.restore())

function adapter(): BitcoinAdapter {
  const a = new BitcoinAdapter({ reconnectWaitMs: 0 })
  a.setup({ networks: [bitcoinRegtest, bitcoin] })
  return a
}

function wallet(paths: readonly Path[], name?: string): TestBitcoinWallet {
  const w = new TestBitcoinWallet({ paths, ...(name ? { name } : {}) })
  w.install(fake.window)
  return w
}

const regtest = bitcoinRegtest.caipNetworkId

describe('BitcoinAdapter discovery', () => {
  it('lists a wallet found through the Standard, WBIP004 and a global once, under its name folded to a key', async () => {
    wallet(['standard', 'wbip004'])
    wallet(['unisat'], 'UniSat')
    const a = adapter()
    const heard: Connector[][] = []
    a.on('connectorsChanged', (e) => heard.push(e.connectors))
    // Discovery loads with the first call: that call knows nothing yet, and the list comes by connectorsChanged.
    expect(a.syncConnectors()).toEqual([])
    await expect.poll(() => heard.length).toBe(1)
    const connectors = a.syncConnectors()
    expect(heard[0]).toEqual(connectors)
    expect(connectors.map((c) => [c.id, c.name, c.type, c.chain])).toEqual([
      ['latchtest', 'Latch Test Wallet', 'ANNOUNCED', 'bip122'],
      ['unisat', 'UniSat', 'INJECTED', 'bip122'],
    ])
    expect(connectors[0]?.imageUrl).toBe('data:image/svg+xml,<svg/>')
  })

  it('hears a Standard wallet that registers after the page started', async () => {
    const a = adapter()
    const heard: string[][] = []
    a.on('connectorsChanged', (e) => heard.push(e.connectors.map((c) => c.id)))
    expect(a.syncConnectors()).toEqual([])
    await expect.poll(() => heard.length).toBe(1)
    wallet(['standard'], 'Xverse')
    // The same wallet's WBIP004 face under a longer name is no second connector.
    wallet(['wbip004'], 'Xverse Wallet')
    expect(a.syncConnectors().map((c) => c.id)).toEqual(['xverse'])
    expect(heard).toEqual([[], ['xverse']])
  })

  it('finds nothing on the server', async () => {
    fake.restore()
    const a = adapter()
    expect(a.syncConnectors()).toEqual([])
    expect(await a.reconnect({ connectorId: 'latchtest' })).toBeNull()
    await expect(a.connect({ connectorId: 'latchtest' })).rejects.toMatchObject({ code: 'CONNECTOR_NOT_FOUND', namespace: 'bip122' })
  })
})

describe('BitcoinAdapter before its connection code loaded', () => {
  it('keeps the order of calls made meanwhile: a disconnect cancels the connect before it', async () => {
    wallet(['standard'])
    const a = adapter()
    const connecting = a.connect({ connectorId: 'latchtest', caipNetworkId: regtest })
    await a.disconnect()
    await expect(connecting).rejects.toMatchObject({ code: 'PROVIDER_NOT_CONNECTED' })
    expect(a.getProvider()).toBeUndefined()
    expect(a.getAddresses()).toBeUndefined()
    // The code that loaded meanwhile serves the next call.
    expect((await a.connect({ connectorId: 'latchtest', caipNetworkId: regtest })).caipNetworkId).toBe(regtest)
  })

  it('has no session to pay or sign with', async () => {
    const a = adapter()
    const w = new TestBitcoinWallet()
    await expect(a.signMessage({ message: 'x', address: w.account.payment.address, caipNetworkId: regtest })).rejects.toMatchObject({ code: 'PROVIDER_NOT_CONNECTED' })
    await expect(a.transfers.prepare({ from: w.account.payment.address, to: w.account.ordinals.address, amount: 1000n, symbol: 'tBTC', decimals: 8, caipNetworkId: regtest })).rejects.toMatchObject({ code: 'PROVIDER_NOT_CONNECTED' })
  })
})

describe.each([
  ['the Bitcoin Wallet Standard', ['standard'] as const, 'Latch Test Wallet', true],
  ['WBIP004', ['wbip004'] as const, 'Latch Test Wallet', true],
  ['a Unisat-style global', ['unisat'] as const, 'UniSat', false],
])('BitcoinAdapter through %s', (_, paths, name, hasOrdinals) => {
  const id = name === 'UniSat' ? 'unisat' : 'latchtest'

  it('connects with the payment address first and the ordinals address where the wallet has one', async () => {
    const w = wallet(paths, name)
    const a = adapter()
    a.syncConnectors()
    const connection = await a.connect({ connectorId: id, caipNetworkId: regtest })
    const { payment, ordinals } = w.account
    expect(connection).toEqual({
      address: payment.address,
      accounts: [{ address: payment.address, type: 'payment' }, ...(hasOrdinals ? [{ address: ordinals.address, type: 'ordinal' }] : [])],
      caipNetworkId: regtest,
      connectorId: id,
    })
    expect(a.getAddresses()?.payment.publicKey).toBe(payment.publicKey)
    expect(a.getAddresses()?.ordinals?.address).toBe(hasOrdinals ? ordinals.address : undefined)
    expect(w.prompts).toBe(1)
    // The original product's BitcoinConnector calls, over whichever path the wallet came by.
    const provider = a.getProvider()
    expect(provider?.wallet).toBeDefined()
    expect((await provider?.getAccountAddresses())?.map((x) => [x.address, x.purpose])).toEqual([
      [payment.address, 'payment'],
      ...(hasOrdinals ? [[ordinals.address, 'ordinals']] : []),
    ])
    const signature = (await provider?.signMessage({ address: payment.address, message: 'Latch via the provider' })) ?? ''
    expect(Verifier.verifySignature(payment.address, 'Latch via the provider', signature)).toBe(true)
    await expect(provider?.sendTransfer({ recipient: payment.address, amount: '0.5' })).rejects.toThrow('whole satoshis')
  })

  it('reconnects without a prompt, and to nothing once revoked or for an unknown wallet', async () => {
    const w = wallet(paths, name)
    const first = adapter()
    first.syncConnectors()
    await first.connect({ connectorId: id, caipNetworkId: regtest })
    const again = await adapter().reconnect({ connectorId: id, caipNetworkId: regtest })
    expect(again?.address).toBe(w.account.payment.address)
    expect(w.prompts).toBe(1)
    w.revoke()
    expect(await adapter().reconnect({ connectorId: id, caipNetworkId: regtest })).toBeNull()
    expect(await adapter().reconnect({ connectorId: 'nope', caipNetworkId: regtest })).toBeNull()
  })

  it('signs a BIP-322 message bip322-js verifies, and reports a refusal as USER_REJECTED', async () => {
    const w = wallet(paths, name)
    const a = adapter()
    a.syncConnectors()
    const { address } = await a.connect({ connectorId: id, caipNetworkId: regtest })
    const signature = await a.signMessage({ message: 'Sign in to Latch ✓', address, caipNetworkId: regtest })
    expect(Verifier.verifySignature(address, 'Sign in to Latch ✓', signature)).toBe(true)
    w.refuse = true
    await expect(a.signMessage({ message: 'again', address, caipNetworkId: regtest })).rejects.toMatchObject({ code: 'USER_REJECTED' })
    await expect(a.signMessage({ message: 'x', address: w.accounts[1]!.payment.address, caipNetworkId: regtest })).rejects.toMatchObject({ code: 'PROVIDER_NOT_CONNECTED' })
  })

  it('reports account changes, an empty list when the wallet drops the dapp, and nothing after disconnect', async () => {
    const w = wallet(paths, name)
    const a = adapter()
    a.syncConnectors()
    await a.connect({ connectorId: id, caipNetworkId: regtest })
    const heard: string[][] = []
    a.on('accountsChanged', (e) => heard.push(e.accounts.map((x) => x.address)))
    const next = w.switchAccount()
    await expect.poll(() => heard.length).toBe(1)
    expect(heard[0]?.[0]).toBe(next.payment.address)
    w.revoke()
    await expect.poll(() => heard.length).toBe(2)
    expect(heard[1]).toEqual([])
    expect(a.getProvider()).toBeUndefined()

    const b = adapter()
    b.syncConnectors()
    await b.connect({ connectorId: id, caipNetworkId: regtest })
    const late: unknown[] = []
    b.on('accountsChanged', (e) => late.push(e))
    await b.disconnect()
    w.switchAccount()
    await new Promise((r) => setTimeout(r, 20))
    expect(late).toEqual([])
    expect(b.getProvider()).toBeUndefined()
  })

  it('refuses a connect the user declines', async () => {
    const w = wallet(paths, name)
    w.refuse = true
    const a = adapter()
    a.syncConnectors()
    await expect(a.connect({ connectorId: id, caipNetworkId: regtest })).rejects.toMatchObject({ code: 'USER_REJECTED' })
  })
})

describe('BitcoinAdapter reconnect', () => {
  it('reconnects a wallet that lists its accounts only once asked again in the new page, silently', async () => {
    const w = new TestBitcoinWallet({ paths: ['standard'], listsAfterConnect: true })
    w.install(fake.window)
    const first = new BitcoinAdapter({ reconnectWaitMs: 0 })
    first.setup({ networks: [bitcoinRegtest] })
    first.syncConnectors()
    await first.connect({ connectorId: 'latchtest', caipNetworkId: regtest })
    w.reload()
    const again = new BitcoinAdapter({ reconnectWaitMs: 0 })
    again.setup({ networks: [bitcoinRegtest] })
    const restored = await again.reconnect({ connectorId: 'latchtest', caipNetworkId: regtest })
    expect(restored?.address).toBe(w.account.payment.address)
    expect(w.calls).toEqual(['bitcoin:connect payment,ordinals', 'standard:connect silent'])
    expect(w.prompts).toBe(1)
    // Revoked: the silent connect answers nothing, and nothing prompts.
    w.revoke()
    w.reload()
    expect(await again.reconnect({ connectorId: 'latchtest', caipNetworkId: regtest })).toBeNull()
    expect(w.prompts).toBe(1)
  })
})

describe('BitcoinAdapter networks and addresses', () => {
  it('checks addresses by network, and knows no address on a network it lacks', () => {
    const a = adapter()
    const w = new TestBitcoinWallet()
    expect(a.isAddress(w.account.payment.address, regtest)).toBe(true)
    expect(a.isAddress(w.account.ordinals.address, regtest)).toBe(true)
    expect(a.isAddress(w.account.payment.address, bitcoin.caipNetworkId)).toBe(false)
    expect(a.isAddress('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', bitcoin.caipNetworkId)).toBe(true)
    expect(a.isAddress('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', 'bip122:00000000000000000000000000000000')).toBe(false)
  })

  it('asks a wallet that holds its own network again, silently, when the dapp moves to a network it had no address for', async () => {
    const onRegtest = testAccount(0)
    const onTestnet = testAccount(0, networks.testnet)
    const wbip = (accounts: TestAccount[]) => ({ result: { addresses: accounts.flatMap((a) => [{ address: a.payment.address, purpose: 'payment' }, { address: a.ordinals.address, purpose: 'ordinals' }]) } })
    let current = [onRegtest]
    const asked: string[] = []
    const request = async (method: string) => {
      asked.push(method)
      return wbip(current)
    }
    fake.window.Moving = { BitcoinProvider: { request } }
    fake.window.btc_providers = [{ id: 'Moving.BitcoinProvider', name: 'Moving' }]
    const a = new BitcoinAdapter()
    a.setup({ networks: [bitcoinRegtest, bitcoinTestnet4] })
    a.syncConnectors()
    await a.connect({ connectorId: 'moving', caipNetworkId: regtest })
    current = [onTestnet] // the user moved the wallet to testnet
    const moved = await a.switchNetwork({ network: bitcoinTestnet4 })
    expect([moved.address, moved.caipNetworkId]).toEqual([onTestnet.payment.address, bitcoinTestnet4.caipNetworkId])
    expect(asked).toEqual(['wallet_connect', 'wallet_getAccount'])
  })

  it('compares bech32 addresses case-insensitively and leaves base58 as it is', () => {
    const a = adapter()
    expect(a.normalize('BC1QAR0SRRR7XFKVY5L643LYDNW9RE59GTZZWF5MDQ', 'address')).toBe('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq')
    expect(a.normalize('1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2', 'address')).toBe('1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2')
    expect(a.normalize('AB'.repeat(32), 'hash')).toBe('ab'.repeat(32))
  })

  it("stays on the dapp's network, and refuses a switch to one the wallet has no address for", async () => {
    wallet(['standard'])
    const a = adapter()
    a.syncConnectors()
    const connection = await a.connect({ connectorId: 'latchtest', caipNetworkId: regtest })
    expect(await a.switchNetwork({ network: bitcoinRegtest })).toEqual(connection)
    await expect(a.switchNetwork({ network: bitcoin })).rejects.toMatchObject({ code: 'NO_ACCOUNTS' })
    // A wallet whose addresses are all of another network shares no account here.
    const b = new BitcoinAdapter()
    b.setup({ networks: [bitcoin] })
    b.syncConnectors()
    await expect(b.connect({ connectorId: 'latchtest' })).rejects.toMatchObject({ code: 'NO_ACCOUNTS' })
  })
})
