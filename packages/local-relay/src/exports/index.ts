// Public API of @latch/local-relay: a WalletConnect v2 relay for loopback (development and tests).
export { isLoopbackOrigin, startRelay } from '../relay'
export type { RelayHandle, RelayOptions } from '../relay'
