// Sign-in with a Bitcoin account: wallets sign the UTF-8 text with BIP-322 (the simple form, for segwit and taproot
// addresses) or, for a legacy address, the older ECDSA "Bitcoin Signed Message" (BIP-137); bip322-js checks both,
// base64 as wallets return them. The address must be of the chain the message names: a mainnet address never signs
// in on a test network, nor the other way round.
import { Address, Verifier } from 'bip322-js'

/** Bech32 prefixes by CAIP-2 reference (the genesis hash's first 32 hex digits); every other test network is `tb`. */
const HRP = { '000000000019d6689c085ae165831e93': 'bc', '0f9188f13cb7b2c71f2a335e3a4fc328': 'bcrt' }
const SEGWIT = /^(bc|tb|bcrt)1/i

/** @type {import('./caip122.mjs').SignInScheme} */
export const bitcoinSignIn = {
  kind: 'Bitcoin',
  namespace: 'bip122',
  isAddress(address) {
    try {
      return Address.isValidBitcoinAddress(address)
    } catch {
      return false
    }
  },
  isChainReference: (reference) => /^[0-9a-f]{32}$/.test(reference),
  isAddressOn(address, reference) {
    const hrp = /** @type {Record<string, string>} */ (HRP)[reference] ?? 'tb'
    const segwit = SEGWIT.exec(address)
    if (segwit) return segwit[1]?.toLowerCase() === hrp
    // Base58: mainnet P2PKH / P2SH start with 1 / 3, every test network's with m or n / 2.
    return hrp === 'bc' ? /^[13]/.test(address) : /^[mn2]/.test(address)
  },
  async verify(text, signature, address) {
    try {
      return Verifier.verifySignature(address, text, signature)
    } catch {
      return false
    }
  },
  // Bech32 is case-insensitive (lower case is canonical), base58 is not.
  sameAddress: (a, b) => a === b || (SEGWIT.test(a) && a.toLowerCase() === b.toLowerCase()),
}
