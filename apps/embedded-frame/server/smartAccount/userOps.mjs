// The user operations each user sent, so wallet_getCallsStatus answers a user only about their own batches
// (a userOpHash is public once included: knowing one must not reveal whose it is through this wallet), and the
// nonces of those not included yet (./nonces.mjs).
import { createNonces } from './nonces.mjs'

/**
 * @param {{ db: import('../db.mjs').Db, now: () => number }} deps
 */
export function createUserOps({ db, now }) {
  return {
    ...createNonces({ db, now }),
    /** @param {{ projectId: string, userId: string, chainId: number, hash: string }} op */
    async record({ projectId, userId, chainId, hash }) {
      await db.run('INSERT INTO user_operations (user_op_hash, project_id, user_id, chain_id, created_at) VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING', [
        hash.toLowerCase(),
        projectId,
        userId,
        chainId,
        now(),
      ])
    },
    /** The chain of the user's operation `hash`, or undefined when it is not theirs. @param {{ projectId: string, userId: string, hash: string }} op */
    async chainOf({ projectId, userId, hash }) {
      const row = await db.get('SELECT chain_id FROM user_operations WHERE project_id = $1 AND user_id = $2 AND user_op_hash = $3', [projectId, userId, hash.toLowerCase()])
      return row ? Number(row.chain_id) : undefined
    },
  }
}

/** @typedef {ReturnType<typeof createUserOps>} UserOps */
