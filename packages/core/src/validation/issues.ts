/**
 * The eager path's rules are plain functions that collect `{ path, message }` issues — valibot stays out
 * of every dapp's first bundle (a library shared with lazily loaded code ends up whole in the first chunk).
 */
import type { OptionsIssue } from '../errors/config'

export type Issue = OptionsIssue

export const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

export const joinPath = (path: string, key: string | number) => (path ? `${path}.${key}` : String(key))

/** A collector bound to a base path: `add('name', 'message')`, `at('nested')` for a sub-path. */
export function issueList(base = '') {
  const issues: Issue[] = []
  const add = (key: string | number | undefined, message: string) => issues.push({ path: key === undefined ? base : joinPath(base, key), message })
  return { issues, add }
}

export function isUrl(value: unknown): boolean {
  if (typeof value !== 'string') return false
  try {
    new URL(value)
    return true
  } catch {
    return false
  }
}

export const isStringArray = (value: unknown): value is string[] => Array.isArray(value) && value.every((x) => typeof x === 'string')
