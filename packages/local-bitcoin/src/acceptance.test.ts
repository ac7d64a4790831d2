import { script as bscript, payments, Transaction } from 'bitcoinjs-lib'
import { describe, expect, it } from 'vitest'
import { testKey } from './accounts'
import { ECPair, REGTEST } from './network'
import { refusal, useLocalBitcoin } from './test/chain'
import { addressOf, type SpendInput, type SpendKind, signP2wpkhByHand, signSpend } from './test/transactions'

// Every case goes through POST /tx with a transaction bitcoinjs-lib built and signed.

const chain = useLocalBitcoin({ accounts: 2 })
const alice = testKey('payment', 0)
const aliceOrdinals = testKey('ordinals', 0)
const bob = addressOf(testKey('payment', 1), 'p2wpkh')
const stranger = ECPair.fromPrivateKey(Buffer.alloc(32, 7), { network: REGTEST })

type Utxo = { txid: string; vout: number; value: number; status: { confirmed: boolean } }
const utxos = async (address: string) => (await (await chain.get(`/address/${address}/utxo`)).json()) as Utxo[]
const broadcast = (tx: Transaction | string) => chain.post('/tx', typeof tx === 'string' ? tx : tx.toHex())

/** A fresh confirmed coin of `sats` for `key`'s `kind` address, from the faucet. */
async function coin(key: typeof alice, kind: SpendKind, sats = 100_000n): Promise<SpendInput> {
  const { txid } = chain.node.fund(addressOf(key, kind), sats)
  const hex = await (await chain.get(`/tx/${txid}/hex`)).text()
  const vout = Transaction.fromHex(hex).outs.findIndex((o) => o.value === sats)
  return { txid, vout, value: sats, key, kind, prevTxHex: hex }
}

describe('POST /tx accepts correctly signed spends', () => {
  it('P2WPKH: a test account pays bob from its funded payment address', async () => {
    const [utxo] = await utxos(addressOf(alice, 'p2wpkh'))
    expect(utxo).toMatchObject({ value: 1_000_000_000, status: { confirmed: true } })
    const u = utxo as Utxo
    const tx = signSpend([{ txid: u.txid, vout: u.vout, value: BigInt(u.value), key: alice, kind: 'p2wpkh' }], [
      { address: bob, value: 25_000_000n },
      { address: addressOf(alice, 'p2wpkh'), value: BigInt(u.value) - 25_000_000n - 200n },
    ])
    const response = await broadcast(tx)
    expect([response.status, await response.text()]).toEqual([200, tx.getId()])
    expect(await (await chain.get(`/tx/${tx.getId()}/status`)).json()).toEqual({ confirmed: false })
    chain.node.mine(1)
    expect(await (await chain.get(`/tx/${tx.getId()}/status`)).json()).toMatchObject({ confirmed: true })
  })

  it('P2TR key path: the ordinals address spends its output, with SIGHASH_DEFAULT (64-byte signature)', async () => {
    const [utxo] = await utxos(addressOf(aliceOrdinals, 'p2tr'))
    const u = utxo as Utxo
    const tx = signSpend([{ txid: u.txid, vout: u.vout, value: BigInt(u.value), key: aliceOrdinals, kind: 'p2tr' }], [{ address: bob, value: BigInt(u.value) - 500n }])
    expect(tx.ins[0]?.witness[0]).toHaveLength(64)
    const response = await broadcast(tx)
    expect([response.status, await response.text()]).toEqual([200, tx.getId()])
  })

  it.each(['p2tr', 'p2pkh', 'p2sh-p2wpkh', 'p2wpkh'] as const)('%s, spending a coin the faucet paid', async (kind) => {
    const input = await coin(stranger, kind)
    const tx = signSpend([input], [{ address: bob, value: 99_000n }])
    const response = await broadcast(tx)
    expect([response.status, await response.text()]).toEqual([200, tx.getId()])
  })

  it('P2TR and P2WPKH with explicit hash types (65-byte Schnorr signature; ANYONECANPAY)', async () => {
    const taproot = { ...(await coin(stranger, 'p2tr')), sighashType: Transaction.SIGHASH_ALL }
    const segwit = { ...(await coin(stranger, 'p2wpkh')), sighashType: Transaction.SIGHASH_ALL | Transaction.SIGHASH_ANYONECANPAY }
    const tx = signSpend([taproot, segwit], [{ address: bob, value: 199_000n }])
    expect(tx.ins[0]?.witness[0]).toHaveLength(65)
    const response = await broadcast(tx)
    expect([response.status, await response.text()]).toEqual([200, tx.getId()])
  })

  it('a chain of unconfirmed transactions, the child spending its parent in the mempool', async () => {
    const input = await coin(stranger, 'p2wpkh', 50_000n)
    const parent = signSpend([input], [{ address: addressOf(stranger, 'p2wpkh'), value: 49_000n }])
    const child = signSpend([{ txid: parent.getId(), vout: 0, value: 49_000n, key: stranger, kind: 'p2wpkh' }], [{ address: bob, value: 48_000n }])
    expect((await broadcast(parent)).status).toBe(200)
    expect((await broadcast(child)).status).toBe(200)
    const [hash] = chain.node.mine(1)
    const txids = (await (await chain.get(`/block/${hash}/txids`)).json()) as string[]
    expect(txids.indexOf(child.getId())).toBeGreaterThan(txids.indexOf(parent.getId()))
  })
})

