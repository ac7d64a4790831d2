/**
 * The project's remote config as this instance last fetched it (spec §7). Kept here, not in state/atoms, so the
 * features the snapshot reads can follow it after the modal has opened.
 */
import { atom } from 'jotai/vanilla'
import { INITIAL_PROJECT_CONFIG, type ProjectConfigState } from './projectConfig'

export const projectConfigAtom = atom<ProjectConfigState>(INITIAL_PROJECT_CONFIG)
projectConfigAtom.debugLabel = 'projectConfig'
