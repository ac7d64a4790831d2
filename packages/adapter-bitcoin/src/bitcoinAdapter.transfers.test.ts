import * as ecc from '@bitcoinerlab/secp256k1'
import { address as btcAddress, initEccLib, networks, Psbt, Transaction } from 'bitcoinjs-lib'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { BitcoinAdapter } from './bitcoinAdapter'
import { bitcoinRegtest } from './networks'
import type { BitcoinAdapterOptions } from './types'
import { installFakeWindow, TestBitcoinWallet, testAccount } from './test/testWallet'

initEccLib(ecc)

const regtest = bitcoinRegtest.caipNetworkId
const ESPLORA = 'http://esplora.test/api'
const RECEIVER = testAccount(7).payment.address
const txid = (n: number) => n.toString(16).padStart(64, '0')

/** A fake Esplora for the payment address: its UTXOs, fixed estimates, and what was broadcast. */
function fakeEsplora(utxos: { value: number; confirmed?: boolean }[]) {
  const broadcast: string[] = []
  const requests: string[] = []
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input).replace(ESPLORA, '')
    requests.push(`${init?.method ?? 'GET'} ${path}`)
    if (path === '/fee-estimates') return Response.json({ '1': 8, '3': 3, '6': 1.5 })
    if (path.endsWith('/utxo')) return Response.json(utxos.map((u, i) => ({ txid: txid(i + 1), vout: i, value: u.value, status: { confirmed: u.confirmed ?? true } })))
    if (path === '/tx' && init?.method === 'POST') {
      broadcast.push(String(init.body))
      return new Response(Transaction.fromHex(String(init.body)).getId())
    }
    return new Response('not found', { status: 404 })
  })
  return { broadcast, requests }
}

let fake: ReturnType<typeof installFakeWindow>
beforeEach(() => {
  fake = installFakeWindow()
})
afterEach(() => {
  fake.restore()
  vi.unstubAllGlobals()
})

async function connected(options: BitcoinAdapterOptions = {}) {
  const wallet = new TestBitcoinWallet({ paths: ['standard'] })
  wallet.install(fake.window)
  const adapter = new BitcoinAdapter({ esploraUrls: { [regtest]: ESPLORA }, ...options })
  adapter.setup({ networks: [bitcoinRegtest] })
  adapter.syncConnectors()
  const connection = await adapter.connect({ connectorId: 'latchtest', caipNetworkId: regtest })
  return { wallet, adapter, from: connection.address }
}

const request = (from: string, amount: bigint, to = RECEIVER) => ({ from, to, amount, symbol: 'tBTC', decimals: 8, caipNetworkId: regtest })

