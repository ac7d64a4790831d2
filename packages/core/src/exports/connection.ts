// @latch/core/connection: the base of the connection code an adapter loads on first use (LazyAdapter's
// `loadConnection`). Its own entry, not the root's, so a dapp's bundler leaves it out of the first bundle.
export { WalletConnection } from '../adapters/kit/walletConnection'
