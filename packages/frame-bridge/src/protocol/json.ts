/** Limits on a JSON value crossing the frame boundary: deep enough for any RPC, shallow enough to walk safely. */
export const MAX_JSON_DEPTH = 32
export const MAX_JSON_NODES = 100_000

/**
 * Whether `value` is plain JSON data (null, boolean, finite number, string, arrays and plain objects of
 * those) within the limits above. Walked iteratively: a hostile, deeply nested message cannot overflow the
 * stack. Structured clone can carry Dates, Maps, typed arrays and cycles; none of them is protocol data.
 */
export function isJsonValue(value: unknown): boolean {
  const stack: [unknown, number][] = [[value, 0]]
  let nodes = 0
  while (stack.length) {
    const [current, depth] = stack.pop() as [unknown, number]
    if (++nodes > MAX_JSON_NODES || depth > MAX_JSON_DEPTH) return false
    if (current === null || typeof current === 'string' || typeof current === 'boolean') continue
    if (typeof current === 'number') {
      if (!Number.isFinite(current)) return false
      continue
    }
    if (typeof current !== 'object') return false
    if (Array.isArray(current)) {
      for (const item of current) stack.push([item, depth + 1])
      continue
    }
    const proto = Object.getPrototypeOf(current)
    if (proto !== Object.prototype && proto !== null) return false
    for (const item of Object.values(current)) stack.push([item, depth + 1])
  }
  return true
}
