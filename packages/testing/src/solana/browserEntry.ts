/**
 * The prebuilt browser bundle (dist/solana-wallet.iife.js). Injected with `page.addInitScript`, it reads its
 * options from `window.__latchTestSolanaWalletOptions`, registers the wallet and exposes it, control included,
 * as `window.__latchTestSolanaWallet`. Without options it only exposes the kit, `window.__latchTestKit`.
 */
import { registerTestSolanaWallet } from './register'
import { type CreateTestSolanaWalletParameters, createTestSolanaWallet, type TestSolanaWallet } from './wallet'

type Globals = {
  __latchTestSolanaWalletOptions?: CreateTestSolanaWalletParameters
  __latchTestSolanaWallet?: TestSolanaWallet
  __latchTestKit?: { createTestSolanaWallet: typeof createTestSolanaWallet; registerTestSolanaWallet: typeof registerTestSolanaWallet }
}

const globals = globalThis as typeof globalThis & Globals
globals.__latchTestKit = { createTestSolanaWallet, registerTestSolanaWallet }
const options = globals.__latchTestSolanaWalletOptions
if (options && !globals.__latchTestSolanaWallet) globals.__latchTestSolanaWallet = registerTestSolanaWallet(options)
