// Sign-in with a Solana account: Wallet Standard `solana:signMessage` signs the UTF-8 text itself with the
// account's ed25519 key, and the Latch adapter hands the signature on base58-encoded, like the address.
import { createPublicKey, verify } from 'node:crypto'
import bs58 from 'bs58'

/** @param {string} value @returns {Uint8Array | undefined} */
function base58(value) {
  try {
    return bs58.decode(value)
  } catch {
    return undefined
  }
}

/** @type {import('./caip122.mjs').SignInScheme} */
export const solanaSignIn = {
  kind: 'Solana',
  namespace: 'solana',
  isAddress: (address) => base58(address)?.length === 32,
  // CAIP-30: the first 32 base58 characters of the genesis hash (older ids such as "devnet" are CAIP-2 too).
  isChainReference: () => true,
  async verify(text, signature, address) {
    const publicKey = base58(address)
    const bytes = base58(signature)
    if (publicKey?.length !== 32 || bytes?.length !== 64) return false
    try {
      const key = createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: Buffer.from(publicKey).toString('base64url') }, format: 'jwk' })
      return verify(null, Buffer.from(text, 'utf8'), key, bytes)
    } catch {
      return false
    }
  },
  // base58 is case-sensitive: one account, one spelling.
  sameAddress: (a, b) => a === b,
}
