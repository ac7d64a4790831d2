/**
 * Which namespaces an instance serves and the network each starts on, from the options and storage alone (no store):
 * the client's state and the snapshot painted before it loads both start here.
 */
import type { ResolvedOptions } from '../options/defaults'
import type { StartReads } from '../store/startReads'
import type { CaipNetwork, ChainNamespace } from '../types/chain'

/** Namespaces the instance serves: those with an adapter, and those of the configured networks. */
export function servedNamespacesOf(options: ResolvedOptions): ChainNamespace[] {
  const list: ChainNamespace[] = options.adapters.map((a) => a.namespace)
  for (const n of options.networks) if (!list.includes(n.chainNamespace)) list.push(n.chainNamespace)
  return list
}

export function requestedNetworksOf(options: ResolvedOptions, namespace: ChainNamespace): CaipNetwork[] {
  return options.networks.filter((n) => n.chainNamespace === namespace)
}

/** The stored active network if still configured, else the default network, else the first one. */
export function startNetworkOf(options: ResolvedOptions, storage: Pick<StartReads, 'getActiveCaipNetworkId'>, namespace: ChainNamespace): CaipNetwork | undefined {
  const storedId = storage.getActiveCaipNetworkId(namespace)
  const requested = requestedNetworksOf(options, namespace)
  return requested.find((n) => n.caipNetworkId === storedId) ?? (options.defaultNetwork.chainNamespace === namespace ? options.defaultNetwork : requested[0])
}

/** A configured network by its CAIP-2 id (or the id it was known by before). */
export function findRequestedNetworkOf(options: ResolvedOptions, caipNetworkId: string): CaipNetwork | undefined {
  return options.networks.find((n) => n.caipNetworkId === caipNetworkId || n.deprecatedCaipNetworkId === caipNetworkId)
}
