import { describe, expect, it } from 'vitest'
import { dappNameOf, MAX_DAPP_NAME } from './dappName'

describe('dappNameOf (L15)', () => {
  it('strips direction overrides, control and invisible characters, and collapses whitespace', () => {
    expect(dappNameOf('Uni\u202Eswap\u202C\u200B\u0000 \n\t App')).toBe('Uniswap App')
    expect(dappNameOf('\u2066moc.live\u2069')).toBe('moc.live')
    expect(dappNameOf('   ')).toBeUndefined()
    expect(dappNameOf(undefined)).toBeUndefined()
  })

  it(`caps the name at ${MAX_DAPP_NAME} characters, counting emoji as one, and is idempotent`, () => {
    const long = '🦊'.repeat(2048)
    const capped = dappNameOf(long) as string
    expect([...capped]).toHaveLength(MAX_DAPP_NAME)
    expect(capped.endsWith('…')).toBe(true)
    expect(dappNameOf(capped)).toBe(capped)
  })
})
