import { describe, expect, it } from 'vitest'
import { isPairingExpired, newPairingExpiry, shouldReusePairing } from './pairing'

const IOS_SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1'
const INSTAGRAM = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36 Instagram 330.0.0.0'
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36'

describe('pairing expiry (spec §4)', () => {
  it('a new pairing lasts 4 minutes', () => {
    expect(newPairingExpiry(1_000)).toBe(1_000 + 240_000)
  })
  it('counts as expired with 10 s or less left', () => {
    const expiry = newPairingExpiry(0)
    expect(isPairingExpired(expiry, expiry - 10_001)).toBe(false)
    expect(isPairingExpired(expiry, expiry - 10_000)).toBe(true)
    expect(isPairingExpired(undefined, 0)).toBe(true)
  })
})

describe('pairing reuse (spec §4)', () => {
  // Which browsers these are is env/isPairingReuseBrowser's table.
  it('reuses an unexpired pairing there, never an expired one, and not elsewhere', () => {
    const expiry = newPairingExpiry(0)
    expect(shouldReusePairing({ expiry, now: 60_000, userAgent: IOS_SAFARI })).toBe(true)
    expect(shouldReusePairing({ expiry, now: 60_000, userAgent: INSTAGRAM })).toBe(true)
    expect(shouldReusePairing({ expiry, now: expiry - 5_000, userAgent: IOS_SAFARI })).toBe(false)
    expect(shouldReusePairing({ expiry, now: 60_000, userAgent: DESKTOP })).toBe(false)
  })
})
