import type { Page } from 'playwright-core'
import { injectWalletBundle } from '../shared/injectWalletBundle'
import { type ApprovalHandle, pageControl } from '../shared/pageControl'
import { bytesToHex, type TestBitcoinAccountKeys, type TestBitcoinKey } from './keys'
import type { TestBitcoinNetwork } from './networks'
import type { TestBitcoinWalletRequest } from './policy'
import type { CreateTestBitcoinWalletParameters } from './wallet'

/** The options that cross into the page: everything but functions and storage; byte keys travel as hex. */
export type InstallTestBitcoinWalletParameters = Omit<CreateTestBitcoinWalletParameters, 'onRequest' | 'storage'> & {
  /** The bundle's source. Defaults to the prebuilt `dist/bitcoin-wallet.iife.js`. */
  bundle?: string
}

/** Drives `window.__latchTestBitcoinWallet.control` in the page; every call is one `page.evaluate`. */
export type TestBitcoinWalletHandle = ApprovalHandle<TestBitcoinWalletRequest> & {
  isAuthorized(): Promise<boolean>
  addresses(): Promise<{ payment: string; ordinals: string }>
  switchAccount(index: number): Promise<void>
  switchNetwork(network: TestBitcoinNetwork): Promise<void>
  disconnect(): Promise<void>
}

const portable = (key: TestBitcoinKey) => (typeof key === 'string' ? key : bytesToHex(key))
const portableAccount = (a: TestBitcoinAccountKeys) => ({ payment: portable(a.payment), ordinals: portable(a.ordinals) })

/**
 * Injects the test Bitcoin wallet into every document `page` loads (before the app's scripts) and returns a handle
 * that approves, rejects and inspects its requests from the test.
 */
export async function installTestBitcoinWallet(page: Page, parameters: InstallTestBitcoinWalletParameters = {}): Promise<TestBitcoinWalletHandle> {
  const { bundle, keys, accounts, ...rest } = parameters
  const options = { ...rest, ...(keys ? { keys: keys.map(portable) } : {}), ...(accounts ? { accounts: accounts.map(portableAccount) } : {}) }
  await injectWalletBundle(page, { optionsGlobal: '__latchTestBitcoinWalletOptions', options, bundle, prebuilt: 'bitcoin-wallet.iife.js' })

  const { call, approvals } = pageControl<TestBitcoinWalletRequest>(page, { global: '__latchTestBitcoinWallet', label: 'Bitcoin wallet' })

  return {
    ...approvals,
    isAuthorized: () => call('isAuthorized'),
    addresses: () => call('addresses'),
    switchAccount: (index) => call('switchAccount', index),
    switchNetwork: (network) => call('switchNetwork', network),
    disconnect: () => call('disconnect'),
  }
}
