/** Remote config over the host's features (spec §7): checked elsewhere (options/remoteFeatures), applied here. */
import type { RemoteFeatures, ResolvedFeatures } from '../types/options'
import { SOCIAL_PROVIDERS } from './socialProviders'

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
