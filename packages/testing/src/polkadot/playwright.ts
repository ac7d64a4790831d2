import type { Page } from 'playwright-core'
import { injectWalletBundle } from '../shared/injectWalletBundle'
import { type ApprovalHandle, pageControl } from '../shared/pageControl'
import type { CreateTestPolkadotExtensionParameters } from './extension'
import type { TestExtensionRequest } from './policy'

/** The options that cross into the page: everything but `onRequest` (a function cannot). */
export type InstallTestPolkadotExtensionParameters = Omit<CreateTestPolkadotExtensionParameters, 'onRequest'> & {
  /** The bundle's source. Defaults to the prebuilt `dist/polkadot-wallet.iife.js`. */
  bundle?: string
}

/** Drives the page's test extension (`window.__latchTestPolkadotExtension`); every call is one `page.evaluate`. */
export type TestPolkadotExtensionHandle = ApprovalHandle<TestExtensionRequest> & {
  prompts(): Promise<number>
  isAuthorized(origin?: string): Promise<boolean>
  revoke(origin?: string): Promise<void>
  forget(origin?: string): Promise<void>
  addresses(): Promise<string[]>
  setAccounts(addresses: readonly string[]): Promise<void>
}

/**
 * Injects the test extension into every document `page` loads (before the app's scripts) and returns a handle
 * that approves, rejects and inspects its requests from the test.
 */
export async function installTestPolkadotExtension(page: Page, parameters: InstallTestPolkadotExtensionParameters = {}): Promise<TestPolkadotExtensionHandle> {
  const { bundle, ...options } = parameters
  await injectWalletBundle(page, { optionsGlobal: '__latchTestPolkadotExtensionOptions', options, bundle, prebuilt: 'polkadot-wallet.iife.js' })

  const { call, approvals } = pageControl<TestExtensionRequest>(page, { global: '__latchTestPolkadotExtension', readyGlobal: '__latchTestPolkadotExtensionReady', label: 'Polkadot extension' })

  return {
    ...approvals,
    prompts: () => call('prompts'),
    isAuthorized: (origin) => (origin === undefined ? call('isAuthorized') : call('isAuthorized', origin)),
    revoke: (origin) => (origin === undefined ? call('revoke') : call('revoke', origin)),
    forget: (origin) => (origin === undefined ? call('forget') : call('forget', origin)),
    addresses: () => call('addresses'),
    setAccounts: (addresses) => call('setAccounts', [...addresses]),
  }
}
