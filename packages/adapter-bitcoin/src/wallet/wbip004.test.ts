import { describe, expect, it } from 'vitest'
import { testAccount } from '../test/testWallet'
import { providerAt, wbipAnnouncements } from './wbip004'
import { wbipClient } from './wbipClient'

const alice = testAccount(0)
const regtest = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328' as const

/** A provider that answers from a table and records what it was asked; `reject` makes it throw the envelope (Leather). */
function provider(answers: Record<string, unknown>, { reject = false } = {}) {
  const calls: [string, unknown][] = []
  return {
    calls,
    async request(method: string, params?: unknown) {
      calls.push([method, params])
      const answer = answers[method] ?? { jsonrpc: '2.0', id: '1', error: { code: -32601, message: 'Method not found' } }
      if (reject && (answer as { error?: unknown }).error) throw answer
      return answer
    },
  }
}
const ok = (result: unknown) => ({ jsonrpc: '2.0', id: '1', result })

describe('WBIP004 discovery', () => {
  it('lists announcements whose provider is at the path their id names', () => {
    const win = {
      btc_providers: [
        { id: 'XverseProviders.BitcoinProvider', name: 'Xverse Wallet', icon: 'data:,' },
        { id: 'Missing.Provider', name: 'Gone' },
        { name: 'no id' },
      ],
      XverseProviders: { BitcoinProvider: provider({}) },
    }
    expect(wbipAnnouncements(win).map((a) => a.name)).toEqual(['Xverse Wallet'])
    expect(providerAt(win, 'XverseProviders.BitcoinProvider')).toBe(win.XverseProviders.BitcoinProvider)
    expect(wbipAnnouncements({ btc_providers: 'nope' })).toEqual([])
  })
})

describe('wbipClient (sats-connect)', () => {
  it('falls back to getAddresses with both purposes where wallet_connect is missing, and drops the Stacks address', async () => {
    const p = provider({
      getAddresses: ok({
        addresses: [
          { address: alice.ordinals.address, purpose: 'ordinals', publicKey: alice.ordinals.publicKey },
          { address: alice.payment.address, purpose: 'payment', publicKey: alice.payment.publicKey },
          { address: 'SP2J6ZY48GV1EZ5V2V5RB9MP66SW86PYKKNRV9EJ7', purpose: 'stacks' },
        ],
      }),
    })
    expect(await wbipClient(p).connect()).toEqual([
      { address: alice.ordinals.address, purpose: 'ordinals', publicKey: alice.ordinals.publicKey },
      { address: alice.payment.address, purpose: 'payment', publicKey: alice.payment.publicKey },
    ])
    expect(p.calls).toEqual([
      ['wallet_connect', { addresses: ['payment', 'ordinals'] }],
      ['getAddresses', { purposes: ['payment', 'ordinals'] }],
    ])
    // No wallet_getAccount: no silent reconnect.
    expect(await wbipClient(p).authorized()).toBeNull()
  })

  it('asks for BIP-322, or ECDSA for a legacy P2PKH address', async () => {
    const p = provider({ signMessage: ok({ signature: 'c2ln' }) })
    const client = wbipClient(p)
    expect(await client.signMessage({ address: alice.payment.address, message: 'hi' })).toBe('c2ln')
    await client.signMessage({ address: 'mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn', message: new TextEncoder().encode('hi') })
    expect(p.calls.map((c) => (c[1] as { protocol: string }).protocol)).toEqual(['BIP322', 'ECDSA'])
    await expect(client.signMessage({ address: alice.payment.address, message: Uint8Array.of(0xff) })).rejects.toMatchObject({ code: 'CAPABILITY_NOT_SUPPORTED' })
  })
})

describe('wbipClient (Leather)', () => {
  const leatherAddresses = ok({
    addresses: [
      { symbol: 'BTC', type: 'p2wpkh', address: alice.payment.address, publicKey: alice.payment.publicKey },
      { symbol: 'BTC', type: 'p2tr', address: alice.ordinals.address, publicKey: alice.ordinals.publicKey },
      { symbol: 'STX', address: 'SP2J6ZY48GV1EZ5V2V5RB9MP66SW86PYKKNRV9EJ7' },
    ],
  })

  it('reads typed addresses, signs by payment type and PSBTs as hex', async () => {
    const p = provider({ getAddresses: leatherAddresses, signMessage: ok({ signature: 'c2ln' }), signPsbt: ok({ hex: 'cafe' }) })
    const client = wbipClient(p, { leather: true })
    expect((await client.connect()).map((a) => [a.purpose, a.address])).toEqual([
      ['payment', alice.payment.address],
      ['ordinals', alice.ordinals.address],
    ])
    await client.signMessage({ address: alice.ordinals.address, message: 'hi' })
    expect(await client.signPsbt({ psbt: 'q80=', signInputs: { [alice.payment.address]: [0, 2] }, caipNetworkId: regtest })).toBe('yv4=')
    expect(p.calls.slice(1)).toEqual([
      ['signMessage', { message: 'hi', paymentType: 'p2tr' }],
      ['signPsbt', { hex: 'abcd', signAtIndex: [0, 2], broadcast: false }],
    ])
    expect(await client.authorized()).toBeNull()
  })

  it('turns a rejected envelope into USER_REJECTED', async () => {
    const p = provider({ getAddresses: { jsonrpc: '2.0', id: '1', error: { code: 4001, message: 'User rejected request' } } }, { reject: true })
    await expect(wbipClient(p, { leather: true }).connect()).rejects.toMatchObject({ code: 'USER_REJECTED' })
  })
})
