import type { Keypair } from '@solana/web3.js'
import bs58 from 'bs58'
import type { Page } from 'playwright-core'
import { injectWalletBundle } from '../shared/injectWalletBundle'
import { type ApprovalHandle, pageControl } from '../shared/pageControl'
import type { TestWalletRequest } from './policy'
import type { CreateTestSolanaWalletParameters } from './wallet'

/** The options that cross into the page: everything but functions, keys as base58 secret keys. */
export type InstallTestSolanaWalletParameters = Omit<CreateTestSolanaWalletParameters, 'keypairs' | 'secretKeys' | 'onRequest' | 'storage'> & {
  keypairs?: readonly Keypair[]
  secretKeys?: readonly (Uint8Array | readonly number[] | string)[]
  /** The bundle's source. Defaults to the prebuilt `dist/solana-wallet.iife.js`. */
  bundle?: string
}

/** Drives `window.__latchTestSolanaWallet.control` in the page; every call is one `page.evaluate`. */
export type TestSolanaWalletHandle = ApprovalHandle<TestWalletRequest> & {
  isAuthorized(): Promise<boolean>
  setAccounts(addresses: readonly string[]): Promise<void>
  setChains(chains: readonly string[]): Promise<void>
  disconnect(): Promise<void>
}

/**
 * Injects the test wallet into every document `page` loads (before the app's scripts) and returns a handle
 * that approves, rejects and inspects its requests from the test.
 */
export async function installTestSolanaWallet(page: Page, parameters: InstallTestSolanaWalletParameters): Promise<TestSolanaWalletHandle> {
  const { bundle, keypairs, secretKeys, ...rest } = parameters
  const keys = keypairs?.map((k) => bs58.encode(k.secretKey)) ?? secretKeys?.map((k) => (typeof k === 'string' ? k : bs58.encode(Uint8Array.from(k))))
  const options = { ...rest, secretKeys: keys }
  await injectWalletBundle(page, { optionsGlobal: '__latchTestSolanaWalletOptions', options, bundle, prebuilt: 'solana-wallet.iife.js' })

  const { call, approvals } = pageControl<TestWalletRequest>(page, { global: '__latchTestSolanaWallet', label: 'Solana wallet' })

  return {
    ...approvals,
    isAuthorized: () => call('isAuthorized'),
    setAccounts: (addresses) => call('setAccounts', [...addresses]),
    setChains: (chains) => call('setChains', [...chains]),
    disconnect: () => call('disconnect'),
  }
}
