/** The project's remote config as an instance last fetched it (spec §7), and what it changes. Plain values. */
import { withRemoteFeatures } from '../options/withRemoteFeatures'
import type { RemoteFeatures, ResolvedFeatures } from '../types/options'

export type ProjectConfigState =
  | { status: 'idle' }
  | { status: 'loading' }
  /** Fetching failed or timed out: local options stand, and the next open tries again. */
  | { status: 'failed' }
  /** `originAllowed`: this page's origin is in the config's allowed origins (or the config lists none). */
  | { status: 'loaded'; features: RemoteFeatures; originAllowed: boolean }

/** Before any fetch. */
export const INITIAL_PROJECT_CONFIG: ProjectConfigState = { status: 'idle' }

/** The features in force: the host's, with a loaded config's over them. */
export function currentFeatures(local: ResolvedFeatures, state: ProjectConfigState): ResolvedFeatures {
  return state.status === 'loaded' ? withRemoteFeatures(local, state.features) : local
}

/** Whether a loaded config refused this page's origin (then the embedded wallet is not offered). */
export const originRefused = (state: ProjectConfigState): boolean => state.status === 'loaded' && !state.originAllowed