describe('POST /tx refuses, with bitcoind’s reason', () => {
  it('a P2WPKH input signed by the wrong key (its pubkey does not hash to the program)', async () => {
    const input = await coin(alice, 'p2wpkh')
    const forged = signSpend([{ ...input, key: stranger }], [{ address: bob, value: 99_000n }])
    // The stranger's signature and key in the witness of an input paying alice's key hash.
    const tx = signSpend([input], [{ address: bob, value: 99_000n }])
    tx.setWitness(0, forged.ins[0]?.witness as Uint8Array[])
    expect(await refusal(await broadcast(tx))).toEqual({ status: 400, code: -26, message: 'mandatory-script-verify-flag-failed (Script failed an OP_EQUALVERIFY operation)' })
  })

  it('a P2WPKH input with the right key but another key’s signature', async () => {
    const input = await coin(alice, 'p2wpkh')
    const tx = signSpend([input], [{ address: bob, value: 99_000n }])
    const other = signSpend([{ ...input, key: stranger }], [{ address: bob, value: 99_000n }])
    tx.setWitness(0, [other.ins[0]?.witness[0] as Uint8Array, alice.publicKey])
    expect((await refusal(await broadcast(tx))).message).toBe('mandatory-script-verify-flag-failed (Signature must be zero for failed CHECK(MULTI)SIG operation)')
  })

  it('a high-S (malleated) ECDSA signature, as policy does', async () => {
    const input = await coin(stranger, 'p2wpkh')
    const tx = signSpend([input], [{ address: bob, value: 99_000n }])
    const [signature, publicKey] = (tx.ins[0] as Transaction['ins'][number]).witness as [Uint8Array, Uint8Array]
    const { signature: rs, hashType } = bscript.signature.decode(signature)
    const n = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n
    const highS = n - BigInt(`0x${Buffer.from(rs.subarray(32)).toString('hex')}`)
    const malleated = Buffer.concat([rs.subarray(0, 32), Buffer.from(highS.toString(16).padStart(64, '0'), 'hex')])
    tx.setWitness(0, [bscript.signature.encode(malleated, hashType), publicKey])
    expect((await refusal(await broadcast(tx))).message).toBe('non-mandatory-script-verify-flag (Non-canonical signature: S value is unnecessarily high)')
  })

  it.each(['p2wpkh', 'p2tr', 'p2pkh', 'p2sh-p2wpkh'] as const)('%s: an output changed after signing', async (kind) => {
    const input = await coin(stranger, kind)
    const tx = signSpend([input], [{ address: bob, value: 90_000n }])
    ;(tx.outs[0] as Transaction['outs'][number]).value = 95_000n
    const expected = kind === 'p2tr' ? 'mandatory-script-verify-flag-failed (Invalid Schnorr signature)' : 'mandatory-script-verify-flag-failed (Signature must be zero for failed CHECK(MULTI)SIG operation)'
    expect((await refusal(await broadcast(tx))).message).toBe(expected)
  })

  it('a P2TR spend signed with the untweaked internal key', async () => {
    const input = await coin(stranger, 'p2tr')
    const tx = signSpend([input], [{ address: bob, value: 90_000n }])
    const hash = tx.hashForWitnessV1(0, [payments.p2tr({ internalPubkey: stranger.publicKey.subarray(1), network: REGTEST }).output as Uint8Array], [input.value], Transaction.SIGHASH_DEFAULT)
    tx.setWitness(0, [stranger.signSchnorr(hash)])
    expect((await refusal(await broadcast(tx))).message).toBe('mandatory-script-verify-flag-failed (Invalid Schnorr signature)')
    tx.setWitness(0, [Buffer.concat([Buffer.from(signSpend([input], [{ address: bob, value: 90_000n }]).ins[0]?.witness[0] as Uint8Array), Buffer.from([0x00])])])
    expect((await refusal(await broadcast(tx))).message).toBe('mandatory-script-verify-flag-failed (Invalid Schnorr signature hash type)')
  })

  it('a double spend: against the mempool, then against the chain, and within one transaction', async () => {
    const input = await coin(stranger, 'p2wpkh')
    const first = signSpend([input], [{ address: bob, value: 99_000n }])
    const second = signSpend([input], [{ address: addressOf(stranger, 'p2wpkh'), value: 98_000n }])
    expect((await broadcast(first)).status).toBe(200)
    const conflict = await refusal(await broadcast(second))
    expect([conflict.code, conflict.message.split(',')[0]]).toEqual([-26, 'txn-mempool-conflict'])
    expect((await refusal(await broadcast(first))).message).toBe('txn-already-in-mempool')
    chain.node.mine(1)
    const spent = await refusal(await broadcast(second))
    expect([spent.code, spent.message.split(',')[0]]).toEqual([-25, 'bad-txns-inputs-missingorspent'])
    expect((await refusal(await broadcast(first))).message).toBe('Transaction already in block chain')
    const other = await coin(stranger, 'p2wpkh')
    const twice = signP2wpkhByHand([other, other], [{ address: bob, value: 150_000n }])
    expect((await refusal(await broadcast(twice))).message).toBe('bad-txns-inputs-duplicate')
  })

  it('a fee below 1 sat/vB, and outputs worth more than the inputs', async () => {
    const input = await coin(stranger, 'p2wpkh')
    const cheap = signSpend([input], [{ address: bob, value: 100_000n - 50n }])
    expect((await refusal(await broadcast(cheap))).message).toBe(`min relay fee not met, 50 < ${cheap.virtualSize()}`)
    const free = signSpend([input], [{ address: bob, value: 100_000n }])
    expect((await refusal(await broadcast(free))).message).toBe(`min relay fee not met, 0 < ${free.virtualSize()}`)
    const over = signP2wpkhByHand([input], [{ address: bob, value: 100_001n }])
    expect((await refusal(await broadcast(over))).message).toBe('bad-txns-in-belowout, value in (100000) < value out (100001)')
    const exact = signSpend([input], [{ address: bob, value: 100_000n - BigInt(cheap.virtualSize()) }])
    expect((await broadcast(exact)).status).toBe(200)
  })

  it('dust outputs, at each type’s threshold', async () => {
    const input = await coin(stranger, 'p2wpkh', 200_000n)
    const cases = [
      ['p2wpkh', 294n],
      ['p2tr', 330n],
      ['p2pkh', 546n],
      ['p2sh-p2wpkh', 540n],
    ] as const
    for (const [kind, threshold] of cases) {
      const tx = signSpend([input], [{ address: addressOf(stranger, kind), value: threshold - 1n }, { address: bob, value: 190_000n }])
      const { message } = await refusal(await broadcast(tx))
      expect(message.split(',')[0]).toBe('dust')
    }
    const atThreshold = signSpend([input], [...cases.map(([kind, threshold]) => ({ address: addressOf(stranger, kind), value: threshold })), { address: bob, value: 190_000n }])
    expect((await broadcast(atThreshold)).status).toBe(200)
  })

  it('non-standard outputs, and a locktime still in the future', async () => {
    const input = await coin(stranger, 'p2wpkh')
    const anyoneCanSpend = signSpend([input], [{ script: Buffer.from([0x51]), value: 90_000n }])
    expect((await refusal(await broadcast(anyoneCanSpend))).message).toBe('scriptpubkey')
    const data = (bytes: number) => ({ script: Buffer.concat([Buffer.from([0x6a, 0x4c, bytes]), Buffer.alloc(bytes)]), value: 0n })
    expect((await refusal(await broadcast(signSpend([input], [data(81), { address: bob, value: 90_000n }])))).message).toBe('scriptpubkey')
    expect((await refusal(await broadcast(signSpend([input], [data(10), data(10), { address: bob, value: 90_000n }])))).message).toBe('multi-op-return')
    const tip = Number(await (await chain.get('/blocks/tip/height')).text())
    const later = signSpend([input], [{ address: bob, value: 90_000n }], { locktime: tip + 1, sequence: 0xfffffffe })
    // bitcoind's IsFinalTx: the locktime must be below the height of the block that would include it.
    expect((await refusal(await broadcast(later))).message).toBe('non-final')
    chain.node.mine(1)
    expect((await broadcast(later)).status).toBe(200)
  })

  it('an input that never existed', async () => {
    const tx = signSpend([{ txid: 'ab'.repeat(32), vout: 0, value: 100_000n, key: stranger, kind: 'p2wpkh' }], [{ address: bob, value: 90_000n }])
    const { code, message } = await refusal(await broadcast(tx))
    expect([code, message]).toEqual([-25, `bad-txns-inputs-missingorspent, no unspent output ${'ab'.repeat(32)}:0`])
  })

  it('an immature coinbase, until it is 100 blocks deep', async () => {
    const minerKey = ECPair.fromPrivateKey(Buffer.alloc(32, 9), { network: REGTEST })
    const [hash] = chain.node.mine(1, addressOf(minerKey, 'p2wpkh'))
    const [coinbaseTxid] = (await (await chain.get(`/block/${hash}/txids`)).json()) as string[]
    const coinbase = (await (await chain.get(`/tx/${coinbaseTxid}`)).json()) as { vout: { value: number }[] }
    const spend = signSpend([{ txid: coinbaseTxid as string, vout: 0, value: BigInt(coinbase.vout[0]?.value as number), key: minerKey, kind: 'p2wpkh' }], [{ address: bob, value: 100_000_000n }])
    expect((await refusal(await broadcast(spend))).message).toBe('bad-txns-premature-spend-of-coinbase, tried to spend coinbase at depth 1')
    chain.node.mine(98)
    expect((await refusal(await broadcast(spend))).message).toBe('bad-txns-premature-spend-of-coinbase, tried to spend coinbase at depth 99')
    chain.node.mine(1)
    expect((await broadcast(spend)).status).toBe(200)
  })

  it('inputs of script types the chain does not verify, and malformed hex', async () => {
    const witnessScript = Buffer.from([0x51]) // OP_TRUE
    const p2wsh = payments.p2wsh({ redeem: { output: witnessScript }, network: REGTEST })
    const { txid } = chain.node.fund(p2wsh.address as string, 10_000n)
    const funding = Transaction.fromHex(await (await chain.get(`/tx/${txid}/hex`)).text())
    const tx = new Transaction()
    tx.version = 2
    tx.addInput(funding.getHash(), funding.outs.findIndex((o) => o.value === 10_000n))
    tx.addOutput(payments.p2wpkh({ pubkey: stranger.publicKey, network: REGTEST }).output as Uint8Array, 9_000n)
    tx.setWitness(0, [witnessScript])
    expect((await refusal(await broadcast(tx))).message).toBe('bad-txns-nonstandard-inputs, spending v0_p2wsh outputs is not verified by this local chain')
    expect(await refusal(await broadcast('00ff'))).toMatchObject({ code: -22, message: expect.stringMatching(/^TX decode failed/) })
    expect(await refusal(await broadcast('not hex'))).toMatchObject({ code: -22, message: 'TX decode failed, not hex' })
  })
})
