import { Block, crypto } from 'bitcoinjs-lib'
import { describe, expect, it } from 'vitest'
import { testKey } from './accounts'
import { ECPair, REGTEST, REGTEST_GENESIS_HASH } from './network'
import { useLocalBitcoin } from './test/chain'
import { addressOf, signSpend } from './test/transactions'

const chain = useLocalBitcoin({ accounts: 2 })
const getJson = async <T = Record<string, unknown>>(path: string) => {
  const response = await chain.get(path)
  if (response.status !== 200) throw new Error(`${path}: ${response.status} ${await response.text()}`)
  return (await response.json()) as T
}
const getText = async (path: string) => (await chain.get(path)).text()

type Stats = { funded_txo_count: number; funded_txo_sum: number; spent_txo_count: number; spent_txo_sum: number; tx_count: number }
type AddressJson = { address: string; chain_stats: Stats; mempool_stats: Stats }
type Utxo = { txid: string; vout: number; value: number; status: { confirmed: boolean; block_height?: number } }
type TxJson = { txid: string; fee: number; size: number; weight: number; vin: { txid: string; vout: number; prevout: { scriptpubkey_address: string; value: number } | null; witness?: string[]; is_coinbase: boolean }[]; vout: { scriptpubkey_address?: string; scriptpubkey_type: string; scriptpubkey_asm: string; value: number }[]; status: { confirmed: boolean; block_height?: number; block_hash?: string; block_time?: number } }
const balance = (a: AddressJson) => a.chain_stats.funded_txo_sum - a.chain_stats.spent_txo_sum + a.mempool_stats.funded_txo_sum - a.mempool_stats.spent_txo_sum

describe('after a payment', () => {
  it('moves balances exactly, shows the change, and describes the transaction as Esplora does', async () => {
    const alice = addressOf(testKey('payment', 0), 'p2wpkh')
    const bob = addressOf(testKey('payment', 1), 'p2wpkh')
    const before = await getJson<AddressJson>(`/address/${alice}`)
    expect(before.chain_stats).toEqual({ funded_txo_count: 1, funded_txo_sum: 1_000_000_000, spent_txo_count: 0, spent_txo_sum: 0, tx_count: 1 })
    const bobBefore = balance(await getJson<AddressJson>(`/address/${bob}`))
    const [utxo] = await getJson<Utxo[]>(`/address/${alice}/utxo`)
    const u = utxo as Utxo
    const tx = signSpend([{ txid: u.txid, vout: u.vout, value: BigInt(u.value), key: testKey('payment', 0), kind: 'p2wpkh' }], [
      { address: bob, value: 123_456_789n },
      { address: alice, value: 1_000_000_000n - 123_456_789n - 1_000n },
    ])
    expect(await (await chain.post('/tx', tx.toHex())).text()).toBe(tx.getId())

    const pending = await getJson<AddressJson>(`/address/${alice}`)
    expect(pending.mempool_stats).toEqual({ funded_txo_count: 1, funded_txo_sum: 876_542_211, spent_txo_count: 1, spent_txo_sum: 1_000_000_000, tx_count: 1 })
    expect(balance(pending)).toBe(1_000_000_000 - 123_456_789 - 1_000)
    expect(await getJson<Utxo[]>(`/address/${alice}/utxo`)).toEqual([{ txid: tx.getId(), vout: 1, value: 876_542_211, status: { confirmed: false } }])
    const history = await getJson<TxJson[]>(`/address/${alice}/txs`)
    expect(history.map((t) => t.txid)).toEqual([tx.getId(), u.txid])

    const [hash] = chain.node.mine(1)
    const json = await getJson<TxJson>(`/tx/${tx.getId()}`)
    const height = Number(await getText('/blocks/tip/height'))
    expect(json).toMatchObject({
      txid: tx.getId(),
      version: 2,
      locktime: 0,
      size: tx.byteLength(),
      weight: tx.weight(),
      fee: 1_000,
      status: { confirmed: true, block_height: height, block_hash: hash, block_time: expect.any(Number) },
      vin: [{ txid: u.txid, vout: u.vout, is_coinbase: false, prevout: { scriptpubkey_address: alice, value: 1_000_000_000, scriptpubkey_type: 'v0_p2wpkh' }, witness: [expect.any(String), Buffer.from(testKey('payment', 0).publicKey).toString('hex')], sequence: 0xffffffff, scriptsig: '' }],
      vout: [
        { scriptpubkey_address: bob, value: 123_456_789, scriptpubkey_type: 'v0_p2wpkh' },
        { scriptpubkey_address: alice, value: 876_542_211, scriptpubkey_type: 'v0_p2wpkh' },
      ],
    })
    const pkh = Buffer.from(crypto.hash160(testKey('payment', 0).publicKey)).toString('hex')
    expect(json.vout[1]?.scriptpubkey_asm).toBe(`OP_0 OP_PUSHBYTES_20 ${pkh}`)
    expect(await getText(`/tx/${tx.getId()}/hex`)).toBe(tx.toHex())

    const after = await getJson<AddressJson>(`/address/${alice}`)
    expect(after.chain_stats).toEqual({ funded_txo_count: 2, funded_txo_sum: 1_876_542_211, spent_txo_count: 1, spent_txo_sum: 1_000_000_000, tx_count: 2 })
    expect(after.mempool_stats.tx_count).toBe(0)
    expect(balance(await getJson<AddressJson>(`/address/${bob}`))).toBe(bobBefore + 123_456_789)
    expect(await getJson<Utxo[]>(`/address/${alice}/utxo`)).toEqual([{ txid: tx.getId(), vout: 1, value: 876_542_211, status: { confirmed: true, block_height: height, block_hash: hash, block_time: expect.any(Number) } }])
    // The funding transaction pays alice's payment address, then her ordinals address (still unspent).
    const outspends = await getJson<unknown[]>(`/tx/${u.txid}/outspends`)
    expect([u.vout, outspends[0], outspends[1]]).toEqual([0, { spent: true, txid: tx.getId(), vin: 0, status: { confirmed: true, block_height: height, block_hash: hash, block_time: expect.any(Number) } }, { spent: false }])
  })
})

