import type { LatchSnapshot } from '../types/client'
import { shallowEqual } from '../utils/shallowEqual'

/** Calls `listener` only when `select(snapshot)` changes (one level deep), with the new value; returns the unsubscribe. */
export function watchSnapshot<T>(
  read: () => LatchSnapshot,
  subscribe: (onChange: () => void) => () => void,
  select: (snapshot: LatchSnapshot) => T,
  listener: (value: T) => void,
): () => void {
  let previous = select(read())
  return subscribe(() => {
    const next = select(read())
    if (shallowEqual(previous, next)) return
    previous = next
    listener(next)
  })
}
