/** Pairing lifetime rules (spec §4, §9). Pure: the clock and the user agent are passed in. */
import { PAIRING_EXPIRY_MARGIN_MS, PAIRING_TTL_MS } from '../constants'

/** A new pairing lasts 4 minutes. */
export function newPairingExpiry(now: number): number {
  return now + PAIRING_TTL_MS
}

/** Expired when 10 s or less remain (a QR shown that late would fail while the user scans it). */
export function isPairingExpired(expiry: number | undefined, now: number): boolean {
  return expiry === undefined || expiry - now <= PAIRING_EXPIRY_MARGIN_MS
}

const IN_APP_BROWSER = /FBAN|FBAV|FB_IAB|Instagram|Line\/|MicroMessenger|WhatsApp|Telegram|Twitter|Snapchat|LinkedInApp|Discord/i

/** Messenger apps open links in their own webview; leaving it for a wallet and back loses page state. */
export function isInAppMessengerBrowser(userAgent: string): boolean {
  return IN_APP_BROWSER.test(userAgent)
}

/** iOS Safari proper (not Chrome/Firefox/Edge on iOS, which also say "Safari"). */
export function isIosSafari(userAgent: string): boolean {
  return /iP(hone|ad|od)/.test(userAgent) && /Safari/.test(userAgent) && !/CriOS|FxiOS|EdgiOS|OPiOS/.test(userAgent)
}

/**
 * On an in-app messenger browser or iOS Safari an unexpired pairing is reused (spec §4): the page may
 * be reloaded or restored when the user returns from the wallet, and a new URI would orphan the
 * approval the wallet is about to send.
 */
export function shouldReusePairing(params: { expiry: number | undefined; now: number; userAgent: string }): boolean {
  if (isPairingExpired(params.expiry, params.now)) return false
  return isInAppMessengerBrowser(params.userAgent) || isIosSafari(params.userAgent)
}