describe('address history', () => {
  it('pages confirmed transactions 25 at a time, newest first, after last_seen_txid', async () => {
    const address = addressOf(ECPair.fromPrivateKey(Buffer.alloc(32, 3), { network: REGTEST }), 'p2wpkh')
    const txids: string[] = []
    for (let i = 0; i < 30; i++) txids.push(chain.node.fund(address, 10_000 + i).txid)
    const newestFirst = [...txids].reverse()
    const first = await getJson<TxJson[]>(`/address/${address}/txs`)
    expect(first.map((t) => t.txid)).toEqual(newestFirst.slice(0, 25))
    const second = await getJson<TxJson[]>(`/address/${address}/txs/chain/${first[24]?.txid}`)
    expect(second.map((t) => t.txid)).toEqual(newestFirst.slice(25))
    expect(await getJson(`/address/${address}/txs/chain/${second[4]?.txid}`)).toEqual([])
    const stats = await getJson<AddressJson>(`/address/${address}`)
    expect(stats.chain_stats).toMatchObject({ funded_txo_count: 30, tx_count: 30, funded_txo_sum: 30 * 10_000 + (29 * 30) / 2 })
  })
})

describe('blocks', () => {
  it('serves regtest’s genesis and a linked chain of real headers', async () => {
    expect(await getText('/block-height/0')).toBe(REGTEST_GENESIS_HASH)
    const tip = Number(await getText('/blocks/tip/height'))
    expect(tip).toBeGreaterThanOrEqual(101)
    const hash = await getText('/blocks/tip/hash')
    expect(await getText(`/block-height/${tip}`)).toBe(hash)
    const block = await getJson<{ id: string; height: number; previousblockhash: string; merkle_root: string; tx_count: number; timestamp: number; bits: number; nonce: number }>(`/block/${hash}`)
    expect(block).toMatchObject({ id: hash, height: tip, previousblockhash: await getText(`/block-height/${tip - 1}`), bits: 0x207fffff })
    const header = Block.fromHex(await getText(`/block/${hash}/header`))
    expect([header.getId(), header.checkProofOfWork(), Buffer.from(header.prevHash as Uint8Array).reverse().toString('hex')]).toEqual([hash, true, block.previousblockhash])
    const txids = await getJson<string[]>(`/block/${hash}/txids`)
    expect(txids).toHaveLength(block.tx_count)
    const txs = await getJson<TxJson[]>(`/block/${hash}/txs`)
    expect(txs[0]?.vin[0]).toMatchObject({ is_coinbase: true, prevout: null, vout: 0xffffffff })
    const recent = await getJson<{ height: number }[]>('/blocks')
    expect(recent.map((b) => b.height)).toEqual(Array.from({ length: 10 }, (_v, i) => tip - i))
    expect(await getJson('/fee-estimates')).toEqual({ '1': 5, '2': 4, '3': 3, '6': 2, '144': 1, '504': 1, '1008': 1 })
  })

  it('answers unknown or malformed ids with 404 and 400, as electrs', async () => {
    expect([(await chain.get(`/tx/${'00'.repeat(32)}`)).status, await getText(`/tx/${'00'.repeat(32)}`)]).toEqual([404, 'Transaction not found'])
    expect((await chain.get('/tx/xyz')).status).toBe(400)
    expect((await chain.get(`/block/${'11'.repeat(32)}`)).status).toBe(404)
    expect((await chain.get('/block-height/99999')).status).toBe(404)
    expect([(await chain.get('/address/tb1qnotregtest/utxo')).status, await getText('/address/tb1qnotregtest')]).toEqual([400, 'Invalid Bitcoin address'])
  })
})
