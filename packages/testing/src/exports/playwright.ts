export { installTestSolanaWallet, type InstallTestSolanaWalletParameters, type TestSolanaWalletHandle } from '../solana/playwright'
