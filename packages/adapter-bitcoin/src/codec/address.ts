/**
 * Which kind of address a string is on a network (spec §5: a testnet address is not a mainnet one). Eager and
 * SDK-free; address.test.ts checks it against bitcoinjs-lib.
 */
import type { AddressFormat } from '../networks'
import { decodeBase58check } from './base58check'
import { decodeSegwit } from './bech32'

// Every consumer takes the codec from here: eager and lazy code then reach its four files alike, and a bundler
// puts them in one shared chunk instead of three small ones in the dapp's first load.
export { decodeBase58check, decodeSegwit }

export type AddressType = 'p2pkh' | 'p2sh' | 'p2wpkh' | 'p2wsh' | 'p2tr'

/**
 * The address's type when it is one of `format`'s network, else undefined. Witness versions 2–16 and v1 programs
 * other than 32 bytes are refused: outputs to them are anyone-can-spend today, never what a user means to send to.
 */
export function addressType(address: string, format: AddressFormat): AddressType | undefined {
  const segwit = decodeSegwit(address)
  if (segwit) {
    if (segwit.hrp !== format.bech32) return undefined
    if (segwit.version === 0) return segwit.program.length === 20 ? 'p2wpkh' : 'p2wsh'
    return segwit.version === 1 && segwit.program.length === 32 ? 'p2tr' : undefined
  }
  const payload = decodeBase58check(address)
  if (payload?.length !== 21) return undefined
  if (payload[0] === format.pubKeyHash) return 'p2pkh'
  if (payload[0] === format.scriptHash) return 'p2sh'
  return undefined
}
