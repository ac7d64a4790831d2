/**
 * The prebuilt browser bundle (dist/cosmos-wallet.iife.js). Injected with `page.addInitScript`, it reads its options
 * from `window.__latchTestCosmosWalletOptions`, installs the wallet (at `window.keplr` unless `global` says otherwise,
 * after `injectAfterMs` if given) and exposes it, control included, as `window.__latchTestCosmosWallet` at once.
 * Without options it only exposes the kit, `window.__latchTestCosmosKit`.
 */
import { type RegisterTestCosmosWalletOptions, registerTestCosmosWallet } from './register'
import { type CreateTestCosmosWalletParameters, createTestCosmosWallet, type TestCosmosWallet } from './wallet'

type Globals = {
  __latchTestCosmosWalletOptions?: CreateTestCosmosWalletParameters & RegisterTestCosmosWalletOptions
  __latchTestCosmosWallet?: TestCosmosWallet
  __latchTestCosmosKit?: { createTestCosmosWallet: typeof createTestCosmosWallet; registerTestCosmosWallet: typeof registerTestCosmosWallet }
}

const globals = globalThis as typeof globalThis & Globals
globals.__latchTestCosmosKit = { createTestCosmosWallet, registerTestCosmosWallet }
const options = globals.__latchTestCosmosWalletOptions
if (options && !globals.__latchTestCosmosWallet) {
  const { global, injectAfterMs, ...parameters } = options
  globals.__latchTestCosmosWallet = registerTestCosmosWallet(window, createTestCosmosWallet(parameters), { global, injectAfterMs })
}
