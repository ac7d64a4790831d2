// Sign-in with a Polkadot account. Wallets sign through `signRaw({ type: 'bytes' })`, and every extension
// signs the bytes wrapped as `<Bytes>…</Bytes>` (polkadot-js extension-base RequestBytesSign, which Talisman
// and SubWallet follow), so a sign-in text can never pass for an extrinsic. Only a signature over exactly
// those wrapped bytes is accepted. `signatureVerify` is not used for that: whichever form it is given, it
// retries with the other (wraps or unwraps), so it would also accept a signature over the bare text.
import { hexToU8a, isHex, stringToU8a, u8aEq, u8aWrapBytes } from '@polkadot/util'
import { cryptoWaitReady, decodeAddress, ed25519Verify, secp256k1Verify, sr25519Verify } from '@polkadot/util-crypto'

const BASE58 = /^[1-9A-HJ-NP-Za-km-z]+$/

/** @type {Promise<boolean> | undefined} sr25519 runs in WebAssembly, loaded once on first use. */
let ready
const cryptoReady = () => {
  ready ??= cryptoWaitReady()
  return ready
}

/** @type {Record<'ed25519' | 'sr25519' | 'ecdsa', (message: Uint8Array, signature: Uint8Array, publicKey: Uint8Array) => boolean>} */
const VERIFY = {
  ed25519: ed25519Verify,
  sr25519: sr25519Verify,
  // An ecdsa account id is the blake2 hash of the key; secp256k1Verify recovers the key and compares that.
  ecdsa: (message, signature, publicKey) => secp256k1Verify(message, signature, publicKey, 'blake2', true),
}

/**
 * The (scheme, signature) pairs a signature can be: 64 bytes ed25519/sr25519, 65 bytes ecdsa, or either with
 * the MultiSignature type byte in front (0 ed25519, 1 sr25519, 2 ecdsa) as some signers add.
 * @param {Uint8Array} signature
 * @returns {Array<[keyof typeof VERIFY, Uint8Array]>}
 */
function readings(signature) {
  if (signature.length === 64) return [['sr25519', signature], ['ed25519', signature]]
  if (signature.length === 65) {
    /** @type {Array<[keyof typeof VERIFY, Uint8Array]>} */
    const found = [['ecdsa', signature]]
    if (signature[0] === 0 || signature[0] === 1) found.push([signature[0] === 0 ? 'ed25519' : 'sr25519', signature.subarray(1)])
    return found
  }
  if (signature.length === 66 && signature[0] === 2) return [['ecdsa', signature.subarray(1)]]
  return []
}

/** @param {string} address SS58 (any network prefix) or a hex public key */
function accountId(address) {
  try {
    return decodeAddress(address)
  } catch {
    return undefined
  }
}

/** @type {import('./caip122.mjs').SignInScheme} */
export const polkadotSignIn = {
  kind: 'Polkadot',
  namespace: 'polkadot',
  // The message carries SS58 only, never a bare hex key.
  isAddress: (address) => BASE58.test(address) && accountId(address) !== undefined,
  // CAIP-13: the first 32 hex characters of the genesis hash.
  isChainReference: (reference) => /^[0-9a-f]{32}$/.test(reference),
  async verify(text, signature, address) {
    const publicKey = accountId(address)
    if (!publicKey || !isHex(signature)) return false
    await cryptoReady()
    const signed = u8aWrapBytes(stringToU8a(text))
    return readings(hexToU8a(signature)).some(([scheme, bytes]) => {
      try {
        return VERIFY[scheme](signed, bytes, publicKey)
      } catch {
        return false
      }
    })
  },
  sameAddress(a, b) {
    const [x, y] = [accountId(a), accountId(b)]
    return x !== undefined && y !== undefined && u8aEq(x, y)
  },
}
