import { TypedDataEncoder } from 'ethers'
import { describe, expect, it } from 'vitest'
import { ATTACKER, USDC, USER, permitSingle, usdcPermit } from './fixtures.test-helpers'
import { normaliseTypedData } from './typedData.mjs'

const params = (data: unknown) => [USER, JSON.stringify(data)]

describe('normaliseTypedData (H2: the type shown is the type signed)', () => {
  it('refuses a Permit that calls itself something else: ethers signs the root type of `types`, not `primaryType`', () => {
    expect(() => normaliseTypedData(params(usdcPermit({ primaryType: 'SignIn' })))).toThrow(/SignIn.*Permit/)
    expect(() => normaliseTypedData(params({ ...usdcPermit(), primaryType: undefined }))).toThrow(/primaryType/)
  })

  it('refuses types with more than one root (ambiguous or unused types), unknown types and cycles', () => {
    const data = usdcPermit()
    const extra = { ...data, types: { ...data.types, SignIn: [{ name: 'notice', type: 'string' }] } }
    expect(() => normaliseTypedData(params(extra))).toThrow(/ambiguous primary types or unused types/)
    expect(() => normaliseTypedData(params({ ...data, types: { ...data.types, Permit: [{ name: 'x', type: 'Nope' }] } }))).toThrow(/unknown type/)
    const cyclic = { A: [{ name: 'b', type: 'B' }], B: [{ name: 'a', type: 'A[]' }], Root: [{ name: 'a', type: 'A' }] }
    expect(() => normaliseTypedData(params({ ...data, types: cyclic, primaryType: 'Root' }))).toThrow(/circular|ambiguous/)
  })

  it('finds the same primary type as ethers for a set of type graphs', () => {
    const graphs = [
      usdcPermit().types,
      permitSingle().types,
      { Mail: [{ name: 'from', type: 'Person' }, { name: 'to', type: 'Person[]' }], Person: [{ name: 'wallets', type: 'address[]' }, { name: 'name', type: 'string' }] },
      { Order: [{ name: 'items', type: 'Item[2]' }], Item: [{ name: 'n', type: 'uint' }, { name: 'tag', type: 'Tag' }], Tag: [{ name: 't', type: 'bytes32' }] },
    ]
    for (const types of graphs) {
      const { EIP712Domain: _d, ...own } = types as Record<string, unknown>
      const primary = TypedDataEncoder.getPrimaryType(own as never)
      const message = Object.fromEntries((own[primary] as { name: string }[]).map((f) => [f.name, undefined]))
      const error = (() => {
        try {
          normaliseTypedData(params({ types, primaryType: primary, domain: {}, message }))
        } catch (e) {
          return (e as Error).message
        }
      })()
      // The declared type is accepted (any error is about the empty message's values, never the type).
      expect(error ?? '').not.toMatch(/primaryType|primary type/)
      expect(() => normaliseTypedData(params({ types, primaryType: `${primary}X`, domain: {}, message }))).toThrow(/primary/i)
    }
  })

  it('refuses a declared EIP712Domain that is not the one signed, unknown domain keys and unknown top-level keys', () => {
    const data = usdcPermit()
    const reordered = { ...data, types: { ...data.types, EIP712Domain: [...data.types.EIP712Domain].reverse() } }
    expect(() => normaliseTypedData(params(reordered))).toThrow(/EIP712Domain/)
    expect(() => normaliseTypedData(params({ ...data, domain: { ...data.domain, salt: `0x${'11'.repeat(32)}` } }))).toThrow(/EIP712Domain/)
    expect(() => normaliseTypedData(params({ ...data, domain: { ...data.domain, owner: ATTACKER } }))).toThrow(/owner/)
    expect(() => normaliseTypedData(params({ ...data, extra: 1 }))).toThrow(/extra/)
    expect(() => normaliseTypedData([USER, `{"types":{"__proto__":[{"name":"x","type":"uint256"}]},"primaryType":"__proto__","domain":{},"message":{}}`])).toThrow(/__proto__/)
    expect(() => normaliseTypedData([USER, '{not json'])).toThrow(/JSON/)
  })

  it('keeps only the typed fields, normalised as ethers signs them; the hash is unchanged', () => {
    const data = usdcPermit({ message: { notice: 'x'.repeat(500), owner: USER, spender: ATTACKER, value: '1000', nonce: 0, deadline: 1900000000 } })
    const n = normaliseTypedData(params(data))
    expect(n.primaryType).toBe('Permit')
    expect(Object.keys(n.message)).toEqual(['owner', 'spender', 'value', 'nonce', 'deadline'])
    expect(n.message).toMatchObject({ spender: ATTACKER.toLowerCase(), value: '1000', nonce: '0' })
    expect(n.domain).toEqual({ name: 'USD Coin', version: '2', chainId: '0x1', verifyingContract: USDC.toLowerCase() })
    expect(n.types).not.toHaveProperty('EIP712Domain')
    const { EIP712Domain: _d, ...types } = data.types
    expect(TypedDataEncoder.hash(n.domain, n.types, n.message)).toBe(TypedDataEncoder.hash(data.domain, types, data.message))
    expect(n.address).toBe(USER)
    // An object instead of a JSON string is read the same way.
    expect(normaliseTypedData([USER, data])).toEqual(n)
  })

  it('refuses values ethers would refuse when signing (so nothing shown fails later, nothing fails silently)', () => {
    expect(() => normaliseTypedData(params(usdcPermit({ message: { owner: USER, spender: 'bob.eth', value: '1', nonce: 0, deadline: 1 } })))).toThrow(/address/)
    expect(() => normaliseTypedData(params(usdcPermit({ message: { owner: USER, spender: ATTACKER, value: '-1', nonce: 0, deadline: 1 } })))).toThrow(/out-of-bounds/)
    expect(() => normaliseTypedData(params(usdcPermit({ domain: { chainId: 'one' } })))).toThrow()
  })
})
