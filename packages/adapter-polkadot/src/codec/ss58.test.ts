import { decodeAddress, encodeAddress } from '@polkadot/util-crypto'
import { describe, expect, it } from 'vitest'
import { decodeSs58, toHex } from './ss58'
import { encodeSs58, reencodeSs58 } from './ss58Encode'

const ALICE_GENERIC = '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY'
const ALICE_ID = decodeAddress(ALICE_GENERIC)

describe('SS58', () => {
  it('decodes an address to its prefix and account id, as util-crypto does', () => {
    for (const prefix of [0, 2, 42, 63, 64, 1284, 16383]) {
      const address = encodeAddress(ALICE_ID, prefix)
      const decoded = decodeSs58(address)
      expect(decoded?.prefix, `prefix ${prefix}`).toBe(prefix)
      expect(toHex(decoded!.accountId)).toBe(toHex(ALICE_ID))
    }
  })

  it('encodes exactly as util-crypto, for one- and two-byte prefixes and 33-byte ids', () => {
    const compressed = Uint8Array.from({ length: 33 }, (_, i) => (i === 0 ? 2 : i))
    for (const prefix of [0, 2, 42, 64, 255, 1284, 16383]) {
      expect(encodeSs58(ALICE_ID, prefix)).toBe(encodeAddress(ALICE_ID, prefix))
      expect(encodeSs58(compressed, prefix)).toBe(encodeAddress(compressed, prefix))
    }
    expect(reencodeSs58(ALICE_GENERIC, 0)).toBe('15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5')
  })

  it('refuses a bad checksum, a wrong length, non-base58 text and non-strings', () => {
    const last = ALICE_GENERIC.at(-1) === 'Y' ? 'Z' : 'Y'
    expect(decodeSs58(`${ALICE_GENERIC.slice(0, -1)}${last}`)).toBeUndefined()
    expect(decodeSs58(ALICE_GENERIC.slice(0, -2))).toBeUndefined()
    expect(decodeSs58(`${ALICE_GENERIC.slice(0, -1)}0`)).toBeUndefined()
    expect(decodeSs58('0x52908400098527886E0F7030069857D2E4169EE7')).toBeUndefined()
    expect(decodeSs58(undefined as unknown as string)).toBeUndefined()
    // A 1-byte account index is an SS58 address but not an account address.
    expect(decodeSs58(encodeAddress(new Uint8Array([1]), 42))).toBeUndefined()
    expect(() => encodeSs58(ALICE_ID, 16384)).toThrow(RangeError)
    expect(() => encodeSs58(new Uint8Array(20), 0)).toThrow(RangeError)
  })
})
