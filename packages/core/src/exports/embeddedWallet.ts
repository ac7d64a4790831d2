// The embedded wallet's errors (spec §8) and constants, on their own entry: the flows that raise them
// load lazily, and an export from the main entry would pull them into every dapp's first bundle.
export {
  EmailDependencyLoadError,
  EmbeddedWalletLoadError,
  EmbeddedWalletTimeoutError,
  EmailRateLimitError,
  FrameError,
  FrameIframeNotSetError,
  FrameParentNotSetError,
  RequestAbortedError,
  PopupBlockedError,
  RpcMethodNotAllowedError,
  SocialLoginCancelledError,
  SomethingWentWrongError,
} from '../errors/frame'
export { InvalidInputError } from '../errors/input'
export { AUTH_CONNECTOR_ID } from '../embeddedWallet/constants'
export type { EmbeddedWalletActions, EmbeddedWalletState } from '../types/client'
