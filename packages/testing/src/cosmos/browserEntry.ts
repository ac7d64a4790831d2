/**
 * The prebuilt browser bundle (dist/cosmos-wallet.iife.js). Injected with `page.addInitScript`, it reads its options
 * from `window.__latchTestCosmosWalletOptions`, installs the wallet (at `window.keplr` unless `global` says otherwise,
 * after `injectAfterMs` if given) and exposes it, control included, as `window.__latchTestCosmosWallet` at once.
 * Without options it only exposes the kit, `window.__latchTestCosmosKit`.
 */
import { bootFromPageOptions } from '../shared/pageBoot'
import { type RegisterTestCosmosWalletOptions, registerTestCosmosWallet } from './register'
import { type CreateTestCosmosWalletParameters, createTestCosmosWallet } from './wallet'

bootFromPageOptions<CreateTestCosmosWalletParameters & RegisterTestCosmosWalletOptions>(
  { options: '__latchTestCosmosWalletOptions', wallet: '__latchTestCosmosWallet', kit: '__latchTestCosmosKit' },
  { createTestCosmosWallet, registerTestCosmosWallet },
  ({ global, injectAfterMs, ...parameters }) => registerTestCosmosWallet(window, createTestCosmosWallet(parameters), { global, injectAfterMs }),
)
