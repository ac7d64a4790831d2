import type * as v from 'valibot'
import type { OptionsIssue } from '../errors/config'

/** valibot issues as `{ path, message }` pairs for InvalidOptionsError. */
export function toOptionsIssues(issues: readonly v.BaseIssue<unknown>[], prefix = ''): OptionsIssue[] {
  return issues.map((issue) => {
    const keys = issue.path?.map((p) => String(p.key)) ?? []
    return { path: [prefix, ...keys].filter(Boolean).join('.'), message: issue.message }
  })
}
