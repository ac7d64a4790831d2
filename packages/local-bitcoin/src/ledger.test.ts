import { Block, payments, type Transaction } from 'bitcoinjs-lib'
import { expect, it } from 'vitest'
import { testKey } from './accounts'
import { LocalChain } from './localChain'
import { COIN, REGTEST } from './network'
import { signSpend } from './test/transactions'

const chain = new LocalChain({ accounts: 2 })
const { ledger } = chain
const alice = testKey('payment', 0)
const aliceScript = payments.p2wpkh({ pubkey: alice.publicKey, network: REGTEST }).output as Uint8Array
const bob = payments.p2wpkh({ pubkey: testKey('payment', 1).publicKey, network: REGTEST }).address as string

it('starts at height 101 with the test accounts funded by a real transaction from the miner', () => {
  expect(ledger.tipHeight).toBe(101)
  const [coin] = ledger.unspentOf(aliceScript)
  expect(coin).toMatchObject({ value: 10n * COIN, height: 101, coinbase: false })
  const funding = ledger.transaction(coin?.txid as string)
  expect(funding?.prevouts.map((p) => Buffer.from(p.script).toString('hex'))).toEqual([Buffer.from(payments.p2wpkh({ address: chain.minerAddress, network: REGTEST }).output as Uint8Array).toString('hex')])
})

it('mines the mempool by fee rate, pays subsidy plus fees to the coinbase, and commits to the witnesses', () => {
  const [coin] = ledger.unspentOf(aliceScript)
  const c = { txid: coin?.txid as string, vout: coin?.vout as number, value: coin?.value as bigint, key: alice, kind: 'p2wpkh' as const }
  // A low-fee parent, a high-fee child of it, and an unrelated transaction paying more than the parent.
  const parent = signSpend([c], [{ address: payments.p2wpkh({ pubkey: alice.publicKey, network: REGTEST }).address as string, value: c.value - 200n }])
  const child = signSpend([{ ...c, txid: parent.getId(), vout: 0, value: c.value - 200n }], [{ address: bob, value: c.value - 200n - 50_000n }])
  const fund = chain.fund(payments.p2wpkh({ pubkey: testKey('payment', 1).publicKey, network: REGTEST }).address as string, 1_000_000n)
  const [other] = ledger.unspentOf(payments.p2wpkh({ pubkey: testKey('payment', 1).publicKey, network: REGTEST }).output as Uint8Array).filter((x) => x.txid === fund.txid)
  const rich = signSpend([{ txid: other?.txid as string, vout: other?.vout as number, value: 1_000_000n, key: testKey('payment', 1), kind: 'p2wpkh' }], [{ address: bob, value: 990_000n }])
  for (const tx of [parent, child, rich]) ledger.submit(tx.toHex())

  const height = ledger.tipHeight + 1
  const [hash] = chain.mine(1)
  const stored = ledger.blockByHash(hash as string)
  expect(stored?.txids.slice(1)).toEqual([rich.getId(), parent.getId(), child.getId()])
  const coinbase = stored?.block.transactions?.[0] as Transaction
  expect(coinbase.outs[0]?.value).toBe(50n * COIN + 10_000n + 200n + 50_000n)
  // Serialised and parsed back, as a node would receive it: merkle root, BIP-141 witness commitment, proof of work.
  const parsed = Block.fromHex(stored?.block.toHex() as string)
  expect([parsed.getId(), parsed.checkTxRoots(), parsed.checkProofOfWork()]).toEqual([hash, true, true])
  expect(ledger.mempool()).toEqual([])
  expect(ledger.transaction(child.getId())?.block).toMatchObject({ height, hash, index: 3 })
})

it('halves the reward at height 150, paid to the address mine() names', () => {
  chain.mine(150 - ledger.tipHeight - 1)
  const key = testKey('miner', 5)
  const address = payments.p2tr({ internalPubkey: key.publicKey.subarray(1), network: REGTEST }).address as string
  const [hash] = chain.mine(1, address)
  const stored = ledger.blockByHash(hash as string)
  expect(stored?.height).toBe(150)
  expect(stored?.block.transactions?.[0]?.outs[0]?.value).toBe(25n * COIN)
  const script = payments.p2tr({ address, network: REGTEST }).output as Uint8Array
  expect(ledger.unspentOf(script)).toMatchObject([{ height: 150, coinbase: true, value: 25n * COIN }])
})
