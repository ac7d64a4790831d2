import { buttonStyles } from '../styles/buttonStyles'
import { useStyles } from '../styles/useStyles'
import { shortAddress } from '../utils/format'
import type { HeaderButtonProps } from './types'

export interface AccountButtonProps extends HeaderButtonProps {
  address: string
  /** Already formatted, e.g. "1.25 ETH"; omitted when unknown or hidden. */
  balance?: string
  /** An identity name shown instead of the address, when the account has one. */
  name?: string
}

export function AccountButton({ address, balance, name, disabled, themeMode = 'light', ...handlers }: AccountButtonProps) {
  useStyles('latch-buttons', buttonStyles)
  return (
    <button
      type="button"
      className="latch-theme latch-hbtn"
      data-theme={themeMode}
      data-testid="latch-account-button"
      aria-label={`Account ${name ?? address}`}
      disabled={disabled}
      {...handlers}
    >
      {balance && <span className="latch-dim">{balance}</span>}
      <span>{name ?? shortAddress(address)}</span>
    </button>
  )
}
