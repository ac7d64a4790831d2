import { shortAddress } from '../utils/format'
import { HeaderButton } from './HeaderButton'
import type { HeaderButtonProps } from './types'

export interface AccountButtonProps extends HeaderButtonProps {
  address: string
  /** Already formatted, e.g. "1.25 ETH"; omitted when unknown or hidden. */
  balance?: string
  /** An identity name shown instead of the address, when the account has one. */
  name?: string
}

export function AccountButton({ address, balance, name, ...props }: AccountButtonProps) {
  return (
    // Named by what it shows (WCAG 2.5.3, label in name: a voice user says what they see); the full address is its description.
    <HeaderButton testId="latch-account-button" title={address} {...props}>
      {balance && (
        <>
          <span className="latch-dim">{balance}</span>{' '}
        </>
      )}
      <span>{name ?? shortAddress(address)}</span>
    </HeaderButton>
  )
}
