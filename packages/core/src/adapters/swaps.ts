/**
 * The `swaps` capability: what a swap asks of a chain family once a `SwapSource` has priced it (issue #17). Core
 * keeps the order (allowance → approve → swap → receipt) and the states the view shows; the adapter knows what an
 * allowance is on its chain, how to send a call, whether the wallet takes several calls at once (EIP-5792
 * `wallet_sendCalls` on eip155) and why a call reverted.
 */
import type { CaipAssetId, CaipNetworkId } from '../types/chain'

export interface SwapCallParameters {
  /** The account, in the namespace's own format. */
  address: string
  caipNetworkId: CaipNetworkId
}

/**
 * A sent call's end, as its receipt tells. `reason`: the revert's message where the chain gives one; `slippage`: it
 * says the trade paid out less than its minimum (the price moved), which the Swap view explains as such.
 */
export interface SwapReceipt {
  status: 'success' | 'reverted'
  reason?: string
  slippage?: boolean
}

export interface ChainSwaps {
  /** The chain's native currency as a CAIP-19 asset (`eip155:1/slip44:60`): a swap's token that needs no allowance. */
  nativeAsset(caipNetworkId: CaipNetworkId): Promise<CaipAssetId>
  /** How much of `asset` `spender` may move for the account, in the smallest unit. */
  allowance(params: SwapCallParameters & { asset: CaipAssetId; spender: string }): Promise<bigint>
  /** The call that allows `spender` exactly `amount` of `asset`, in the namespace's transaction shape (async: it loads with the rest). */
  approvalCall(params: SwapCallParameters & { asset: CaipAssetId; spender: string; amount: bigint }): Promise<unknown>
  /** The wallet takes several calls as one atomic batch (EIP-5792 `atomic` capability). */
  canBatch(params: SwapCallParameters): Promise<boolean>
  /**
   * Sends the calls: one call to the wallet as a transaction, several as one batch (only after `canBatch`). Resolves
   * with the id of what the wallet sent (a hash; a batch's id) once the wallet accepted it. A price that moved past
   * the slippage shows as `SwapSlippageError` where the wallet's estimate already reverts.
   */
  send(params: SwapCallParameters & { calls: readonly unknown[] }): Promise<string>
  /** Waits until the chain has the call (or batch) `id` and says how it ended; stops (rejects) when `signal` aborts. */
  waitFor(params: SwapCallParameters & { id: string; signal?: AbortSignal }): Promise<SwapReceipt>
}
