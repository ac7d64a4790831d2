import { StandardConnect, StandardDisconnect, StandardEvents } from '@wallet-standard/features'
import { Verifier } from 'bip322-js'
import { describe, expect, it } from 'vitest'
import { UserRejectedRequestError } from './errors'
import { bytesToHex } from './keys'
import { BitcoinConnect, BitcoinSignMessage, BitcoinSwitchNetwork } from './standardFeatures'
import { memoryStorage } from './testStorage'
import { createTestBitcoinWallet } from './wallet'

// @latch/local-bitcoin's README lists alice's addresses; the default wallet holds her keys.
const ALICE = { payment: 'bcrt1q0p8pcp7hc5ytea55w84f0txa4rxk6nr5q46fyu', ordinals: 'bcrt1plrx6jp7rdwz5jxgllp72yqzrerf0dmgx3egcjhq24496lez5m0hs2uqtzn' }
const REGTEST = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'
const WIF = 'cVpF924EspNh8KjYsfhgY96mmxvT6DgdWiTYMtMjuM74hJaU5psW'

describe('createTestBitcoinWallet', () => {
  it('defaults to local-bitcoin alice on regtest: a P2WPKH payment and a BIP-86 P2TR ordinals address', () => {
    const wallet = createTestBitcoinWallet({ storage: null })
    expect(wallet.control.addresses()).toEqual(ALICE)
    expect(wallet.chains).toContain(REGTEST)
    expect(wallet.accounts).toEqual([])
  })

  it('derives both addresses from one WIF or hex key, on the network asked for', () => {
    const fromWif = createTestBitcoinWallet({ keys: [WIF], storage: null }).control.addresses()
    expect(fromWif.payment).toMatch(/^bcrt1q/)
    expect(fromWif.ordinals).toMatch(/^bcrt1p/)
    const mainnet = createTestBitcoinWallet({ keys: ['11'.repeat(32)], network: 'mainnet', storage: null }).control.addresses()
    expect(mainnet.payment).toMatch(/^bc1q/)
    expect(mainnet.ordinals).toMatch(/^bc1p/)
  })

  it('bitcoin:connect prompts once, returns the purposes in order, then reconnects silently, also after a reload', async () => {
    const storage = memoryStorage()
    const wallet = createTestBitcoinWallet({ storage })
    const { accounts } = await wallet.features[BitcoinConnect].connect({ purposes: ['ordinals', 'payment'] })
    expect(accounts.map((a) => a.address)).toEqual([ALICE.ordinals, ALICE.payment])
    expect(accounts[0]?.publicKey).toHaveLength(32)
    expect(accounts[1]?.publicKey).toHaveLength(33)
    expect(accounts[0]?.chains).toEqual([REGTEST])
    await wallet.features[BitcoinConnect].connect({ purposes: ['payment'] })
    expect(wallet.control.requests().map((r) => [r.method, r.status])).toEqual([
      ['connect', 'approved'],
      ['silentConnect', 'approved'],
    ])

    const reloaded = createTestBitcoinWallet({ storage, mode: 'reject' })
    expect(reloaded.control.authorizedPurposes()).toEqual(['payment', 'ordinals'])
    expect((await reloaded.features[StandardConnect].connect({ silent: true })).accounts.map((a) => a.address)).toEqual([ALICE.payment, ALICE.ordinals])
    await reloaded.features[StandardDisconnect].disconnect()
    expect(storage.items.size).toBe(0)
    expect(reloaded.accounts).toEqual([])
    expect((await reloaded.features[StandardConnect].connect({ silent: true })).accounts).toEqual([])
  })

  it('the WBIP004 getAddresses and the Wallet Standard connect give the same accounts, one prompt in all', async () => {
    const wallet = createTestBitcoinWallet({ storage: null })
    const response = await wallet.provider.request('getAddresses', { purposes: ['payment', 'ordinals'], message: 'Latch wants your addresses' })
    expect(response).toMatchObject({ jsonrpc: '2.0', result: { network: { bitcoin: { name: 'Regtest' } } } })
    const { addresses } = (response as { result: { addresses: { address: string; publicKey: string; purpose: string; addressType: string }[] } }).result
    const { accounts } = await wallet.features[BitcoinConnect].connect({ purposes: ['payment', 'ordinals'] })
    expect(addresses).toEqual(
      accounts.map((a, i) => ({ address: a.address, publicKey: bytesToHex(a.publicKey), purpose: ['payment', 'ordinals'][i], addressType: ['p2wpkh', 'p2tr'][i], walletType: 'software' })),
    )
    expect(wallet.control.requests().filter((r) => r.method === 'connect')).toMatchObject([{ via: 'wbip', detail: 'Latch wants your addresses' }])
  })

  it('signs messages through both faces with BIP-322 (and ECDSA when asked), each verified by bip322-js', async () => {
    const wallet = createTestBitcoinWallet({ storage: null })
    const { accounts } = await wallet.features[BitcoinConnect].connect({ purposes: ['payment', 'ordinals'] })
    const message = 'latch.dev wants you to sign in'
    const outputs = await wallet.features[BitcoinSignMessage].signMessage(...accounts.map((account) => ({ account, message: new TextEncoder().encode(message) })))
    outputs.forEach((output, i) => {
      expect(Verifier.verifySignature(accounts[i]?.address as string, message, Buffer.from(output.signature).toString('base64'))).toBe(true)
    })
    for (const protocol of [undefined, 'BIP322', 'ECDSA'] as const) {
      const response = (await wallet.provider.request('signMessage', { address: ALICE.payment, message, protocol })) as { result: { signature: string; address: string; protocol: string } }
      expect(response.result).toMatchObject({ address: ALICE.payment, protocol: protocol ?? 'BIP322' })
      expect(Verifier.verifySignature(ALICE.payment, message, response.result.signature)).toBe(true)
    }
  })

  it('rejects on command: the standard user-rejected error, and -32000 from the WBIP004 provider', async () => {
    const wallet = createTestBitcoinWallet({ storage: null, mode: 'reject' })
    await expect(wallet.features[BitcoinConnect].connect({ purposes: ['payment'] })).rejects.toMatchObject({ name: 'UserRejectedRequestError', code: 4001, rpcCode: -32000 })
    await expect(wallet.features[BitcoinConnect].connect({ purposes: ['payment'] })).rejects.toBeInstanceOf(UserRejectedRequestError)
    expect(await wallet.provider.request('getAddresses', { purposes: ['payment'] })).toMatchObject({ jsonrpc: '2.0', error: { code: -32000, message: 'User rejected the request.' } })
    expect(wallet.control.isAuthorized()).toBe(false)
  })

  it('holds a request until the test approves or rejects it', async () => {
    const wallet = createTestBitcoinWallet({ storage: null, authorized: true, mode: 'manual' })
    await wallet.features[BitcoinConnect].connect({ purposes: ['payment'] })
    const signing = wallet.provider.request('signMessage', { address: ALICE.payment, message: 'hold me' })
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(wallet.control.pending()).toMatchObject([{ method: 'signMessage', via: 'wbip', address: ALICE.payment, detail: 'hold me', protocol: 'BIP322', chain: REGTEST }])
    expect(wallet.control.approve()).toBe(true)
    expect(await signing).toHaveProperty('result.signature')
    const refused = wallet.provider.request('signMessage', { address: ALICE.payment, message: 'no' })
    await new Promise((resolve) => setTimeout(resolve, 10))
    wallet.control.reject()
    expect(await refused).toMatchObject({ error: { code: -32000 } })
  })

  it('reports account and network changes on both faces; the app asks to switch network, the user does not', async () => {
    const wallet = createTestBitcoinWallet({ keys: ['11'.repeat(32), '22'.repeat(32)], storage: null })
    await wallet.features[BitcoinConnect].connect({ purposes: ['payment', 'ordinals'] })
    const changes: unknown[] = []
    const events: unknown[] = []
    wallet.features[StandardEvents].on('change', (c) => changes.push({ chains: c.chains, accounts: c.accounts?.map((a) => a.address) }))
    wallet.provider.addListener({ eventName: 'accountChange', cb: (e) => events.push(e) })
    wallet.provider.addListener('networkChange', (e) => events.push(e))

    wallet.control.switchAccount(1)
    const second = wallet.control.addresses()
    expect(changes.at(-1)).toEqual({ chains: undefined, accounts: [second.payment, second.ordinals] })
    expect(events.at(-1)).toMatchObject({ type: 'accountChange', addresses: [{ address: second.payment }, { address: second.ordinals }] })

    await wallet.features[BitcoinSwitchNetwork].switchNetwork('bip122:000000000019d6689c085ae165831e93')
    expect(wallet.control.addresses().payment).toMatch(/^bc1q/)
    expect(changes.at(-1)).toMatchObject({ chains: ['bip122:000000000019d6689c085ae165831e93'] })
    expect(events.at(-1)).toMatchObject({ type: 'networkChange', bitcoin: { name: 'Mainnet' } })
    expect(wallet.accounts[0]?.chains).toEqual(['bip122:000000000019d6689c085ae165831e93'])

    wallet.control.setMode('reject')
    await expect(wallet.features[BitcoinSwitchNetwork].switchNetwork('bitcoin:regtest')).rejects.toBeInstanceOf(UserRejectedRequestError)
    await wallet.control.switchNetwork('regtest')
    expect(wallet.control.network()).toBe('regtest')
    expect(wallet.control.requests().filter((r) => r.method === 'switchNetwork').map((r) => r.status)).toEqual(['approved', 'rejected'])
  })

  it('answers unknown methods and bad params with JSON-RPC errors, and getInfo as sats-connect expects', async () => {
    const wallet = createTestBitcoinWallet({ storage: null })
    expect(await wallet.provider.request('getInfo', null)).toMatchObject({ result: { version: '1.0.0', methods: expect.arrayContaining(['getAddresses', 'signPsbt']) } })
    expect(await wallet.provider.request('stx_getAddresses', {})).toMatchObject({ error: { code: -32601 } })
    expect(await wallet.provider.request('signMessage', { address: ALICE.payment })).toMatchObject({ error: { code: -32602 } })
    expect(await wallet.provider.request('signMessage', { address: ALICE.payment, message: 'not connected' })).toMatchObject({ error: { code: -32002 } })
  })
})
