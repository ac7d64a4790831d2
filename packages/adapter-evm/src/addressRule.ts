import { isEvmAddress } from '@latch/core'
import { InvalidAddressError } from '@latch/core/errors'

/** The eip155 address rule of spec §5, as a typed error naming it. */
export function requireEvmAddress(address: string): void {
  if (!isEvmAddress(address)) throw new InvalidAddressError({ namespace: 'eip155', address, rule: '40 hex digits, optional 0x prefix' })
}
