// The secret a social or Farcaster login is redeemed with: the frame makes it and keeps it in memory (32 bytes,
// base64url); this server keeps only its SHA-256 hash, so a login's result that reaches anyone else gives no session.
import { createHash } from 'node:crypto'

/** A secret (or its hash) as the frame sends it: 43 base64url characters. */
export const SECRET = /^[A-Za-z0-9_-]{43}$/

/** @param {string} secret */
export const secretHashOf = (secret) => createHash('sha256').update(secret).digest('base64url')
