export {
  createTestEvmWallet,
  approve,
  decline,
  recordWalletCalls,
  Web3RequestKind,
  type CreateTestEvmWalletParameters,
  type TestEvmWallet,
  type TestEvmChain,
  type TestEvmRequest,
} from '../evm/headless'
export { ANVIL_MNEMONIC, ANVIL_KEYS, ANVIL_ADDRESSES } from '../evm/anvilAccounts'
