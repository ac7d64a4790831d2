import { HeaderButton } from './HeaderButton'
import type { HeaderButtonProps } from './types'

export interface ConnectButtonProps extends HeaderButtonProps {
  label: string
  /** Connecting or reconnecting: shows a spinner and sets aria-busy. */
  loading?: boolean
}

export function ConnectButton({ label, loading = false, ...props }: ConnectButtonProps) {
  return (
    <HeaderButton testId="latch-connect-button" variant="primary" aria-busy={loading || undefined} {...props}>
      {loading && <span className="latch-spin" aria-hidden="true" />}
      {label}
    </HeaderButton>
  )
}
