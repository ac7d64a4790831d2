/** bitcoind's RPC error codes for a refused transaction (`src/rpc/protocol.h`). */
export const RpcCode = {
  deserialization: -22,
  verify: -25,
  verifyRejected: -26,
  alreadyInChain: -27,
} as const

/**
 * A transaction the chain refuses. `reason` is bitcoind's reject reason (`dust`, `txn-mempool-conflict`, …), stable
 * for callers to match on; `message` adds bitcoind's detail after it, as `sendrawtransaction` does.
 */
export class RejectError extends Error {
  override name = 'RejectError'
  constructor(
    readonly reason: string,
    detail?: string,
    readonly rpcCode: number = RpcCode.verifyRejected,
  ) {
    super(detail ? `${reason}${detail.startsWith('(') ? ' ' : ', '}${detail}` : reason)
  }

  /** The body Esplora (electrs) answers with HTTP 400 when bitcoind refuses a broadcast. */
  esploraText(): string {
    return `sendrawtransaction RPC error: ${JSON.stringify({ code: this.rpcCode, message: this.message })}`
  }
}

/** A script check failed: consensus would refuse the block, so bitcoind says "mandatory". */
export function scriptFailure(detail: string): RejectError {
  return new RejectError('mandatory-script-verify-flag-failed', `(${detail})`)
}

/** A check of bitcoind's policy, not of consensus, failed: another node could still mine the transaction. */
export function policyFailure(detail: string): RejectError {
  return new RejectError('non-mandatory-script-verify-flag', `(${detail})`)
}

/** The input spends an output type this chain does not verify (see the README). */
export function nonStandardInput(detail: string): RejectError {
  return new RejectError('bad-txns-nonstandard-inputs', detail)
}
