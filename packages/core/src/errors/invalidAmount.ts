import { LatchError } from './base'

/** An amount that is not a plain decimal, or has more decimals than its asset (spec §5): never rounded. */
export class InvalidAmountError extends LatchError {
  override name = 'InvalidAmountError'
  readonly value: string
  constructor({ value, decimals, reason }: { value: string; decimals: number; reason: 'malformed' | 'too-precise' }) {
    super({ code: 'INVALID_AMOUNT', shortMessage: 'Invalid amount', longMessage: reason === 'malformed' ? `"${value}" is not a decimal number.` : `"${value}" has more than ${decimals} decimal places.` })
    this.value = value
  }
}
