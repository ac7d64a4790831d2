import { activeNamespace, getNamespaceState } from '../chains/namespaceState'
import { CaipNetworkOrAddressUndefinedError } from '../errors/adapter'
import type { LatchContext } from '../state/context'
import type { ChainNamespace } from '../types/chain'
import { adapterFor } from './adapterFor'

/**
 * The connected account a wallet request or a money flow acts for: the given namespace's, else the active one's,
 * with its network, balance and adapter. Nothing connected: the catalogue's 'CaipNetwork or CaipAddress is undefined'.
 */
export function activeAccount(ctx: LatchContext, namespace?: ChainNamespace) {
  const ns = namespace ?? activeNamespace(ctx)
  const state = ns ? getNamespaceState(ctx, ns) : undefined
  const address = state?.account.status === 'connected' ? state.account.address : undefined
  const network = state?.network.caipNetwork
  if (!ns || !address || !network) throw new CaipNetworkOrAddressUndefinedError()
  return { ns, address, network, balance: state?.account.balance, adapter: adapterFor(ctx, ns) }
}
