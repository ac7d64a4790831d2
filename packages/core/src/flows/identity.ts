/**
 * The account's identity (spec §3 "profileName, profileImage"): the name and avatar a name service holds for the
 * address, looked up through the adapter when the modal opens and kept in storage for a day, so a reload shows
 * them at once and without a request (nothing is asked before the user opens the modal).
 */
import { getNamespaceState, updateAccount } from '../chains/namespaceState'
import { IDENTITY_CACHE_MS } from '../constants'
import type { LatchContext } from '../state/context'
import type { ChainNamespace } from '../types/chain'

/** Lookups under way, per client: opening the modal twice asks once. */
const inFlight = new WeakMap<LatchContext, Set<string>>()

export async function refreshIdentity(ctx: LatchContext, namespace: ChainNamespace): Promise<void> {
  const state = getNamespaceState(ctx, namespace)
  const address = state?.account.status === 'connected' ? state.account.address : undefined
  const network = state?.network.caipNetwork
  const adapter = ctx.adapters.get(namespace)
  const getIdentity = adapter?.reads?.getIdentity?.bind(adapter.reads)
  if (!address || !network || !getIdentity) return
  const id = `${namespace}:${address}`
  const cached = ctx.storage.getIdentity(namespace, address)
  if (cached && ctx.now() - cached.at < IDENTITY_CACHE_MS) return
  const running = inFlight.get(ctx) ?? new Set<string>()
  inFlight.set(ctx, running)
  if (running.has(id)) return
  running.add(id)
  try {
    const { name, avatar } = await getIdentity({ address, caipNetworkId: network.caipNetworkId })
    ctx.storage.setIdentity(namespace, address, { ...(name ? { name } : {}), ...(avatar ? { avatar } : {}), at: ctx.now() })
    if (getNamespaceState(ctx, namespace)?.account.address === address) updateAccount(ctx, namespace, { profileName: name, profileImage: avatar })
  } catch (error) {
    // The address shows instead; the next open asks again.
    ctx.logger.warn('identity lookup failed', error)
  } finally {
    running.delete(id)
  }
}
