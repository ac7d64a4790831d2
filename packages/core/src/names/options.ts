/**
 * The check of the `names` option (issue #19), with the path of each bad field. It runs when registration is first
 * used, in its lazy chunk, not at start-up: its messages would otherwise weigh on every first bundle.
 */
import { InvalidOptionsError } from '../errors/config'
import { type Issue, isRecord, issueList, isUrl } from '../validation/issues'

const isHttpUrl = (v: unknown) => isUrl(v) && /^https?:/i.test(String(v))
// A parent is a domain: labels of letters, digits and hyphens, dot-separated, at least two.
const isParent = (v: unknown) => typeof v === 'string' && /^(?!-)[a-z0-9-]{1,63}(\.(?!-)[a-z0-9-]{1,63})+$/i.test(v)
const isService = (v: unknown) => isRecord(v) && ['availability', 'register', 'nameOf'].every((m) => typeof v[m] === 'function')

export function namesOptionsIssues(o: Record<string, unknown>): Issue[] {
  const { issues, add } = issueList()
  const names = o.names
  if (names === undefined) return issues
  if (!isRecord(names)) {
    add('names', 'Must be { url, parent } or { source, parent }')
    return issues
  }
  if ('url' in names ? !isHttpUrl(names.url) : !isService(names.source)) add('names', 'Must be { url } with an http(s) URL of a @latch/name-server handler, or { source } with a NameService')
  if (!isParent(names.parent)) add('names.parent', 'Must be a domain such as latch.id')
  return issues
}

/** Throws `InvalidOptionsError` naming every bad field of the `names` option. */
export function assertNamesOptions(options: object): void {
  const issues = namesOptionsIssues(options as Record<string, unknown>)
  if (issues.length > 0) throw new InvalidOptionsError({ issues })
}
