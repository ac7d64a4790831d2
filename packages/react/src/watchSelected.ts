import type { LatchClient, LatchSnapshot } from '@latch/core'
import { shallowEqual } from './shallowEqual'

/**
 * Calls `listener` when `select(snapshot)` changes (one-level compare), not on every state change.
 * Backs the instance's subscribeState/subscribeTheme/… so a dapp callback runs only for its slice.
 * (Core could offer this as `client.watch(select, listener)`; it is here until it does.)
 */
export function watchSelected<T>(client: LatchClient, select: (snapshot: LatchSnapshot) => T, listener: (value: T) => void): () => void {
  let previous = select(client.getSnapshot())
  return client.subscribe(() => {
    const next = select(client.getSnapshot())
    if (shallowEqual(previous, next)) return
    previous = next
    listener(next)
  })
}
