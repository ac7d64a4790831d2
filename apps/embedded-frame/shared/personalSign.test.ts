import { describe, expect, it } from 'vitest'
import { USER } from './fixtures.test-helpers'
import { normalisePersonalSign } from './personalSign.mjs'

describe('normalisePersonalSign', () => {
  it('gives the exact bytes signed: hex as bytes, anything else as its UTF-8', () => {
    expect(normalisePersonalSign(['0x48656c6c6f', USER])).toEqual({ method: 'personal_sign', address: USER, message: '0x48656c6c6f' })
    expect(normalisePersonalSign(['Hello', USER.toLowerCase()]).message).toBe('0x48656c6c6f')
    expect(normalisePersonalSign(['0xABCD', USER]).message).toBe('0xabcd')
  })

  it('refuses hex of odd length (neither text nor bytes), non-strings and addresses that are not addresses', () => {
    expect(() => normalisePersonalSign(['0xabc', USER])).toThrow(/hex/)
    expect(() => normalisePersonalSign([{ text: 'hi' }, USER])).toThrow(/message/)
    expect(() => normalisePersonalSign(['hi', 'me'])).toThrow(/address/)
    expect(() => normalisePersonalSign(['hi', USER, 'extra'])).toThrow(/parameters/)
  })
})
