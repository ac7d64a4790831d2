/**
 * The prebuilt browser bundle (dist/solana-wallet.iife.js). Injected with `page.addInitScript`, it reads its
 * options from `window.__latchTestSolanaWalletOptions`, registers the wallet and exposes it, control included,
 * as `window.__latchTestSolanaWallet`. Without options it only exposes the kit, `window.__latchTestKit`.
 */
import { bootFromPageOptions } from '../shared/pageBoot'
import { registerTestSolanaWallet } from './register'
import { type CreateTestSolanaWalletParameters, createTestSolanaWallet } from './wallet'

bootFromPageOptions<CreateTestSolanaWalletParameters>(
  { options: '__latchTestSolanaWalletOptions', wallet: '__latchTestSolanaWallet', kit: '__latchTestKit' },
  { createTestSolanaWallet, registerTestSolanaWallet },
  registerTestSolanaWallet,
)
