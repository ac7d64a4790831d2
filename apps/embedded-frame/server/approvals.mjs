// Server-side step-up for signing (review finding M6). The approval screen runs in the frame, so a stolen
// session token could skip it; the server therefore signs an unsafe method only with a one-time approval bound
// to that exact request: issued when the frame shows the request, redeemed on Approve with a signature by the
// device's non-extractable key that was registered with the session at login. A token alone signs nothing.
import { createHash, createPublicKey, randomBytes, randomUUID, verify } from 'node:crypto'
import { HttpError } from './httpError.mjs'

export const APPROVAL_TTL_MS = 10 * 60_000
/** Approvals a session may hold open at once (each is a row; a flood costs the flooder only). */
export const OPEN_APPROVALS_PER_SESSION = 20

/** JSON with object keys sorted at every depth: the same request always hashes the same. @param {unknown} value @returns {string} */
export function canonicalJson(value) {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`
  if (value && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`
  }
  return JSON.stringify(value ?? null)
}

/** @param {{ method: string, params: unknown, chainId: unknown }} request */
export const requestHash = ({ method, params, chainId }) => createHash('sha256').update(canonicalJson({ method, params: params ?? null, chainId: String(chainId) })).digest('hex')

/** What the device key signs to approve: nothing else can be replayed as an approval. @param {string} id @param {string} challenge @param {string} hash */
export const approvalText = (id, challenge, hash) => `latch-approval\n${id}\n${challenge}\n${hash}`

/** @param {string | null | undefined} spki base64url SPKI of a P-256 key */
export function validDeviceKey(spki) {
  if (typeof spki !== 'string' || spki.length > 400) return undefined
  try {
    const key = createPublicKey({ key: Buffer.from(spki, 'base64url'), format: 'der', type: 'spki' })
    return key.asymmetricKeyType === 'ec' && key.asymmetricKeyDetails?.namedCurve === 'prime256v1' ? spki : undefined
  } catch {
    return undefined
  }
}

/**
 * @param {{ db: import('./db.mjs').Db, now: () => number }} deps
 */
export function createApprovals({ db, now }) {
  return {
    /**
     * A one-time approval for `request` on the session `tokenHash`.
     * @param {{ tokenHash: string, request: { method: string, params: unknown, chainId: unknown } }} options
     */
    async issue({ tokenHash, request }) {
      const open = await db.get('SELECT COUNT(*) AS n FROM approvals WHERE token_hash = $1 AND NOT used AND expires_at > $2', [tokenHash, now()])
      if (Number(open?.n ?? 0) >= OPEN_APPROVALS_PER_SESSION) throw new HttpError(429, 'Too many requests are waiting for approval')
      const id = randomUUID()
      const challenge = randomBytes(32).toString('base64url')
      const hash = requestHash(request)
      await db.run('INSERT INTO approvals (id, token_hash, request_hash, challenge, used, expires_at) VALUES ($1, $2, $3, $4, FALSE, $5)', [
        id,
        tokenHash,
        hash,
        challenge,
        now() + APPROVAL_TTL_MS,
      ])
      // The device key signs approvalText(id, challenge, requestHash) when the user approves.
      return { id, challenge, requestHash: hash }
    },

    /**
     * Redeems an approval: it must be this session's, unused, unexpired, for exactly this request, and signed
     * by the session's device key. Used once, whatever happens after.
     * @param {{ tokenHash: string, deviceKey: string | null, request: { method: string, params: unknown, chainId: unknown }, approval: unknown }} options
     */
    async redeem({ tokenHash, deviceKey, request, approval }) {
      const refused = () => new HttpError(403, 'This request was not approved on this device')
      const { id, signature } = /** @type {{ id?: unknown, signature?: unknown }} */ (approval && typeof approval === 'object' ? approval : {})
      if (typeof id !== 'string' || typeof signature !== 'string' || id.length > 64 || signature.length > 200 || !deviceKey) throw refused()
      const row = await db.get('SELECT * FROM approvals WHERE id = $1 AND token_hash = $2 AND NOT used AND expires_at > $3', [id, tokenHash, now()])
      if (!row) throw refused()
      const hash = requestHash(request)
      if (String(row.request_hash) !== hash) throw refused()
      const key = createPublicKey({ key: Buffer.from(deviceKey, 'base64url'), format: 'der', type: 'spki' })
      const ok = verify('sha256', Buffer.from(approvalText(id, String(row.challenge), hash)), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'))
      if (!ok) throw refused()
      // Only one caller wins a race for the same approval.
      if ((await db.run('UPDATE approvals SET used = TRUE WHERE id = $1 AND NOT used', [id])) !== 1) throw refused()
    },
  }
}
