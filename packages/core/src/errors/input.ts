import { LatchError } from './base'

/** A value the user or the dapp passed fails its rule (spec §5): an e-mail, a code, a batch of calls. */
export class InvalidInputError extends LatchError {
  override name = 'InvalidInputError'
  readonly field: string
  constructor({ field, message, cause }: { field: string; message: string; cause?: unknown }) {
    super({ code: 'INVALID_INPUT', shortMessage: message, longMessage: `${field}: ${message}`, cause })
    this.field = field
  }
}
