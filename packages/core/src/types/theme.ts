/** Theme (spec §3 "Theme sync", §5 "Theme mode is light or dark", §9 sizes). */
export type ThemeMode = 'light' | 'dark'

/** CSS-variable overrides; names mirror @reown/appkit's `--w3m-*` variables. */
export interface ThemeVariables {
  '--w3m-font-family'?: string
  '--w3m-accent'?: string
  '--w3m-color-mix'?: string
  '--w3m-color-mix-strength'?: number
  /** Base font size. Defaults to `10px` (spec §9). */
  '--w3m-font-size-master'?: string
  /** Base border radius. Defaults to `4px` (spec §9). */
  '--w3m-border-radius-master'?: string
  /** Defaults to `999` (spec §9). */
  '--w3m-z-index'?: number
  /** Modal width. Defaults to `360px` (spec §9). */
  '--w3m-modal-width'?: string
  '--w3m-qr-color'?: string
}

export interface ThemeState {
  themeMode: ThemeMode
  themeVariables: ThemeVariables
}
