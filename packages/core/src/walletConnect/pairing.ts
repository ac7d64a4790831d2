/** Pairing lifetime rules (spec §4, §9). Pure: the clock and the user agent are passed in. */
import { PAIRING_EXPIRY_MARGIN_MS, PAIRING_TTL_MS } from '../constants'
import { isPairingReuseBrowser } from '../env/isPairingReuseBrowser'

/** A new pairing lasts 4 minutes. */
export function newPairingExpiry(now: number): number {
  return now + PAIRING_TTL_MS
}

/** Expired when 10 s or less remain (a QR shown that late would fail while the user scans it). */
export function isPairingExpired(expiry: number | undefined, now: number): boolean {
  return expiry === undefined || expiry - now <= PAIRING_EXPIRY_MARGIN_MS
}

/**
 * On an in-app messenger browser or iOS Safari an unexpired pairing is reused (spec §4): the page may
 * be reloaded or restored when the user returns from the wallet, and a new URI would orphan the
 * approval the wallet is about to send. Everywhere else each connect makes a new pairing.
 */
export function shouldReusePairing(params: { expiry: number | undefined; now: number; userAgent: string }): boolean {
  return !isPairingExpired(params.expiry, params.now) && isPairingReuseBrowser(params.userAgent)
}
