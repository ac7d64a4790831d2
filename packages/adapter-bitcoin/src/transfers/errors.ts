/**
 * Why a Bitcoin send is refused before anything is signed or broadcast. Only the lazily loaded transfer code throws
 * these, so they stay out of the first bundle (they extend core's LatchError, already there).
 */
import { LatchError } from '@latch/core'

/** The amount is below what the receiver's output type may carry (bitcoind's dust rule): no node would relay it. */
export class AmountBelowDustError extends LatchError {
  override name = 'AmountBelowDustError'
  /** Said on the Send form's amount field (core's TRANSFER_REFUSED). */
  readonly sendField = 'amount'
  readonly minimum: bigint
  constructor({ amount, minimum }: { amount: bigint; minimum: bigint }) {
    super({ code: 'BITCOIN_AMOUNT_BELOW_DUST', shortMessage: 'Amount too small', longMessage: `${amount} sat is below the ${minimum} sat this address type may receive (dust).` })
    this.minimum = minimum
  }
}

/** The payment address's coins do not cover amount and fee. */
export class InsufficientFundsError extends LatchError {
  override name = 'InsufficientFundsError'
  /** Said on the Send form's amount field (core's TRANSFER_REFUSED). */
  readonly sendField = 'amount'
  constructor({ needed, available }: { needed: bigint; available: bigint }) {
    super({ code: 'BITCOIN_INSUFFICIENT_FUNDS', shortMessage: 'Insufficient funds', longMessage: `The send needs ${needed} sat with its fee; the payment address holds ${available} sat.` })
  }
}

/** A fee rate over the adapter's cap (`maxFeeRate`): a typo or a broken estimate, never paid. */
export class FeeRateTooHighError extends LatchError {
  override name = 'FeeRateTooHighError'
  /** Said on the Send form's amount field (core's TRANSFER_REFUSED). */
  readonly sendField = 'amount'
  constructor({ feeRate, maxFeeRate }: { feeRate: number; maxFeeRate: number }) {
    super({ code: 'BITCOIN_FEE_TOO_HIGH', shortMessage: 'Fee too high', longMessage: `A fee rate of ${feeRate} sat/vB is above the ${maxFeeRate} sat/vB this app allows.` })
  }
}

/** The wallet returned a transaction that pays differently than the one it was asked to sign. */
export class TransactionAlteredError extends LatchError {
  override name = 'TransactionAlteredError'
  constructor() {
    super({ code: 'BITCOIN_TRANSACTION_ALTERED', shortMessage: 'Transaction changed', longMessage: 'The wallet changed the outputs or inputs of the transaction it was asked to sign; it was not sent.' })
  }
}
