import { describe, expect, it } from 'vitest'
import { createEsploraSource, feeRatesFrom } from './esplora'

const ID = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'
const ADDR = 'bcrt1q0p8pcp7hc5ytea55w84f0txa4rxk6nr5q46fyu'

/** A fake Esplora: answers by path, records requests. */
function fakeFetch(routes: Record<string, () => Response>) {
  const seen: { url: string; method: string; body?: string }[] = []
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input)
    seen.push({ url, method: init?.method ?? 'GET', ...(typeof init?.body === 'string' ? { body: init.body } : {}) })
    const path = url.replace('http://esplora.test/api', '')
    const route = routes[`${init?.method ?? 'GET'} ${path}`]
    return route ? route() : new Response('not found', { status: 404 })
  }
  return { fetch: fetch as typeof globalThis.fetch, seen }
}

const json = (value: unknown) => () => Response.json(value)

describe('feeRatesFrom', () => {
  it('takes 1, 3 and 6 blocks for fast, normal and slow, rounded up and at least 1 sat/vB', () => {
    expect(feeRatesFrom({ '1': 20.4, '2': 15, '3': 10.2, '6': 5, '144': 1.1 })).toEqual({ fast: 21, normal: 11, slow: 5 })
    expect(feeRatesFrom({ '2': 8, '4': 4, '144': 0.5 })).toEqual({ fast: 8, normal: 4, slow: 1 })
    expect(feeRatesFrom({})).toEqual({ fast: 1, normal: 1, slow: 1 })
  })
})

describe('createEsploraSource', () => {
  it('reads confirmed and mempool balance, UTXOs and fee estimates in Esplora shapes', async () => {
    const { fetch, seen } = fakeFetch({
      [`GET /address/${ADDR}`]: json({
        chain_stats: { funded_txo_sum: 150_000, spent_txo_sum: 50_000 },
        mempool_stats: { funded_txo_sum: 1_000, spent_txo_sum: 30_000 },
      }),
      [`GET /address/${ADDR}/utxo`]: json([{ txid: 'aa'.repeat(32), vout: 1, value: 100_000, status: { confirmed: true, block_height: 101 } }]),
      'GET /fee-estimates': json({ '1': 5, '2': 4, '3': 3, '6': 2, '144': 1 }),
    })
    const source = createEsploraSource({ url: 'http://esplora.test/api/', caipNetworkId: ID, fetch })
    expect(await source.getBalance(ADDR)).toEqual({ confirmed: 100_000n, unconfirmed: -29_000n })
    expect(await source.getUtxos(ADDR)).toEqual([{ txid: 'aa'.repeat(32), vout: 1, value: 100_000n, confirmed: true }])
    expect(await source.getFeeRates()).toEqual({ fast: 5, normal: 3, slow: 2 })
    expect(seen.map((s) => s.url)).toEqual([`http://esplora.test/api/address/${ADDR}`, `http://esplora.test/api/address/${ADDR}/utxo`, 'http://esplora.test/api/fee-estimates'])
  })

  it('pages transactions: the first page from /txs, the next after the last confirmed one when a page was full', async () => {
    const tx = (n: number, confirmed = true) => ({
      txid: n.toString(16).padStart(64, '0'),
      status: confirmed ? { confirmed, block_time: 1_700_000_000 + n } : { confirmed },
      vin: [{ prevout: { scriptpubkey_address: 'bcrt1qsender', value: 5_000 } }],
      vout: [{ scriptpubkey_address: ADDR, value: 4_000 }, { value: 0 }],
    })
    const full = Array.from({ length: 25 }, (_, i) => tx(100 - i))
    const { fetch } = fakeFetch({
      [`GET /address/${ADDR}/txs`]: json([tx(999, false), ...full]),
      [`GET /address/${ADDR}/txs/chain/${tx(76).txid}`]: json([tx(75)]),
    })
    const source = createEsploraSource({ url: 'http://esplora.test/api', caipNetworkId: ID, fetch })
    const first = await source.getTransactions(ADDR)
    expect(first.transactions).toHaveLength(26)
    expect(first.transactions[0]).toEqual({ txid: tx(999).txid, confirmed: false, timestamp: 0, inputs: [{ address: 'bcrt1qsender', value: 5_000n }], outputs: [{ address: ADDR, value: 4_000n }, { value: 0n }] })
    expect(first.transactions[1]?.timestamp).toBe((1_700_000_000 + 100) * 1000)
    expect(first.next).toBe(tx(76).txid)
    const second = await source.getTransactions(ADDR, first.next)
    expect(second).toEqual({ transactions: [expect.objectContaining({ txid: tx(75).txid })] })
  })

  it('broadcasts hex and answers the txid; a refusal is BITCOIN_BROADCAST_REJECTED with the reason', async () => {
    const { fetch, seen } = fakeFetch({ 'POST /tx': () => new Response(`${'ab'.repeat(32)}\n`) })
    expect(await createEsploraSource({ url: 'http://esplora.test/api', caipNetworkId: ID, fetch }).broadcast('0200')).toBe('ab'.repeat(32))
    expect(seen[0]).toEqual({ url: 'http://esplora.test/api/tx', method: 'POST', body: '0200' })
    const refused = fakeFetch({ 'POST /tx': () => new Response('sendrawtransaction RPC error: {"code":-26,"message":"dust"}', { status: 400 }) })
    await expect(createEsploraSource({ url: 'http://esplora.test/api', caipNetworkId: ID, fetch: refused.fetch }).broadcast('0200')).rejects.toMatchObject({
      code: 'BITCOIN_BROADCAST_REJECTED',
      reason: 'sendrawtransaction RPC error: {"code":-26,"message":"dust"}',
    })
  })

  it('reports an unreachable or failing server as RPC_UNAVAILABLE', async () => {
    const down = (async () => {
      throw new TypeError('fetch failed')
    }) as unknown as typeof fetch
    await expect(createEsploraSource({ url: 'http://esplora.test/api', caipNetworkId: ID, fetch: down }).getFeeRates()).rejects.toMatchObject({ code: 'RPC_UNAVAILABLE', namespace: 'bip122' })
    const failing = fakeFetch({ 'GET /fee-estimates': () => new Response('busy', { status: 503 }) })
    await expect(createEsploraSource({ url: 'http://esplora.test/api', caipNetworkId: ID, fetch: failing.fetch }).getFeeRates()).rejects.toMatchObject({ code: 'RPC_UNAVAILABLE' })
  })
})
