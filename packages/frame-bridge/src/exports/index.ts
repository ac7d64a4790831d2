// App side of the frame protocol, plus the protocol itself (names, schemas, errors, constants).
export { createFrameClient } from '../client/createFrameClient'
export type { FrameClient, FrameClientOptions, FrameElement, MessageWindow, RequestOptions } from '../client/types'
export * from '../constants'
export * from '../errors'
export { frameUrl, type FrameUrlParameters } from '../frameUrl'
export { isAllowedOrigin, isOriginPattern } from '../origins'
export {
  type AppMessage,
  type FrameMessage,
  appMessage,
  errorMessage,
  invalidAppConfigurationMessage,
  parseAppMessage,
  parseFrameMessage,
  readyMessage,
  sessionUpdateMessage,
  successMessage,
} from '../protocol/envelope'
export { isJsonValue, MAX_JSON_DEPTH, MAX_JSON_NODES } from '../protocol/json'
export {
  FRAME_REQUEST_NAMES,
  FRAME_REQUESTS,
  type FrameRequestInput,
  type FrameRequestName,
  type FrameRequestOutput,
  requestTimeoutMs,
} from '../protocol/requests'
export { classifyRpcMethod, type RpcMethodClass, SAFE_RPC_METHODS, type SafeRpcMethod, UNSAFE_RPC_METHODS, type UnsafeRpcMethod } from '../protocol/rpcMethods'
