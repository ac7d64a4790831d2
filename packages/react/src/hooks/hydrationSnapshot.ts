import type { LatchClient, LatchSnapshot } from '@latch/core'

const hydrated = new WeakMap<LatchClient, LatchSnapshot>()

/**
 * The snapshot useSyncExternalStore renders on the server and while hydrating. On the server, the current one. In
 * the browser, the one the first hydrating component read, kept for the rest of the hydration: a silent reconnect
 * that answers halfway through (or a later Suspense boundary hydrating) must not make one part of the page disagree
 * with the server's HTML. React re-renders with the live snapshot once hydrated.
 */
export function hydrationSnapshot(client: LatchClient): LatchSnapshot {
  if (typeof window === 'undefined') return client.getSnapshot()
  let snapshot = hydrated.get(client)
  if (!snapshot) {
    snapshot = client.getSnapshot()
    hydrated.set(client, snapshot)
  }
  return snapshot
}
