// Public API of @latch/local-cosmos.
export { startLocalCosmos, type StartLocalCosmosParameters, type StartLocalCosmosReturnType } from '../server'
export { LocalChain, GENESIS_BALANCES, type LocalChainOptions } from '../localChain'
export { testAccount, testMnemonic, ACCOUNT_NAMES, type LocalCosmosAccount } from '../accounts'
export { DEFAULT_CHAIN_ID, DEFAULT_PORT, DEFAULT_PREFIX, DENOM, DISPLAY_DENOM, DECIMALS, SECOND_DENOM, GAS_PRICE, MAX_MEMO_BYTES } from '../chain'
export { Ledger, type Account, type IndexedTx, type TxResult } from '../ledger'
export { TxError, SdkCode } from '../errors'
export { GAS } from '../gas'
export { COMET_VERSION } from '../cometJson'
