// Public API of @latch/adapter-cosmos. The list is pinned by index.test.ts.
export { CosmosAdapter } from '../cosmosAdapter'
export { CHAIN_CONFIGS, celestia, cosmoshub, dydx, injective, osmosis } from '../networks'
export { formatUnits, InvalidAmountError, parseUnits } from '@latch/core'
export type { CosmosAdapterOptions, CosmosChainConfig } from '../types'
export type { CosmosProvider } from '../provider'
export type { CosmosReads, CosmosTransferRequest, CosmosTransfers } from '../capabilities'
export type { KeplrKey, KeplrLike, StdSignatureLike } from '../wallet/types'
