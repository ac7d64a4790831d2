import type { Page } from 'playwright-core'
import { type CreateTestEvmWalletParameters, injectTestEvmWallet, type TestEvmWallet } from './headless'

export type InstallTestEvmWalletParameters = CreateTestEvmWalletParameters

/**
 * Injects a headless EIP-1193 wallet into every document `page` loads (before the app's scripts): it is
 * `window.ethereum` and announces itself over EIP-6963. The wallet's side stays in the test process: the returned
 * wallet holds the keys, and `approve` / `decline` from `@latch/testing/evm-wallet` answer the page's requests.
 */
export function installTestEvmWallet(page: Page, parameters: InstallTestEvmWalletParameters): Promise<TestEvmWallet> {
  return injectTestEvmWallet(page, parameters)
}
