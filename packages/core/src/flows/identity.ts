/**
 * The account's identity (spec §3 "profileName, profileImage"): the name and avatar a name service holds for the
 * address, looked up through the adapter and the query cache when the modal opens, and kept in storage for a day,
 * so a reload shows them at once and without a request (nothing is asked before the user opens the modal).
 */
import { getNamespaceState, updateAccount } from '../chains/namespaceState'
import { IDENTITY_CACHE_MS } from '../constants'
import type { LatchContext } from '../state/context'
import type { ChainNamespace } from '../types/chain'

export async function refreshIdentity(ctx: LatchContext, namespace: ChainNamespace): Promise<void> {
  const state = getNamespaceState(ctx, namespace)
  const address = state?.account.status === 'connected' ? state.account.address : undefined
  const network = state?.network.caipNetwork
  const adapter = ctx.adapters.get(namespace)
  const getIdentity = adapter?.reads?.getIdentity?.bind(adapter.reads)
  if (!address || !network || !getIdentity) return
  const cached = ctx.storage.getIdentity(namespace, address)
  if (cached && ctx.now() - cached.at < IDENTITY_CACHE_MS) return
  const caipNetworkId = network.caipNetworkId
  try {
    // Opening the modal twice while a lookup runs shares it; the day's copy is stored once, by the lookup itself.
    const { name, avatar } = await (await ctx.queries()).fetch(`identity:${caipNetworkId}:${address}`, async () => {
      const found = await getIdentity({ address, caipNetworkId })
      ctx.storage.setIdentity(namespace, address, { ...(found.name ? { name: found.name } : {}), ...(found.avatar ? { avatar: found.avatar } : {}), at: ctx.now() })
      return found
    })
    const account = getNamespaceState(ctx, namespace)?.account
    // A name service's avatar wins; else the one the login reported stays.
    if (account?.address === address) updateAccount(ctx, namespace, { profileName: name, profileImage: avatar ?? account.user?.avatarUrl ?? undefined })
  } catch (error) {
    // The address shows instead; the next open asks again.
    ctx.logger.warn('identity lookup failed', error)
  }
}
