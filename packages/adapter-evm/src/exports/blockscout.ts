// @latch/adapter-evm/blockscout: Blockscout's REST API v2 as readers a host can pass as `activity.source` or
// `tokens.source` / `nfts.source` (the adapter resolves `'blockscout'` and `{ blockscout: … }` to these itself).
export { blockscoutActivity, type BlockscoutActivityOptions } from '../blockscout/blockscoutActivity'
export { blockscoutHoldings } from '../blockscout/blockscoutHoldings'
export { BLOCKSCOUT_INSTANCES } from '../blockscout/blockscoutInstances'
