/**
 * The project's remote config as this instance last fetched it (spec §7). Kept here, not in state/atoms, so the
 * features the snapshot reads can follow it after the modal has opened.
 */
import { atom } from 'jotai/vanilla'
import type { RemoteFeatures, ResolvedFeatures } from '../types/options'
import { withRemoteFeatures } from '../options/remoteFeatures'

export type ProjectConfigState =
  | { status: 'idle' }
  | { status: 'loading' }
  /** Fetching failed or timed out: local options stand, and the next open tries again. */
  | { status: 'failed' }
  /** `originAllowed`: this page's origin is in the config's allowed origins (or the config lists none). */
  | { status: 'loaded'; features: RemoteFeatures; originAllowed: boolean }

export const projectConfigAtom = atom<ProjectConfigState>({ status: 'idle' })
projectConfigAtom.debugLabel = 'projectConfig'

/** The features in force: the host's, with a loaded config's over them. */
export function currentFeatures(local: ResolvedFeatures, state: ProjectConfigState): ResolvedFeatures {
  return state.status === 'loaded' ? withRemoteFeatures(local, state.features) : local
}

/** Whether a loaded config refused this page's origin (then the embedded wallet is not offered). */
export const originRefused = (state: ProjectConfigState): boolean => state.status === 'loaded' && !state.originAllowed
