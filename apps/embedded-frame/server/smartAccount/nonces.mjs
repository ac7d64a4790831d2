// The nonce of the next user operation of an account. EntryPoint's getNonce counts only included operations, so
// two operations sent before the first is included would both get it, and the bundler keeps one. Each operation
// reserves its nonce in the database: the first one, from the account's on-chain nonce up, that no unexpired
// reservation holds. The primary key makes the reservation atomic across instances; a reservation is given back
// when its operation never reached the bundler, and expires after RESERVED_MS, so a nonce whose operation the
// bundler dropped is handed out again.

/** Long enough for a bundler to include or drop an operation. */
export const RESERVED_MS = 10 * 60_000
/** Reservations lost to another instance before one is won: each retry starts from what the table says then. */
const ATTEMPTS = 8

/**
 * @param {{ db: import('../db.mjs').Db, now: () => number }} deps
 */
export function createNonces({ db, now }) {
  return {
    /**
     * Reserves the nonce for the next operation of `sender` on `chainId`, whose on-chain nonce is `onchain`.
     * @param {{ chainId: number, sender: string, onchain: bigint }} account
     * @returns {Promise<{ nonce: bigint, release: () => Promise<void> }>}
     */
    async reserveNonce({ chainId, sender, onchain }) {
      const key = sender.toLowerCase()
      for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
        const at = now()
        const held = await db.all('SELECT nonce::text AS nonce FROM nonce_reservations WHERE chain_id = $1 AND sender = $2 AND nonce >= $3 AND expires_at > $4 ORDER BY nonce', [
          chainId,
          key,
          onchain.toString(),
          at,
        ])
        let nonce = onchain
        for (const row of held) {
          if (BigInt(String(row.nonce)) !== nonce) break
          nonce++
        }
        // An expired reservation of this nonce is taken over; a live one (won meanwhile by another call) is not.
        const won = await db.run(
          'INSERT INTO nonce_reservations (chain_id, sender, nonce, expires_at) VALUES ($1, $2, $3, $4) ON CONFLICT (chain_id, sender, nonce) DO UPDATE SET expires_at = EXCLUDED.expires_at WHERE nonce_reservations.expires_at <= $5',
          [chainId, key, nonce.toString(), at + RESERVED_MS, at],
        )
        if (won === 1) {
          const release = async () => {
            await db.run('DELETE FROM nonce_reservations WHERE chain_id = $1 AND sender = $2 AND nonce = $3', [chainId, key, nonce.toString()])
          }
          return { nonce, release }
        }
      }
      throw new Error(`No nonce could be reserved for ${sender} on chain ${chainId}: too many operations at once`)
    },
  }
}

/** @typedef {ReturnType<typeof createNonces>} Nonces */
