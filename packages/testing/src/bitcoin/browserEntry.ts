/**
 * The prebuilt browser bundle (dist/bitcoin-wallet.iife.js). Injected with `page.addInitScript`, it reads its options
 * from `window.__latchTestBitcoinWalletOptions`, registers the wallet (Wallet Standard, `window.btc_providers` and the
 * provider path) before the page's scripts run, and exposes it, control included, as `window.__latchTestBitcoinWallet`.
 * Without options it only exposes the kit, `window.__latchTestBitcoinKit`.
 */
import { bootFromPageOptions } from '../shared/pageBoot'
import { registerTestBitcoinWallet } from './register'
import { type CreateTestBitcoinWalletParameters, createTestBitcoinWallet } from './wallet'

bootFromPageOptions<CreateTestBitcoinWalletParameters>(
  { options: '__latchTestBitcoinWalletOptions', wallet: '__latchTestBitcoinWallet', kit: '__latchTestBitcoinKit' },
  { createTestBitcoinWallet, registerTestBitcoinWallet },
  registerTestBitcoinWallet,
)
