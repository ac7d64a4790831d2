/**
 * The embedded wallet as `useAppKitAccount().embeddedWalletInfo` reports it: built here, in the lazily loaded
 * embedded-wallet code, whenever the user or its account changes, so the eager hook only passes it on.
 */
import type { AccountState, EmbeddedWalletInfo } from '../types/state'

export function walletInfoOf(account: Pick<AccountState, 'user' | 'socialProvider' | 'preferredAccountType' | 'smartAccountDeployed'>): EmbeddedWalletInfo | undefined {
  if (!account.user) return undefined
  const type = account.preferredAccountType
  return {
    user: account.user,
    authProvider: account.socialProvider ?? 'email',
    accountType: type === 'eoa' || type === 'smartAccount' ? type : undefined,
    isSmartAccountDeployed: account.smartAccountDeployed ?? false,
  }
}
