import { describe, expect, it } from 'vitest'
import { isPlausibleAddress } from './plausibleAddress'

describe('isPlausibleAddress', () => {
  it('accepts each namespace’s own address shape and refuses another namespace’s', () => {
    const evm = '0x976EA74026E726554dB657fA54763abd0C3a0aa9'
    const solana = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV'
    const bitcoin = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'
    expect(isPlausibleAddress('eip155:1', evm)).toBe(true)
    expect(isPlausibleAddress('eip155:1', evm.slice(0, 41))).toBe(false)
    expect(isPlausibleAddress('eip155:1', solana)).toBe(false)
    expect(isPlausibleAddress('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', solana)).toBe(true)
    expect(isPlausibleAddress('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', evm)).toBe(false)
    expect(isPlausibleAddress('bip122:000000000019d6689c085ae165831e93', bitcoin)).toBe(true)
    expect(isPlausibleAddress('bip122:000000000019d6689c085ae165831e93', '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2')).toBe(true)
    expect(isPlausibleAddress('bip122:000000000019d6689c085ae165831e93', evm)).toBe(false)
    expect(isPlausibleAddress('tezos:NetXdQprcVkpaWU', 'tz1 space')).toBe(false)
  })
})
