/**
 * The RPC methods an embedded wallet accepts (spec §6–§7). Safe ones are read-only (plus sending an
 * already signed transaction) and run without asking the user; unsafe ones sign, send or grant and need
 * the user's approval. A method on neither list does not exist as far as the frame is concerned. Both the
 * app (core's RPC policy) and the frame (its host) check against these lists.
 */
export const SAFE_RPC_METHODS = [
  'eth_accounts',
  'eth_blockNumber',
  'eth_call',
  'eth_chainId',
  'eth_estimateGas',
  'eth_feeHistory',
  'eth_gasPrice',
  'eth_getBalance',
  'eth_getBlockByHash',
  'eth_getBlockByNumber',
  'eth_getBlockTransactionCountByHash',
  'eth_getBlockTransactionCountByNumber',
  'eth_getCode',
  'eth_getFilterChanges',
  'eth_getFilterLogs',
  'eth_getLogs',
  'eth_getProof',
  'eth_getStorageAt',
  'eth_getTransactionByBlockHashAndIndex',
  'eth_getTransactionByBlockNumberAndIndex',
  'eth_getTransactionByHash',
  'eth_getTransactionCount',
  'eth_getTransactionReceipt',
  'eth_getUncleCountByBlockHash',
  'eth_getUncleCountByBlockNumber',
  'eth_maxPriorityFeePerGas',
  'eth_newBlockFilter',
  'eth_newFilter',
  'eth_newPendingTransactionFilter',
  'eth_sendRawTransaction',
  'eth_syncing',
  'eth_uninstallFilter',
  'wallet_getCallsStatus',
  'wallet_getCapabilities',
  'wallet_getAssets',
] as const

export const UNSAFE_RPC_METHODS = [
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAllTransactions',
  'solana_signAndSendTransaction',
  'wallet_sendCalls',
  'wallet_grantPermissions',
  'wallet_revokePermissions',
] as const

export type SafeRpcMethod = (typeof SAFE_RPC_METHODS)[number]
export type UnsafeRpcMethod = (typeof UNSAFE_RPC_METHODS)[number]
export type RpcMethodClass = 'safe' | 'unsafe' | 'disallowed'

const safe: ReadonlySet<string> = new Set(SAFE_RPC_METHODS)
const unsafe: ReadonlySet<string> = new Set(UNSAFE_RPC_METHODS)

export function classifyRpcMethod(method: string): RpcMethodClass {
  if (safe.has(method)) return 'safe'
  if (unsafe.has(method)) return 'unsafe'
  return 'disallowed'
}
