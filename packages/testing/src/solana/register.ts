import { registerWallet } from '@wallet-standard/wallet'
import { type CreateTestSolanaWalletParameters, createTestSolanaWallet, type TestSolanaWallet } from './wallet'

/**
 * Creates the test wallet and announces it through the Wallet Standard (`registerWallet`), so an app's
 * `getWallets()` finds it whether the app loaded before or after (the register / app-ready event handshake).
 */
export function registerTestSolanaWallet(parameters: CreateTestSolanaWalletParameters = {}): TestSolanaWallet {
  const wallet = createTestSolanaWallet(parameters)
  registerWallet(wallet)
  return wallet
}
