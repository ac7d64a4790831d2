/**
 * What SYNC_THEME sends (spec §3 "Theme sync"): the mode, the host's own variables, and the variables the modal
 * actually renders with — the host's over spec §9's defaults — so the frame's screens match the modal even where
 * the host set nothing.
 */
import { BORDER_RADIUS_MASTER_PX, FONT_SIZE_MASTER_PX, MODAL_WIDTH_PX, MODAL_Z_INDEX } from '../constants'
import type { ThemeState } from '../types/theme'

type Variables = Record<string, string | number>

const plain = (variables: object): Variables =>
  Object.fromEntries(Object.entries(variables).filter(([, value]) => typeof value === 'string' || typeof value === 'number')) as Variables

export function themeSyncPayload({ themeMode, themeVariables }: ThemeState): { themeMode: ThemeState['themeMode']; themeVariables: Variables; w3mThemeVariables: Variables } {
  const own = plain(themeVariables)
  return {
    themeMode,
    themeVariables: own,
    w3mThemeVariables: {
      '--w3m-font-size-master': `${FONT_SIZE_MASTER_PX}px`,
      '--w3m-border-radius-master': `${BORDER_RADIUS_MASTER_PX}px`,
      '--w3m-z-index': MODAL_Z_INDEX,
      '--w3m-modal-width': `${MODAL_WIDTH_PX}px`,
      ...own,
    },
  }
}
