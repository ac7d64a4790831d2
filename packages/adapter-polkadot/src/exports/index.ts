// Public API of @latch/adapter-polkadot. The list is pinned by index.test.ts.
export { PolkadotAdapter } from '../polkadotAdapter'
export { kusama, kusamaAssetHub, paseo, polkadot, polkadotAssetHub, westend, GENERIC_SS58_PREFIX, SS58_PREFIXES } from '../networks'
export { formatUnits, InvalidAmountError, parseUnits } from '@latch/core'
export type { PolkadotAdapterOptions, PolkadotProvider } from '../types'
export type { PolkadotBalances } from '../reads/readBalance'
