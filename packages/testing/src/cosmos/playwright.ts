import type { Page } from 'playwright-core'
import { injectWalletBundle } from '../shared/injectWalletBundle'
import { type ApprovalHandle, pageControl } from '../shared/pageControl'
import type { TestCosmosChainInfo } from './chains'
import type { TestCosmosWalletRequest } from './policy'
import type { RegisterTestCosmosWalletOptions } from './register'
import type { CreateTestCosmosWalletParameters } from './wallet'

/** The options that cross into the page: everything but functions and storage, plus where and when to inject. */
export type InstallTestCosmosWalletParameters = Omit<CreateTestCosmosWalletParameters, 'onRequest' | 'storage'> &
  RegisterTestCosmosWalletOptions & {
    /** The bundle's source. Defaults to the prebuilt `dist/cosmos-wallet.iife.js`. */
    bundle?: string
  }

/** Drives `window.__latchTestCosmosWallet.control` in the page; every call is one `page.evaluate`. */
export type TestCosmosWalletHandle = ApprovalHandle<TestCosmosWalletRequest> & {
  enabledChains(): Promise<string[]>
  knownChains(): Promise<TestCosmosChainInfo[]>
  /** The current account's address on `chainId`. */
  address(chainId: string): Promise<string>
  accountIndex(): Promise<number>
  /** The user picks another account: the page gets `keplr_keystorechange`. */
  switchAccount(index: number): Promise<void>
  /** The user removes the page's permission for `chainIds`, or for every chain. */
  disconnect(chainIds?: readonly string[]): Promise<void>
}

/**
 * Injects the test Cosmos wallet into every document `page` loads (before the app's scripts) and returns a handle
 * that approves, rejects and inspects its requests from the test.
 */
export async function installTestCosmosWallet(page: Page, parameters: InstallTestCosmosWalletParameters = {}): Promise<TestCosmosWalletHandle> {
  const { bundle, ...options } = parameters
  await injectWalletBundle(page, { optionsGlobal: '__latchTestCosmosWalletOptions', options, bundle, prebuilt: 'cosmos-wallet.iife.js' })

  const { call, approvals } = pageControl<TestCosmosWalletRequest>(page, { global: '__latchTestCosmosWallet', label: 'Cosmos wallet' })

  return {
    ...approvals,
    enabledChains: () => call('enabledChains'),
    knownChains: () => call('knownChains'),
    address: (chainId) => call('address', chainId),
    accountIndex: () => call('accountIndex'),
    switchAccount: (index) => call('switchAccount', index),
    disconnect: (chainIds) => (chainIds === undefined ? call('disconnect') : call('disconnect', chainIds)),
  }
}
