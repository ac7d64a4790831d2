/** The native (fee) denom: micro-LATCH, 6 decimals as most Cosmos chains' staking tokens. */
export const DENOM = 'ulatch'
export const DISPLAY_DENOM = 'LATCH'
export const DECIMALS = 6
/** A second denom so wallets and apps see more than one balance. */
export const SECOND_DENOM = 'uother'
/** The validators' minimum gas price: a fee must be at least `ceil(gas limit × 0.025)` ulatch. */
export const GAS_PRICE = `0.025${DENOM}`
export const DEFAULT_CHAIN_ID = 'latch-local-1'
export const DEFAULT_PREFIX = 'cosmos'
/** CometBFT's default RPC port, so tools set up for a local node find this one. */
export const DEFAULT_PORT = 26657
/** The SDK's default `MaxMemoCharacters` (compared with the memo's length in bytes, as Go's `len`). */
export const MAX_MEMO_BYTES = 256

/** `ceil(gasLimit × 0.025)`, the least fee in ulatch the chain takes, as the SDK rounds a required fee up. */
export function requiredFee(gasLimit: bigint): bigint {
  return (gasLimit * 25n + 999n) / 1000n
}
