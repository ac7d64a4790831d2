import { crypto, type Transaction } from 'bitcoinjs-lib'
import { nonStandardInput, scriptFailure } from './errors'
import { scriptType } from './scripts'
import { type Prevout, pushes, verifyP2pkh, verifyWitnessKeyHash } from './verifyEcdsa'
import { verifyTaprootKeyPath } from './verifyTaproot'

/** Spend types this chain can verify; anything else is refused as non-standard. */
export const VERIFIED_SPENDS = ['p2pkh', 'v0_p2wpkh', 'p2sh-p2wpkh', 'v1_p2tr (key path)'] as const

/** Checks input `index`'s signature against the output it spends; throws a `RejectError` naming what failed. */
export function verifyInput(tx: Transaction, index: number, prevouts: Prevout[]): void {
  const prevout = prevouts[index] as Prevout
  const input = tx.ins[index] as Transaction['ins'][number]
  const type = scriptType(prevout.script)
  switch (type) {
    case 'p2pkh':
      verifyP2pkh(tx, index, prevout)
      return
    case 'v0_p2wpkh':
      if (input.script.length > 0) throw scriptFailure('Witness requires empty scriptSig')
      verifyWitnessKeyHash(tx, index, prevout.script.subarray(2, 22), prevout.value)
      return
    case 'v1_p2tr':
      verifyTaprootKeyPath(tx, index, prevouts)
      return
    case 'p2sh': {
      const stack = pushes(input.script)
      if (stack?.length !== 1) throw nonStandardInput('only P2SH-wrapped P2WPKH is verified by this local chain')
      const redeem = stack[0] as Uint8Array
      if (!Buffer.from(crypto.hash160(redeem)).equals(Buffer.from(prevout.script.subarray(2, 22)))) throw scriptFailure('Script evaluated without error but finished with a false/empty top stack element')
      if (scriptType(redeem) !== 'v0_p2wpkh') throw nonStandardInput('only P2SH-wrapped P2WPKH is verified by this local chain')
      verifyWitnessKeyHash(tx, index, redeem.subarray(2, 22), prevout.value)
      return
    }
  }
  throw nonStandardInput(`spending ${type} outputs is not verified by this local chain`)
}
