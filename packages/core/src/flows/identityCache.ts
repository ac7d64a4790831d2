/** The stored identity of a connected address, applied on connect without any request (see ./identity). */
import { getNamespaceState, updateAccount } from '../chains/namespaceState'
import type { LatchContext } from '../state/context'
import type { ChainNamespace } from '../types/chain'

export function applyStoredIdentity(ctx: LatchContext, namespace: ChainNamespace, address: string): void {
  const stored = ctx.storage.getIdentity(namespace, address)
  const loginAvatar = getNamespaceState(ctx, namespace)?.account.user?.avatarUrl ?? undefined
  updateAccount(ctx, namespace, { profileName: stored?.name, profileImage: stored?.avatar ?? loginAvatar })
}
