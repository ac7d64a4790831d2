/**
 * The features remote config controls (spec §7), in the original product's names, checked and mapped onto
 * Latch's. One checker serves the host's `remoteFeatures` option and a fetched config alike, so both accept
 * exactly the same shape (and neither pulls valibot into the first bundle).
 */
import type { RemoteFeatures, ResolvedFeatures, SocialProvider } from '../types/options'
import { type Issue, isRecord, issueList } from '../validation/issues'

const SOCIAL_PROVIDERS: readonly SocialProvider[] = ['google', 'github', 'apple', 'facebook', 'x', 'discord', 'farcaster']

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

/** `features` with the values `remote` sets (a checked `RemoteFeatures`); what it leaves out stays. */
export function withRemoteFeatures(features: ResolvedFeatures, remote: RemoteFeatures | undefined): ResolvedFeatures {
  if (!remote) return features
  const on = (v: boolean | readonly string[]) => (Array.isArray(v) ? v.length > 0 : v === true)
  return {
    ...features,
    ...(remote.email !== undefined && { email: remote.email }),
    // Providers Latch does not offer are dropped, the order kept.
    ...(remote.socials !== undefined && { socials: remote.socials === false ? false : remote.socials.filter((p) => SOCIAL_PROVIDERS.includes(p)) }),
    ...(remote.swaps !== undefined && { swaps: on(remote.swaps) }),
    ...(remote.onramp !== undefined && { onramp: on(remote.onramp) }),
    ...(remote.activity !== undefined && { history: remote.activity }),
    ...(remote.reownBranding !== undefined && { branding: remote.reownBranding }),
  }
}
