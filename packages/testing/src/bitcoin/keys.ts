import * as ecc from '@bitcoinerlab/secp256k1'
import { crypto, initEccLib, payments, type Signer, toXOnly } from 'bitcoinjs-lib'
import { ECPairFactory, type ECPairInterface } from 'ecpair'
import { TestBitcoinWalletError } from './errors'
import { BITCOIN_NETWORKS, type TestBitcoinNetwork } from './networks'

// bitcoinjs-lib needs a curve for taproot; this one is plain JavaScript, so the wallet runs in a page whose CSP
// forbids WebAssembly.
initEccLib(ecc)
export const ECPair = ECPairFactory(ecc)
export { ecc }

/** A private key: WIF, 64 hex digits, or 32 bytes. */
export type TestBitcoinKey = string | Uint8Array

/** One wallet account's two keys, as Xverse and Leather keep them: one pays, one holds ordinals. */
export type TestBitcoinAccountKeys = { payment: TestBitcoinKey; ordinals: TestBitcoinKey }

export type BitcoinAddressPurpose = 'payment' | 'ordinals'

/** One address of an account, with what signing for it takes. */
export type DerivedAddress = {
  purpose: BitcoinAddressPurpose
  addressType: 'p2wpkh' | 'p2tr'
  address: string
  /** payment: the 33-byte compressed key; ordinals: the 32-byte x-only internal key (BIP-86 style, no script tree). */
  publicKey: Uint8Array
  /** The output script the address pays to. */
  script: Uint8Array
  /** payment: the key itself; ordinals: the key tweaked by TapTweak(internal key), which key-path spends need. */
  signer: Signer
  keyPair: ECPairInterface
}

export type DerivedAccount = { payment: DerivedAddress; ordinals: DerivedAddress }

const HEX_KEY = /^(0x)?[0-9a-fA-F]{64}$/

export function parseKey(key: TestBitcoinKey): ECPairInterface {
  try {
    if (typeof key !== 'string') return ECPair.fromPrivateKey(Uint8Array.from(key))
    if (HEX_KEY.test(key)) return ECPair.fromPrivateKey(hexToBytes(key.replace(/^0x/, '')))
    return ECPair.fromWIF(key, [BITCOIN_NETWORKS.mainnet.bitcoinjs, BITCOIN_NETWORKS.regtest.bitcoinjs, BITCOIN_NETWORKS.testnet.bitcoinjs])
  } catch (cause) {
    throw new TestBitcoinWalletError('A test Bitcoin key must be a WIF, 64 hex digits or 32 bytes.', { cause })
  }
}

/**
 * The keys of @latch/local-bitcoin's test account `index` (`sha256("latch-local-bitcoin test key/<purpose>/<index>")`),
 * so the default wallet spends what that chain funds: index 0 is its `alice`. Public knowledge: test use only.
 */
export function defaultTestBitcoinKeys(index = 0): { payment: Uint8Array; ordinals: Uint8Array } {
  const key = (purpose: BitcoinAddressPurpose) => crypto.sha256(new TextEncoder().encode(`latch-local-bitcoin test key/${purpose}/${index}`))
  return { payment: key('payment'), ordinals: key('ordinals') }
}

export function deriveAccount(keys: TestBitcoinAccountKeys, network: TestBitcoinNetwork): DerivedAccount {
  const net = BITCOIN_NETWORKS[network].bitcoinjs
  const paymentKey = parseKey(keys.payment)
  const ordinalsKey = parseKey(keys.ordinals)
  const p2wpkh = payments.p2wpkh({ pubkey: paymentKey.publicKey, network: net })
  const internal = toXOnly(ordinalsKey.publicKey)
  const p2tr = payments.p2tr({ internalPubkey: internal, network: net })
  if (!p2wpkh.address || !p2wpkh.output || !p2tr.address || !p2tr.output) throw new TestBitcoinWalletError('Could not derive the addresses.')
  return {
    payment: { purpose: 'payment', addressType: 'p2wpkh', address: p2wpkh.address, publicKey: paymentKey.publicKey, script: p2wpkh.output, signer: paymentKey, keyPair: paymentKey },
    ordinals: {
      purpose: 'ordinals',
      addressType: 'p2tr',
      address: p2tr.address,
      publicKey: internal,
      script: p2tr.output,
      signer: ordinalsKey.tweak(crypto.taggedHash('TapTweak', internal)),
      keyPair: ordinalsKey,
    },
  }
}

export function hexToBytes(hex: string): Uint8Array {
  if (hex.length % 2 || /[^0-9a-fA-F]/.test(hex)) throw new TestBitcoinWalletError(`Not hex: ${hex}`)
  return Uint8Array.from(hex.match(/../g) ?? [], (b) => Number.parseInt(b, 16))
}

export const bytesToHex = (bytes: ArrayLike<number>): string => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
export const bytesToBase64 = (bytes: Uint8Array): string => btoa(Array.from(bytes, (b) => String.fromCharCode(b)).join(''))
export const base64ToBytes = (text: string): Uint8Array => Uint8Array.from(atob(text), (c) => c.charCodeAt(0))
