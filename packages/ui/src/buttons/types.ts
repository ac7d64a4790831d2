import type { FocusEventHandler, MouseEventHandler, PointerEventHandler } from 'react'
import type { ThemeMode } from '@latch/core'

/** What every header button accepts besides its content. */
export interface HeaderButtonProps {
  disabled?: boolean
  onClick?: MouseEventHandler<HTMLButtonElement>
  /** Warm-up hints: the binding starts loading the modal before the click. */
  onPointerEnter?: PointerEventHandler<HTMLButtonElement>
  onFocus?: FocusEventHandler<HTMLButtonElement>
  themeMode?: ThemeMode
  /** The language of the button's words, when the binding put them in one (WCAG 3.1.2, language of parts). */
  lang?: string
}
