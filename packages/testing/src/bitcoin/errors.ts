/**
 * The JSON-RPC error codes a WBIP004 provider answers with (sats-connect's `RpcErrorCode`): a refusal by the user is
 * -32000, not EIP-1193's 4001.
 */
export const BitcoinRpcErrorCode = {
  INVALID_REQUEST: -32600,
  METHOD_NOT_FOUND: -32601,
  INVALID_PARAMS: -32602,
  INTERNAL_ERROR: -32603,
  USER_REJECTION: -32000,
  METHOD_NOT_SUPPORTED: -32001,
  ACCESS_DENIED: -32002,
} as const

/**
 * What the wallet's Wallet Standard features throw when its user says no: EIP-1193's 4001 `code`, which Bitcoin
 * Wallet Standard wallets reuse, and `rpcCode` -32000, the same refusal as the WBIP004 provider reports it.
 */
export class UserRejectedRequestError extends Error {
  override name = 'UserRejectedRequestError'
  readonly code = 4001
  readonly rpcCode = BitcoinRpcErrorCode.USER_REJECTION
  readonly method: string
  constructor(method: string) {
    super('User rejected the request.')
    this.method = method
  }
}

/** A request the wallet cannot answer: unknown address or network, malformed PSBT, an input it does not own. */
export class TestBitcoinWalletError extends Error {
  override name = 'TestBitcoinWalletError'
  /** The JSON-RPC code the WBIP004 provider reports it with. */
  readonly rpcCode: number
  constructor(message: string, options: { rpcCode?: number; cause?: unknown } = {}) {
    super(message, { cause: options.cause })
    this.rpcCode = options.rpcCode ?? BitcoinRpcErrorCode.INVALID_PARAMS
  }
}
