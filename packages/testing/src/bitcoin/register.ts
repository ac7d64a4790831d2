import { registerWallet } from '@wallet-standard/wallet'
import type { WbipProviderInfo } from './provider'
import { type CreateTestBitcoinWalletParameters, createTestBitcoinWallet, type TestBitcoinWallet } from './wallet'

type ProviderWindow = { btc_providers?: WbipProviderInfo[] } & Record<string, unknown>

/**
 * Creates the test wallet and announces both faces: the Wallet Standard one through `registerWallet` (found by
 * `getWallets()` whichever loads first), the WBIP004 one at `window.<providerId>` with its entry in
 * `window.btc_providers`, where sats-connect's `getProviders()` / `getProviderById()` look.
 */
export function registerTestBitcoinWallet(parameters: CreateTestBitcoinWalletParameters = {}): TestBitcoinWallet {
  const wallet = createTestBitcoinWallet(parameters)
  registerWallet(wallet)
  if (typeof window !== 'undefined') {
    const target = window as unknown as ProviderWindow
    const path = wallet.providerInfo.id.split('.')
    const last = path.pop() as string
    let at: Record<string, unknown> = target
    for (const part of path) {
      at[part] ??= {}
      at = at[part] as Record<string, unknown>
    }
    at[last] = wallet.provider
    target.btc_providers ??= []
    target.btc_providers.push(wallet.providerInfo)
  }
  return wallet
}
