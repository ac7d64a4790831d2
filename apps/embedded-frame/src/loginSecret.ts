/**
 * The secret a login started in this frame is redeemed with (social and Farcaster logins): made here, kept in this
 * frame's memory only; the server keeps its SHA-256 hash. So a login's result that reaches anyone else — a
 * provider's code, a Farcaster approval — gives them no session (review finding C1).
 */
export interface SecretWindow {
  crypto: Pick<Crypto, 'getRandomValues' | 'subtle'>
}

const toBase64Url = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')

/** A 32-byte secret (43 base64url characters) and the hash the server is given. */
export async function newLoginSecret(win: SecretWindow): Promise<{ secret: string; secretHash: string }> {
  const secret = toBase64Url(win.crypto.getRandomValues(new Uint8Array(32)))
  const digest = await win.crypto.subtle.digest('SHA-256', new TextEncoder().encode(secret))
  return { secret, secretHash: toBase64Url(new Uint8Array(digest)) }
}
