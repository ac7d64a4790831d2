import { requestedNetworks, updateNetwork } from '../chains/namespaceState'
import type { LatchContext } from '../state/context'
import type { CaipNetwork } from '../types/chain'

/** Adds a network at runtime (it must be of a served namespace). */
export function addNetwork(ctx: LatchContext, network: CaipNetwork): void {
  if (ctx.options.networks.some((n) => n.caipNetworkId === network.caipNetworkId)) return
  ctx.options.networks = [...ctx.options.networks, network] as unknown as typeof ctx.options.networks
  updateNetwork(ctx, network.chainNamespace, { requestedCaipNetworks: requestedNetworks(ctx, network.chainNamespace) })
}