describe('BitcoinAdapter transfers', () => {
  it('builds a PSBT over the payment UTXOs at the normal rate, the wallet signs it, and the signed transaction is broadcast', async () => {
    const esplora = fakeEsplora([{ value: 30_000 }, { value: 80_000 }])
    const { adapter, from, wallet } = await connected()
    const prepared = await adapter.transfers.prepare(request(from, 50_000n))
    // One 80,000 input; 141 vB at 3 sat/vB (normal, the 3-block estimate) = 423; change 80,000 − 50,000 − 423.
    expect(prepared.fee).toBe(423n)
    expect(prepared.minAmount).toBe(294n)
    expect(prepared.activity).toEqual({ from, to: RECEIVER, transfers: [{ direction: 'out', symbol: 'tBTC', amount: '50000', decimals: 8, counterparty: RECEIVER }] })
    expect(prepared.bitcoin).toMatchObject({
      inputs: [{ txid: txid(2), vout: 1, value: 80_000n }],
      outputs: [
        { address: RECEIVER, value: 50_000n, change: false },
        { address: from, value: 29_577n, change: true },
      ],
      vsize: 141,
      feeRate: 3,
    })
    const psbt = Psbt.fromBase64(prepared.bitcoin.psbt, { network: networks.regtest })
    expect(psbt.data.inputs[0]?.witnessUtxo).toEqual({ script: btcAddress.toOutputScript(from, networks.regtest), value: 80_000n })
    expect(psbt.txInputs[0]?.sequence).toBe(0xfffffffd)

    const hash = await prepared.submit()
    expect(wallet.prompts).toBe(2) // connect, then the PSBT
    expect(wallet.calls).toEqual(['bitcoin:connect payment,ordinals', 'bitcoin:signTransaction bitcoin:regtest'])
    const tx = Transaction.fromHex(esplora.broadcast[0]!)
    expect(hash).toBe(tx.getId())
    expect(tx.ins.map((i) => [Buffer.from(i.hash).reverse().toString('hex'), i.index])).toEqual([[txid(2), 1]])
    expect(tx.outs.map((o) => [btcAddress.fromOutputScript(o.script, networks.regtest), o.value])).toEqual([
      [RECEIVER, 50_000n],
      [from, 29_577n],
    ])
    expect(tx.ins[0]?.witness).toHaveLength(2)
    // The estimate is an upper bound of the signed size, so the fee rate paid is at least the one asked.
    expect(tx.virtualSize()).toBeLessThanOrEqual(141)
  })

  it('takes a fee choice, and leaves dust change to the fee', async () => {
    fakeEsplora([{ value: 50_500 }])
    const { adapter, from } = await connected()
    // fast = 8 sat/vB: with change 50,500 − 50,000 − 141×8 < 0, alone 110×8 = 880 > 500: short; slow = 2 (1.5 up).
    const slow = await adapter.transfers.prepare({ ...request(from, 50_000n), feeRate: 'slow' })
    // with change: 50,500 − 50,000 − 282 = 218 < 294 dust: all 500 is fee, one output
    expect([slow.fee, slow.bitcoin.outputs.length, slow.bitcoin.effectiveFeeRate]).toEqual([500n, 1, 500 / 110])
    const fast = await adapter.transfers.prepare({ ...request(from, 50_000n), feeRate: 'fast' })
    expect(fast.fee).toBe(880n)
    await expect(fast.submit()).rejects.toMatchObject({ code: 'BITCOIN_INSUFFICIENT_FUNDS' })
  })

  it("offers the source's three speeds to the Send form, takes its choice, and tells the preview the rate and coins", async () => {
    fakeEsplora([{ value: 100_000 }])
    const { adapter, from } = await connected({ feeSpeed: 'slow' })
    // Before any transfer code loads: the form shows the choice from the start.
    expect(adapter.transfers.feeSpeeds).toEqual({ options: ['slow', 'normal', 'fast'], default: 'slow' })
    // The adapter's default here is slow: the 6-block estimate, 1.5 rounded up to whole sat/vB.
    const byDefault = await adapter.transfers.prepare(request(from, 50_000n))
    expect(byDefault.bitcoin.feeRate).toBe(2)
    const fast = await adapter.transfers.prepare({ ...request(from, 50_000n), feeSpeed: 'fast' })
    // 141 vB × 8 = 1,128; change 100,000 − 50,000 − 1,128
    expect(fast.fee).toBe(1_128n)
    expect(fast.feeRate).toEqual({ value: 8, unit: 'sat/vB' })
    expect(fast.legs).toEqual({
      inputs: [{ id: `${txid(1)}:0`, amount: 100_000n }],
      outputs: [
        { id: RECEIVER, amount: 50_000n, change: false },
        { id: from, amount: 48_872n, change: true },
      ],
    })
  })

  it("the provider's signPSBT signs, and with broadcast finalises and sends it through the source (the original API)", async () => {
    const esplora = fakeEsplora([{ value: 100_000 }])
    const { adapter, from } = await connected()
    const { bitcoin } = await adapter.transfers.prepare(request(from, 50_000n))
    const provider = adapter.getProvider()
    const signed = await provider?.signPSBT({ psbt: bitcoin.psbt, signInputs: [{ address: from, index: 0 }] })
    expect(signed?.txid).toBeUndefined()
    expect(esplora.broadcast).toEqual([])
    expect(Psbt.fromBase64(signed?.psbt ?? '', { network: networks.regtest }).data.inputs[0]?.partialSig).toHaveLength(1)
    const sent = await provider?.signPSBT({ psbt: bitcoin.psbt, signInputs: [{ address: from, index: 0 }], broadcast: true })
    const tx = Transaction.fromHex(esplora.broadcast[0] ?? '')
    expect(sent?.txid).toBe(tx.getId())
    expect(tx.ins[0]?.witness).toHaveLength(2)
  })

  it('refuses dust, foreign addresses, the ordinals address and an insane fee before the wallet is asked', async () => {
    const esplora = fakeEsplora([{ value: 100_000 }])
    const { adapter, from, wallet } = await connected({ maxFeeRate: 2 })
    await expect(adapter.transfers.prepare(request(from, 293n))).rejects.toMatchObject({ code: 'BITCOIN_AMOUNT_BELOW_DUST', minimum: 294n })
    const testnet = testAccount(7, networks.testnet).payment.address
    await expect(adapter.transfers.prepare(request(from, 10_000n, testnet))).rejects.toMatchObject({ code: 'INVALID_ADDRESS' })
    await expect(adapter.transfers.prepare(request(wallet.account.ordinals.address, 10_000n))).rejects.toMatchObject({ code: 'PROVIDER_NOT_CONNECTED' })
    await expect(adapter.transfers.prepare(request(from, 10_000n))).rejects.toMatchObject({ code: 'BITCOIN_FEE_TOO_HIGH' })
    await expect(adapter.transfers.prepare({ ...request(from, 10_000n), feeRate: 2 })).resolves.toMatchObject({ fee: 282n })
    expect(esplora.requests.filter((r) => !r.startsWith('GET'))).toEqual([])
    expect(wallet.prompts).toBe(1)
  })

  it('broadcasts nothing when the wallet declines', async () => {
    const esplora = fakeEsplora([{ value: 100_000 }])
    const { adapter, from, wallet } = await connected()
    const prepared = await adapter.transfers.prepare(request(from, 10_000n))
    wallet.refuse = true
    await expect(prepared.submit()).rejects.toMatchObject({ code: 'USER_REJECTED' })
    expect(esplora.broadcast).toEqual([])
  })

  it("reads the address's activity, newest first, with what moved", async () => {
    const address = testAccount(0).payment.address
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
      expect(String(input)).toBe(`${ESPLORA}/address/${address}/txs`)
      return Response.json([
        { txid: txid(9), status: { confirmed: false }, vin: [{ prevout: { scriptpubkey_address: address, value: 60_000 } }], vout: [{ scriptpubkey_address: RECEIVER, value: 10_000 }, { scriptpubkey_address: address, value: 49_800 }] },
        { txid: txid(8), status: { confirmed: true, block_time: 1_700_000_000 }, vin: [{ prevout: { scriptpubkey_address: RECEIVER, value: 90_000 } }], vout: [{ scriptpubkey_address: address, value: 60_000 }] },
      ])
    })
    const adapter = new BitcoinAdapter({ esploraUrls: { [regtest]: ESPLORA } })
    adapter.setup({ networks: [bitcoinRegtest] })
    const page = await adapter.reads.getActivity!({ address, caipNetworkId: regtest })
    expect(page.next).toBeUndefined()
    expect(page.transactions.map((t) => [t.hash, t.status, t.transfers[0]?.direction, t.transfers[0]?.amount])).toEqual([
      [txid(9), 'pending', 'out', '10000'],
      [txid(8), 'confirmed', 'in', '60000'],
    ])
    expect(page.transactions[1]?.timestamp).toBe(1_700_000_000_000)
  })

  it('reads the balance as confirmed plus mempool, and each part', async () => {
    vi.stubGlobal('fetch', async () => Response.json({ chain_stats: { funded_txo_sum: 150_000_000, spent_txo_sum: 0 }, mempool_stats: { funded_txo_sum: 0, spent_txo_sum: 50_000_000 } }))
    const adapter = new BitcoinAdapter({ esploraUrls: { [regtest]: ESPLORA } })
    adapter.setup({ networks: [bitcoinRegtest] })
    const address = testAccount(0).payment.address
    expect(await adapter.reads.getBalance({ address, caipNetworkId: regtest })).toEqual({ balance: '1', symbol: 'tBTC' })
    expect(await adapter.getBalances({ address, caipNetworkId: regtest })).toEqual({ confirmed: 150_000_000n, unconfirmed: -50_000_000n })
    // A dapp's own source instead of Esplora: asked once per network, then kept.
    let made = 0
    const own = new BitcoinAdapter({
      source: (network) => {
        made++
        expect(network.caipNetworkId).toBe(regtest)
        return { getBalance: async () => ({ confirmed: 1n, unconfirmed: 2n }), getUtxos: async () => [], getFeeRates: async () => ({ slow: 1, normal: 1, fast: 1 }), getTransactions: async () => ({ transactions: [] }), getTransactionHex: async () => '', broadcast: async () => '' }
      },
    })
    own.setup({ networks: [bitcoinRegtest] })
    expect(await own.reads.getBalance({ address, caipNetworkId: regtest })).toEqual({ balance: '0.00000003', symbol: 'tBTC' })
    expect(await own.getFeeRates({ caipNetworkId: regtest })).toEqual({ slow: 1, normal: 1, fast: 1 })
    expect(made).toBe(1)
    const bare = new BitcoinAdapter()
    bare.setup({ networks: [bitcoinRegtest] })
    await expect(bare.reads.getBalance({ address, caipNetworkId: regtest })).rejects.toMatchObject({ code: 'RPC_UNAVAILABLE' })
  })
})
