/**
 * The features remote config controls (spec §7), in the original product's names, checked here and mapped onto
 * Latch's in options/withRemoteFeatures. One checker serves the host's `remoteFeatures` option and a fetched config
 * alike, so both accept exactly the same shape (and neither pulls valibot into the first bundle).
 */
import { type Issue, isRecord, issueList } from '../validation/issues'

const isProviderList = (value: unknown) => value === false || value === true || (Array.isArray(value) && value.every((p) => typeof p === 'string'))

/** Problems with a `RemoteFeatures` value, each with its path under `path`. Unknown keys are not problems. */
export function remoteFeaturesIssues(value: unknown, path: string): Issue[] {
  const { issues, add } = issueList(path)
  if (!isRecord(value)) {
    add(undefined, 'Must be an object')
    return issues
  }
  for (const key of ['email', 'activity', 'reownBranding'] as const) if (value[key] !== undefined && typeof value[key] !== 'boolean') add(key, 'Must be true or false')
  const socials = value.socials
  if (socials !== undefined && socials !== false && !(Array.isArray(socials) && socials.every((p) => typeof p === 'string'))) add('socials', 'Must be a list of social providers or false')
  for (const key of ['swaps', 'onramp'] as const) if (value[key] !== undefined && !isProviderList(value[key])) add(key, 'Must be true, false or a list of providers')
  return issues
}
