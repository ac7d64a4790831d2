/**
 * One-level equality for selector results. Hook selectors build a fresh object per snapshot; comparing
 * one level deep lets an unrelated state change (a snackbar, the router) keep the previous object, so
 * components do not re-render and useSyncExternalStore never sees a "new" value for the same state.
 */
export function shallowEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false
  if (Array.isArray(a) !== Array.isArray(b)) return false
  const aKeys = Object.keys(a)
  if (aKeys.length !== Object.keys(b).length) return false
  return aKeys.every(
    (key) => Object.hasOwn(b, key) && Object.is((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
  )
}
