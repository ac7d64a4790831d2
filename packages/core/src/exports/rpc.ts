// @latch/core/rpc: the JSON-RPC transport adapters use for chain reads, its own entry so it loads
// only with the code that reads the chain.
export { createRpcTransport } from '../rpc/httpTransport'
export type { BatchResult, RpcTransport, RpcTransportOptions } from '../rpc/httpTransport'
export { RpcResponseError, RpcResponseTooLargeError, RpcUnreachableError } from '../rpc/errors'
// One transport per network per instance: what adapters hold, so endpoint health outlives a request.
export { createTransportPool } from '../rpc/transportPool'
export type { TransportPool } from '../rpc/transportPool'
export { RpcUnavailableError } from '../errors/rpcUnavailable'
// Contract reads are batched through Multicall3 in chunks of this many bytes of call data (spec §9).
export { MULTICALL_BATCH_BYTES } from '../constants'
// For the typed errors of lazily loaded chain readers: taken from here, their chunks never reach into the main
// entry (which would split the first bundle into more files).
export { LatchError } from '../errors/base'
export type { RpcCall } from '../rpc/jsonRpc'
export { createEndpointHealth } from '../rpc/health'
export type { EndpointHealth } from '../rpc/health'
