import { type Payment, payments, Psbt } from 'bitcoinjs-lib'
import type { ECPairInterface } from 'ecpair'
import type { Coin } from './acceptance'
import { COINBASE_MATURITY, REGTEST } from './network'
import type { Ledger } from './ledger'
import { DUST_THRESHOLD } from './scripts'

/** The faucet key cannot cover a payment. */
export class InsufficientFundsError extends Error {
  override name = 'InsufficientFundsError'
}

export type PaymentOutput = { script: Uint8Array; value: bigint }

/** Coins of `script` a new transaction may spend now: unspent, not spent in the mempool, coinbases mature. */
export function spendableCoins(ledger: Ledger, script: Uint8Array): Coin[] {
  const spendHeight = ledger.tipHeight + 1
  return ledger.unspentOf(script).filter((c) => !c.coinbase || spendHeight - (c.height ?? spendHeight) >= COINBASE_MATURITY)
}

/**
 * Pays `outputs` from the P2WPKH coins of `key`, largest first, change back to it, at `feeRate` sat/vB: a real
 * transaction signed with bitcoinjs-lib's Psbt and submitted through the same checks as any other. Returns the txid.
 */
export function payFromKey(ledger: Ledger, key: ECPairInterface, outputs: PaymentOutput[], feeRate = 2n): string {
  const from = payments.p2wpkh({ pubkey: key.publicKey, network: REGTEST }) as Required<Pick<Payment, 'output' | 'address'>>
  const coins = spendableCoins(ledger, from.output).sort((a, b) => (b.value > a.value ? 1 : b.value < a.value ? -1 : 0))
  const wanted = outputs.reduce((sum, o) => sum + o.value, 0n)
  const available = coins.reduce((sum, c) => sum + c.value, 0n)
  // Sign once with a placeholder fee to learn the size, then again with the fee that size needs.
  let fee = 0n
  for (let pass = 0; pass < 2; pass++) {
    const inputs: Coin[] = []
    let total = 0n
    for (const coin of coins) {
      if (total >= wanted + fee + 1_000n) break
      inputs.push(coin)
      total += coin.value
    }
    if (total < wanted + fee) throw new InsufficientFundsError(`The paying key holds ${available} spendable sat; ${wanted} plus the fee is more. Mine more blocks to it.`)
    const psbt = new Psbt({ network: REGTEST })
    for (const coin of inputs) psbt.addInput({ hash: coin.txid, index: coin.vout, witnessUtxo: { script: coin.script, value: coin.value } })
    for (const output of outputs) psbt.addOutput(output)
    const change = total - wanted - fee
    if (change >= (DUST_THRESHOLD.v0_p2wpkh as bigint)) psbt.addOutput({ script: from.output, value: change })
    psbt.signAllInputs(key)
    psbt.finalizeAllInputs()
    const tx = psbt.extractTransaction(true)
    if (pass === 1) return ledger.submit(tx.toHex())
    fee = BigInt(tx.virtualSize() + 31) * feeRate // + a change output the placeholder pass may not have had
  }
  throw new Error('unreachable')
}
