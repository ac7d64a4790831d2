export { startLocalSolana, type StartLocalSolanaParameters, type StartLocalSolanaReturnType } from '../server'
export { testKeypair, testMint, TEST_SEED, type LocalSolanaAccount, type LocalSolanaMint } from '../genesis'
export { LocalChain, type LocalChainOptions, type ProcessedTransaction } from '../chain'
export { RpcError, ErrorCode } from '../errors'
