export { installTestSolanaWallet, type InstallTestSolanaWalletParameters, type TestSolanaWalletHandle } from '../solana/playwright'
export { installTestEvmWallet, type InstallTestEvmWalletParameters } from '../evm/playwright'
