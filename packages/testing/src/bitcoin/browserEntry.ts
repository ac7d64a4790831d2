/**
 * The prebuilt browser bundle (dist/bitcoin-wallet.iife.js). Injected with `page.addInitScript`, it reads its options
 * from `window.__latchTestBitcoinWalletOptions`, registers the wallet (Wallet Standard, `window.btc_providers` and the
 * provider path) before the page's scripts run, and exposes it, control included, as `window.__latchTestBitcoinWallet`.
 * Without options it only exposes the kit, `window.__latchTestBitcoinKit`.
 */
import { registerTestBitcoinWallet } from './register'
import { type CreateTestBitcoinWalletParameters, createTestBitcoinWallet, type TestBitcoinWallet } from './wallet'

type Globals = {
  __latchTestBitcoinWalletOptions?: CreateTestBitcoinWalletParameters
  __latchTestBitcoinWallet?: TestBitcoinWallet
  __latchTestBitcoinKit?: { createTestBitcoinWallet: typeof createTestBitcoinWallet; registerTestBitcoinWallet: typeof registerTestBitcoinWallet }
}

const globals = globalThis as typeof globalThis & Globals
globals.__latchTestBitcoinKit = { createTestBitcoinWallet, registerTestBitcoinWallet }
const options = globals.__latchTestBitcoinWalletOptions
if (options && !globals.__latchTestBitcoinWallet) globals.__latchTestBitcoinWallet = registerTestBitcoinWallet(options)
