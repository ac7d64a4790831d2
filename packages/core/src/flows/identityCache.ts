/** The stored identity of a connected address, applied on connect without any request (see ./identity). */
import { updateAccount } from '../chains/namespaceState'
import type { LatchContext } from '../state/context'
import type { ChainNamespace } from '../types/chain'

export function applyStoredIdentity(ctx: LatchContext, namespace: ChainNamespace, address: string): void {
  const stored = ctx.storage.getIdentity(namespace, address)
  updateAccount(ctx, namespace, { profileName: stored?.name, profileImage: stored?.avatar })
}
