import { buttonStyles } from '../styles/buttonStyles'
import { useStyles } from '../styles/useStyles'
import type { HeaderButtonProps } from './types'

export interface ConnectButtonProps extends HeaderButtonProps {
  label: string
  /** Connecting or reconnecting: shows a spinner and sets aria-busy. */
  loading?: boolean
}

export function ConnectButton({ label, loading = false, disabled, themeMode = 'light', ...handlers }: ConnectButtonProps) {
  useStyles('latch-buttons', buttonStyles)
  return (
    <button
      type="button"
      className="latch-theme latch-hbtn"
      data-theme={themeMode}
      data-variant="primary"
      data-testid="latch-connect-button"
      aria-busy={loading || undefined}
      disabled={disabled}
      {...handlers}
    >
      {loading && <span className="latch-spin" aria-hidden="true" />}
      {label}
    </button>
  )
}
