import type { ButtonHTMLAttributes } from 'react'
import { buttonStyles } from '../styles/buttonStyles'
import { useStyles } from '../styles/useStyles'
import type { HeaderButtonProps } from './types'

/** The shell all three header buttons share: themed, styled under a strict CSP, with a test id. */
export function HeaderButton({
  testId,
  themeMode = 'light',
  variant,
  ...rest
}: HeaderButtonProps & Omit<ButtonHTMLAttributes<HTMLButtonElement>, keyof HeaderButtonProps> & { testId: string; variant?: 'primary' }) {
  useStyles('latch-buttons', buttonStyles)
  return <button type="button" className="latch-theme latch-hbtn" data-theme={themeMode} data-variant={variant} data-testid={testId} {...rest} />
}
