/** Account and network state per namespace (spec §3), and the small updates every flow shares. */
import { activeNamespaceAtom, namespacesAtom } from '../state/atoms'
import type { LatchContext } from '../state/context'
import type { LatchStorageAccess } from '../store/storage'
import type { CaipNetwork, CaipNetworkId, ChainNamespace } from '../types/chain'
import type { AccountState, NamespaceState, NetworkState } from '../types/client'
import { parseCaipNetworkId } from '../utils/caip'
import { emptyAccount } from '../state/initial'
import { withExplorerUrl } from './explorerLink'
import { findRequestedNetworkOf, requestedNetworksOf, startNetworkOf } from './startNetworks'

export const requestedNetworks = (ctx: LatchContext, namespace: ChainNamespace): CaipNetwork[] => requestedNetworksOf(ctx.options, namespace)

export const findRequestedNetwork = (ctx: LatchContext, caipNetworkId: string): CaipNetwork | undefined => findRequestedNetworkOf(ctx.options, caipNetworkId)

/**
 * Stands in for a network the wallet is on but the dapp did not configure (spec §4). Its currency is unknown; the
 * namespace's own networks' units are the best guess for formatting (one family shares them: 18 on eip155).
 */
export function unsupportedPlaceholder(ctx: LatchContext, namespace: ChainNamespace, caipNetworkId: CaipNetworkId): CaipNetwork {
  const reference = parseCaipNetworkId(caipNetworkId)?.reference ?? caipNetworkId
  const decimals = requestedNetworks(ctx, namespace)[0]?.nativeCurrency.decimals ?? 0
  return {
    id: /^\d+$/.test(reference) ? Number(reference) : reference,
    name: 'Unknown Network',
    caipNetworkId,
    chainNamespace: namespace,
    nativeCurrency: { name: '', symbol: '', decimals },
    rpcUrls: { default: { http: [] } },
  }
}

export function getNamespaceState(ctx: LatchContext, namespace: ChainNamespace): NamespaceState | undefined {
  return ctx.store.get(namespacesAtom)[namespace]
}

export function updateAccount(ctx: LatchContext, namespace: ChainNamespace, patch: Partial<AccountState>): void {
  ctx.store.set(namespacesAtom, (all) => {
    const current = all[namespace]
    if (!current) return all
    return { ...all, [namespace]: withExplorerUrl({ ...current, account: { ...current.account, ...patch } }) }
  })
}

export function updateNetwork(ctx: LatchContext, namespace: ChainNamespace, patch: Partial<NetworkState>): void {
  ctx.store.set(namespacesAtom, (all) => {
    const current = all[namespace]
    if (!current) return all
    return { ...all, [namespace]: withExplorerUrl({ ...current, network: { ...current.network, ...patch } }) }
  })
}

/** Account back to disconnected, then the stored connector id removed (spec §4). */
export function resetAccount(ctx: LatchContext, namespace: ChainNamespace): void {
  ctx.store.set(namespacesAtom, (all) => {
    const current = all[namespace]
    return current ? { ...all, [namespace]: { ...current, account: emptyAccount() } } : all
  })
  forgetStoredConnection(ctx.storage, namespace)
}

/** The stored connection of `namespace` removed (spec §4), so no reload brings it back. */
export function forgetStoredConnection(storage: LatchStorageAccess, namespace: ChainNamespace): void {
  storage.setConnectionStatus(namespace, 'disconnected')
  storage.setAddress(namespace, undefined)
  storage.setConnectorId(namespace, undefined)
  storage.removeConnectedNamespace(namespace)
}

/** Network back to the stored/default one of the namespace, no longer flagged unsupported. */
export function resetNetwork(ctx: LatchContext, namespace: ChainNamespace): void {
  updateNetwork(ctx, namespace, { caipNetwork: startNetwork(ctx, namespace), isUnsupportedChain: false, approvedCaipNetworkIds: [] })
}

/** The stored active network if still configured, else the default network, else the first one. */
export const startNetwork = (ctx: LatchContext, namespace: ChainNamespace): CaipNetwork | undefined => startNetworkOf(ctx.options, ctx.storage, namespace)

export function activeNamespace(ctx: LatchContext): ChainNamespace | undefined {
  return ctx.store.get(activeNamespaceAtom)
}

export function setActiveNamespace(ctx: LatchContext, namespace: ChainNamespace): void {
  ctx.store.set(activeNamespaceAtom, namespace)
  ctx.storage.setLastUsedChain(namespace)
}

/** When the active namespace has no account but another has, that one becomes active (after a disconnect or a failed restore). */
export function activateConnectedNamespace(ctx: LatchContext): void {
  const active = activeNamespace(ctx)
  const connected = namespacesWithAddress(ctx)
  const first = connected[0]
  if (first && (!active || !connected.includes(active))) setActiveNamespace(ctx, first)
}

/** Namespaces that currently have an address (connected or restoring). */
export function namespacesWithAddress(ctx: LatchContext): ChainNamespace[] {
  const all = ctx.store.get(namespacesAtom)
  return (Object.keys(all) as ChainNamespace[]).filter((ns) => all[ns]?.account.address)
}
