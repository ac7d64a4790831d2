/**
 * The preferred account type of a namespace (spec §4): the wallet's own value, else the one stored from an
 * earlier session, else EOA — the kind every namespace has. Smart accounts are opted into, never assumed.
 */
import type { LatchContext } from '../state/context'
import type { AccountType, ChainNamespace } from '../types/chain'

export const DEFAULT_ACCOUNT_TYPE: AccountType = 'eoa'

export function preferredAccountTypeOf(ctx: LatchContext, namespace: ChainNamespace, walletValue?: AccountType): AccountType {
  return walletValue ?? ctx.storage.getPreferredAccountTypes()[namespace] ?? DEFAULT_ACCOUNT_TYPE
}
