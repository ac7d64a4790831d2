import { createServer, type Server } from 'node:http'
import { payments, Psbt, script, Transaction } from 'bitcoinjs-lib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { defaultTestBitcoinKeys, deriveAccount, ecc } from './keys'
import { BITCOIN_NETWORKS } from './networks'
import { createTestBitcoinWallet } from './wallet'

const network = BITCOIN_NETWORKS.regtest.bitcoinjs
const alice = deriveAccount(defaultTestBitcoinKeys(0), 'regtest')
const bob = deriveAccount(defaultTestBitcoinKeys(1), 'regtest')
const UTXOS = [
  { txid: 'aa'.repeat(32), vout: 0, value: 30_000 },
  { txid: 'bb'.repeat(32), vout: 1, value: 80_000 },
]

// A stand-in for an Esplora server (the process boundary): alice's UTXOs, and the transactions broadcast to it.
let server: Server
let url = ''
const broadcast: string[] = []
beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.method === 'GET' && req.url === `/address/${alice.payment.address}/utxo`) return res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(UTXOS))
    if (req.method === 'POST' && req.url === '/tx') {
      let body = ''
      req.on('data', (chunk) => (body += chunk))
      req.on('end', () => {
        broadcast.push(body)
        res.writeHead(200, { 'content-type': 'text/plain' }).end(Transaction.fromHex(body).getId())
      })
      return
    }
    res.writeHead(404).end('not found')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/`
})
afterAll(() => server?.close())

/** Checks input `index`'s P2WPKH witness against the output it spends, as a node's script check would. */
function witnessIsValid(tx: Transaction, index: number, value: number): boolean {
  const [signature, pubkey] = tx.ins[index]?.witness ?? []
  if (!signature || !pubkey) return false
  const scriptCode = payments.p2pkh({ pubkey, network }).output as Uint8Array
  const decoded = script.signature.decode(signature)
  return ecc.verify(tx.hashForWitnessV0(index, scriptCode, BigInt(value), decoded.hashType), pubkey, decoded.signature)
}

describe('sendTransfer and broadcast (esploraUrl)', () => {
  it('pays the recipients from the payment address, with change back and a fee at feeRate, signed and broadcast', async () => {
    const wallet = createTestBitcoinWallet({ storage: null, esploraUrl: url, feeRate: 3 })
    await wallet.provider.request('getAddresses', { purposes: ['payment', 'ordinals'] })
    const response = (await wallet.provider.request('sendTransfer', { recipients: [{ address: bob.payment.address, amount: 50_000 }] })) as { result: { txid: string } }
    const tx = Transaction.fromHex(broadcast.at(-1) as string)
    expect(response.result.txid).toBe(tx.getId())
    expect(tx.ins.map((i) => Buffer.from(i.hash).reverse().toString('hex'))).toEqual([UTXOS[1]?.txid])
    expect(witnessIsValid(tx, 0, 80_000)).toBe(true)
    const [pay, change] = tx.outs
    expect(pay).toMatchObject({ value: 50_000n })
    expect(Buffer.from(pay!.script)).toEqual(Buffer.from(bob.payment.script))
    expect(Buffer.from(change!.script)).toEqual(Buffer.from(alice.payment.script))
    const fee = 80_000 - 50_000 - Number(change!.value)
    expect(fee).toBeGreaterThanOrEqual(3 * tx.virtualSize())
    expect(fee).toBeLessThan(4 * tx.virtualSize())
    expect(wallet.control.requests().at(-1)).toMatchObject({ method: 'sendTransfer', status: 'approved', address: alice.payment.address })
  })

  it('rejected: nothing is broadcast; without esploraUrl: a clear error', async () => {
    const before = broadcast.length
    const wallet = createTestBitcoinWallet({ storage: null, authorized: true, esploraUrl: url, mode: 'reject' })
    await wallet.provider.request('getAddresses', { purposes: ['payment'] })
    expect(await wallet.provider.request('sendTransfer', { recipients: [{ address: bob.payment.address, amount: 1_000 }] })).toMatchObject({ error: { code: -32000 } })
    expect(broadcast.length).toBe(before)
    const offline = createTestBitcoinWallet({ storage: null, authorized: true })
    await offline.provider.request('getAddresses', { purposes: ['payment'] })
    expect(await offline.provider.request('sendTransfer', { recipients: [{ address: bob.payment.address, amount: 1_000 }] })).toMatchObject({ error: { code: -32001, message: /esploraUrl/ } })
  })

  it('signPsbt with broadcast finalizes, broadcasts and returns the txid', async () => {
    const wallet = createTestBitcoinWallet({ storage: null, esploraUrl: url })
    await wallet.provider.request('getAddresses', { purposes: ['payment'] })
    const psbt = new Psbt({ network })
    psbt.addInput({ hash: UTXOS[0]!.txid, index: 0, witnessUtxo: { script: alice.payment.script, value: 30_000n } })
    psbt.addOutput({ address: bob.ordinals.address, value: 29_000n })
    const response = (await wallet.provider.request('signPsbt', { psbt: psbt.toBase64(), signInputs: { [alice.payment.address]: [0] }, broadcast: true })) as { result: { psbt: string; txid: string } }
    const tx = Transaction.fromHex(broadcast.at(-1) as string)
    expect(response.result.txid).toBe(tx.getId())
    expect(witnessIsValid(tx, 0, 30_000)).toBe(true)
  })
})
