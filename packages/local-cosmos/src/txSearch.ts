import type { IndexedTx } from './ledger'

type Operator = '=' | '<' | '<=' | '>' | '>=' | 'CONTAINS' | 'EXISTS'
export type Condition = { key: string; op: Operator; value?: string | number }

/** A query CometBFT's `tx_search` refuses; the RPC answers it as an internal error, as Comet does. */
export class QueryError extends Error {
  override name = 'QueryError'
}

const CONDITION = /^\s*([\w.\-/]+)\s*(?:(<=|>=|=|<|>)\s*(?:'([^']*)'|(-?\d+(?:\.\d+)?))|\s+(CONTAINS)\s+'([^']*)'|\s+(EXISTS))\s*$/

/**
 * Parses the subset of CometBFT's query language a wallet or indexer sends: conditions joined by `AND`, each
 * `key op value` with `=`, `<`, `<=`, `>`, `>=` (strings quoted, numbers bare), `key CONTAINS 'text'` or `key EXISTS`.
 */
export function parseQuery(query: string): Condition[] {
  if (!query.trim()) throw new QueryError('query cannot be empty')
  return splitAnd(query).map((part) => {
    const m = CONDITION.exec(part)
    if (!m) throw new QueryError(`failed to parse query: unexpected condition ${JSON.stringify(part.trim())}`)
    if (m[7]) return { key: m[1] as string, op: 'EXISTS' }
    if (m[5]) return { key: m[1] as string, op: 'CONTAINS', value: m[6] as string }
    return { key: m[1] as string, op: m[2] as Operator, value: m[3] !== undefined ? m[3] : Number(m[4]) }
  })
}

/** Splits on ` AND ` outside quotes. */
function splitAnd(query: string): string[] {
  const parts: string[] = []
  let current = ''
  let quoted = false
  for (let i = 0; i < query.length; i++) {
    const c = query[i] as string
    if (c === "'") quoted = !quoted
    if (!quoted && /^\sAND\s/.test(query.slice(i, i + 5))) {
      parts.push(current)
      current = ''
      i += 4
      continue
    }
    current += c
  }
  parts.push(current)
  return parts
}

function compare(actual: string, op: Operator, expected: string | number | undefined): boolean {
  if (op === 'EXISTS') return true
  if (op === 'CONTAINS') return actual.includes(String(expected))
  if (typeof expected === 'number' || op !== '=') {
    const a = Number(actual)
    const b = Number(expected)
    if (!Number.isFinite(a) || !Number.isFinite(b)) return false
    return op === '=' ? a === b : op === '<' ? a < b : op === '<=' ? a <= b : op === '>' ? a > b : a >= b
  }
  return actual === expected
}

/** The values a transaction indexes under `key`: `tx.hash`, `tx.height`, or every `type.attribute` of its events. */
function valuesOf(tx: IndexedTx, key: string): string[] {
  if (key === 'tx.hash') return [tx.hash]
  if (key === 'tx.height') return [String(tx.height)]
  const dot = key.lastIndexOf('.')
  const type = key.slice(0, dot)
  const attribute = key.slice(dot + 1)
  return tx.result.events.filter((e) => e.type === type).flatMap((e) => e.attributes.filter((a) => a.key === attribute).map((a) => a.value))
}

/** Every condition holds for some indexed value (each condition on its own, as Comet 0.38's kv indexer matches). */
export function matches(tx: IndexedTx, conditions: Condition[]): boolean {
  return conditions.every(({ key, op, value }) => valuesOf(tx, key).some((actual) => compare(actual, op, key === 'tx.hash' && typeof value === 'string' ? value.toUpperCase() : value)))
}
