import * as ecc from '@bitcoinerlab/secp256k1'
import { address as btcAddress, initEccLib, type Network, networks, payments } from 'bitcoinjs-lib'
import { describe, expect, it } from 'vitest'
import type { AddressFormat } from '../networks'
import { type AddressType, addressType } from './address'

initEccLib(ecc)

const formatOf = (n: Network): AddressFormat => ({ bech32: n.bech32, pubKeyHash: n.pubKeyHash, scriptHash: n.scriptHash })
const bytes = (length: number, seed: number) => Uint8Array.from({ length }, (_, i) => (i * 7 + seed) & 0xff)
// A valid x-only key (the secp256k1 generator's x), so bitcoinjs-lib can tweak it for P2TR.
const G_X = Buffer.from('79be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798', 'hex')

/** One address of each type on `network`, made by bitcoinjs-lib. */
function samples(network: Network): [AddressType, string][] {
  return [
    ['p2pkh', payments.p2pkh({ hash: bytes(20, 1), network }).address!],
    ['p2sh', payments.p2sh({ hash: bytes(20, 2), network }).address!],
    ['p2wpkh', payments.p2wpkh({ hash: bytes(20, 3), network }).address!],
    ['p2wsh', payments.p2wsh({ hash: bytes(32, 4), network }).address!],
    ['p2tr', payments.p2tr({ internalPubkey: G_X, network }).address!],
  ]
}

/** What bitcoinjs-lib thinks: does it make an output script of `address` on `network`? */
function jsAccepts(address: string, network: Network): boolean {
  try {
    btcAddress.toOutputScript(address, network)
    return true
  } catch {
    return false
  }
}

const NETWORKS = { bitcoin: networks.bitcoin, testnet: networks.testnet, regtest: networks.regtest }

describe('addressType', () => {
  it("names each type bitcoinjs-lib makes, on its own network only, as bitcoinjs-lib's toOutputScript decides", () => {
    for (const [name, network] of Object.entries(NETWORKS)) {
      for (const [type, address] of samples(network)) {
        expect(addressType(address, formatOf(network)), `${name} ${type} ${address}`).toBe(type)
        for (const [otherName, other] of Object.entries(NETWORKS)) {
          expect(addressType(address, formatOf(other)) !== undefined, `${address} on ${otherName}`).toBe(jsAccepts(address, other))
        }
      }
    }
  })

  it('refuses one wrong character, mixed case and truncation, as bitcoinjs-lib does', () => {
    for (const network of Object.values(NETWORKS)) {
      for (const [, address] of samples(network)) {
        const last = address.at(-1) === 'q' ? 'p' : address.at(-1) === '2' ? '3' : 'q'
        const broken = [`${address.slice(0, -1)}${last}`, address.slice(0, -1), `${address.slice(0, 5).toUpperCase()}${address.slice(5)}`]
        for (const b of broken) expect(addressType(b, formatOf(network)), b).toBe(jsAccepts(b, network) ? addressType(b, formatOf(network)) : undefined)
        for (const b of broken) expect(addressType(b, formatOf(network)) !== undefined, b).toBe(jsAccepts(b, network))
      }
    }
  })

  it('follows the BIP-173 / BIP-350 vectors', () => {
    const mainnet = formatOf(networks.bitcoin)
    // Upper case is valid bech32; a v0 program with bech32m's checksum and a v1 with bech32's are not.
    expect(addressType('BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4', mainnet)).toBe('p2wpkh')
    expect(addressType('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kemeawh', mainnet)).toBeUndefined()
    expect(addressType('bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0', mainnet)).toBe('p2tr')
    expect(addressType('bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqh2y7hd', mainnet)).toBeUndefined()
    // Witness v2+ is a valid address but anyone-can-spend today: refused (bitcoinjs-lib accepts it with a warning).
    expect(addressType('bc1zw508d6qejxtdg4y5r3zarvaryvaxxpcs', mainnet)).toBeUndefined()
    expect(addressType('tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7', formatOf(networks.testnet))).toBe('p2wsh')
  })

  it('refuses what is not an address at all', () => {
    const mainnet = formatOf(networks.bitcoin)
    for (const value of ['', 'bc1', '1', '0x52908400098527886E0F7030069857D2E4169EE7', 'not an address', '1111111111111111111114oLvT3']) {
      expect(addressType(value, mainnet), value).toBeUndefined()
    }
    expect(addressType(undefined as unknown as string, mainnet)).toBeUndefined()
    expect(addressType('1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2', mainnet)).toBe('p2pkh')
    expect(addressType('1111111111111111111114oLvT2', mainnet)).toBe('p2pkh') // leading zero bytes: the burn address
    expect(addressType('3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy', mainnet)).toBe('p2sh')
  })
})
