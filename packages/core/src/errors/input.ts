import type { ChainNamespace } from '../types/chain'
import { LatchError } from './base'
import { familyName } from '../constants'

/** A value the user or the dapp passed fails its rule (spec §5): an e-mail, a code, a batch of calls. */
export class InvalidInputError extends LatchError {
  override name = 'InvalidInputError'
  readonly field: string
  constructor({ field, message, cause }: { field: string; message: string; cause?: unknown }) {
    super({ code: 'INVALID_INPUT', shortMessage: message, longMessage: `${field}: ${message}`, cause })
    this.field = field
  }
}

/** An address that breaks its namespace's rule (spec §5), as an adapter refuses it before the wallet sees it. */
export class InvalidAddressError extends LatchError {
  override name = 'InvalidAddressError'
  readonly namespace: ChainNamespace
  readonly address: string
  constructor({ namespace, address, rule }: { namespace: ChainNamespace; address: string; rule: string }) {
    super({ code: 'INVALID_ADDRESS', shortMessage: 'Invalid address', longMessage: `"${address}" is not a ${familyName(namespace)} address (${rule}).` })
    this.namespace = namespace
    this.address = address
  }
}
