// @latch/core/connectors: what the wallet lists need beyond the snapshot (a wallet of several namespaces shown once
// as MULTI_CHAIN). Its own entry so it loads with those views.
export { groupMultiChain } from '../connectors/multiChain'
