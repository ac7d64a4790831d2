import type { CaipNetworkId, RemoteWalletTransport } from '@latch/core'
import { Signer, Verifier } from 'bip322-js'
import { networks, Psbt, Transaction } from 'bitcoinjs-lib'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { BitcoinAdapter } from '../bitcoinAdapter'
import { bitcoinRegtest } from '../networks'
import { byAddress, signWith, testAccount } from '../test/testWallet'

const regtest = bitcoinRegtest.caipNetworkId
const alice = testAccount(0)
const bob = testAccount(1)

afterEach(() => vi.unstubAllGlobals())

/** A WalletConnect wallet on the other end of a session, answering the bip122 methods with real keys, or refusing. */
function remoteWallet({ refuse = false, addresses = true, alter = false } = {}) {
  const calls: { method: string; params: unknown; caipNetworkId: CaipNetworkId }[] = []
  const listeners = new Set<(event: { name: string; data: unknown; caipNetworkId: CaipNetworkId }) => void>()
  const transport: RemoteWalletTransport = {
    accounts: [`${regtest}:${alice.payment.address}`],
    caipNetworkId: regtest,
    async request({ method, params, caipNetworkId }) {
      calls.push({ method, params, caipNetworkId })
      const p = params as { address?: string; message?: string; psbt?: string; signInputs?: { address: string; index: number }[] }
      if (method === 'getAccountAddresses') {
        if (!addresses) throw Object.assign(new Error('Method not found'), { code: -32601 })
        return [
          { address: alice.payment.address, publicKey: alice.payment.publicKey, intention: 'payment' },
          { address: alice.ordinals.address, publicKey: alice.ordinals.publicKey, intention: 'ordinal' },
        ]
      }
      if (refuse) throw Object.assign(new Error('User rejected'), { code: 4001 })
      if (method === 'signMessage') return { address: p.address, signature: Signer.sign(alice.payment.wif, p.address!, p.message!) }
      if (method === 'signPsbt') {
        const psbt = Psbt.fromBase64(p.psbt!, { network: networks.regtest })
        // A wallet that pays itself a little on the side.
        if (alter) psbt.addOutput({ address: bob.payment.address, value: 1_000n })
        signWith(psbt, alice, byAddress(p.signInputs ?? []))
        return { psbt: psbt.toBase64() }
      }
      throw new Error(`unexpected ${method}`)
    },
    onEvent(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
  const emit = (name: string, data: unknown) => {
    for (const l of listeners) l({ name, data, caipNetworkId: regtest })
  }
  return { transport, calls, emit, listeners }
}

function adapter(): BitcoinAdapter {
  const a = new BitcoinAdapter({ esploraUrls: { [regtest]: 'http://esplora.test/api' } })
  a.setup({ networks: [bitcoinRegtest] })
  return a
}

describe('BitcoinAdapter remote', () => {
  it('asks WalletConnect wallets for the bip122 methods', () => {
    expect(adapter().remote.walletConnect).toEqual({ methods: ['signMessage', 'sendTransfer', 'signPsbt', 'getAccountAddresses'], events: ['bip122_addressesChanged'] })
  })

  it('attaches a session with its payment and ordinal addresses and signs BIP-322 messages over it', async () => {
    const wallet = remoteWallet()
    const a = adapter()
    const connection = await a.remote.attach(wallet.transport)
    expect(connection).toEqual({
      address: alice.payment.address,
      accounts: [
        { address: alice.payment.address, type: 'payment' },
        { address: alice.ordinals.address, type: 'ordinal' },
      ],
      caipNetworkId: regtest,
      connectorId: 'walletConnect',
    })
    const signature = await a.signMessage({ message: 'over the relay', address: connection.address, caipNetworkId: regtest })
    expect(Verifier.verifySignature(alice.payment.address, 'over the relay', signature)).toBe(true)
    expect(wallet.calls.map((c) => c.method)).toEqual(['getAccountAddresses', 'signMessage'])
    expect(wallet.calls[1]?.params).toEqual({ account: alice.payment.address, address: alice.payment.address, message: 'over the relay', protocol: 'bip322' })
  })

  it('sends with signPsbt over the session, by input index and address', async () => {
    const broadcast: string[] = []
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = String(input)
      if (path.endsWith('/fee-estimates')) return Response.json({ '3': 2 })
      if (path.endsWith('/utxo')) return Response.json([{ txid: 'ab'.repeat(32), vout: 0, value: 100_000, status: { confirmed: true } }])
      broadcast.push(String(init?.body))
      return new Response(Transaction.fromHex(String(init?.body)).getId())
    })
    const wallet = remoteWallet()
    const a = adapter()
    const { address } = await a.remote.attach({ ...wallet.transport, connectorId: 'embedded' })
    const prepared = await a.transfers.prepare({ from: address, to: bob.payment.address, amount: 20_000n, symbol: 'tBTC', decimals: 8, caipNetworkId: regtest })
    const hash = await prepared.submit()
    expect(wallet.calls.at(-1)).toMatchObject({ method: 'signPsbt', params: { account: address, signInputs: [{ address, index: 0 }], broadcast: false }, caipNetworkId: regtest })
    expect(hash).toBe(Transaction.fromHex(broadcast[0]!).getId())
  })

  it('broadcasts nothing when the wallet signed something else than it was asked', async () => {
    const broadcast: string[] = []
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = String(input)
      if (path.endsWith('/fee-estimates')) return Response.json({ '3': 2 })
      if (path.endsWith('/utxo')) return Response.json([{ txid: 'ab'.repeat(32), vout: 0, value: 100_000, status: { confirmed: true } }])
      broadcast.push(String(init?.body))
      return new Response('', { status: 500 })
    })
    const a = adapter()
    const { address } = await a.remote.attach(remoteWallet({ alter: true }).transport)
    const prepared = await a.transfers.prepare({ from: address, to: bob.payment.address, amount: 20_000n, symbol: 'tBTC', decimals: 8, caipNetworkId: regtest })
    await expect(prepared.submit()).rejects.toMatchObject({ code: 'BITCOIN_TRANSACTION_ALTERED' })
    expect(broadcast).toEqual([])
  })

  it('falls back to the session accounts, reports address changes, and stops listening on disconnect', async () => {
    const wallet = remoteWallet({ addresses: false })
    const a = adapter()
    expect((await a.remote.attach(wallet.transport)).accounts).toEqual([{ address: alice.payment.address, type: 'payment' }])
    const heard: string[][] = []
    a.on('accountsChanged', (e) => heard.push(e.accounts.map((x) => x.address)))
    wallet.emit('bip122_addressesChanged', [{ address: bob.payment.address, intention: 'payment' }])
    wallet.emit('chainChanged', regtest)
    expect(heard).toEqual([[bob.payment.address]])
    await a.disconnect()
    expect(wallet.listeners.size).toBe(0)
  })

  it('reports a refusal as USER_REJECTED', async () => {
    const a = adapter()
    await a.remote.attach(remoteWallet({ refuse: true }).transport)
    await expect(a.signMessage({ message: 'x', address: alice.payment.address, caipNetworkId: regtest })).rejects.toMatchObject({ code: 'USER_REJECTED' })
  })
})
