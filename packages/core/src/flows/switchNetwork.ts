/**
 * Network switch (spec §4): a connected wallet is asked to follow first, the namespace marked as switching
 * meanwhile; once it has (or when none is connected), the active namespace changes, the send form resets and
 * the network is stored. If the wallet fails or the user declines (4001), namespace and network stay as they
 * were and the modal goes back.
 */
import type { AdapterConnection } from '../adapters/connection'
import { activeNamespace, getNamespaceState, requestedNetworks, setActiveNamespace, updateAccount, updateNetwork } from '../chains/namespaceState'
import { NetworkNotFoundError } from '../errors/alerts'
import { goBack } from '../router/router'
import { modalAtom, routerAtom, sendAtom } from '../state/atoms'
import type { LatchContext } from '../state/context'
import type { CaipNetwork, CaipNetworkId } from '../types/chain'
import { toCaipAddress } from '../utils/caip'
import { adapterFor } from './adapterFor'
import { fetchBalance } from './balance'
import { disconnect } from './disconnect'

export async function switchNetwork(ctx: LatchContext, target: CaipNetwork | CaipNetworkId): Promise<void> {
  const id = typeof target === 'string' ? target : target.caipNetworkId
  const network = ctx.options.networks.find((n) => n.caipNetworkId === id)
  if (!network) throw new NetworkNotFoundError({ caipNetworkId: id })
  const ns = network.chainNamespace
  const previous = getNamespaceState(ctx, ns)
  const connected = previous?.account.status === 'connected' && previous.account.address
  // Already there (a namespace made active again): the wallet has nothing to do, and over WalletConnect asking
  // would be a round trip to the phone. An unsupported chain is not "there": the wallet must move.
  const alreadyThere = previous?.network.caipNetwork?.caipNetworkId === id && !previous.network.isUnsupportedChain
  let moved: AdapterConnection | undefined
  if (connected && !alreadyThere) {
    // Marked as switching while the wallet is asked (spec §4), whatever the outcome.
    updateNetwork(ctx, ns, { switching: true })
    try {
      moved = await adapterFor(ctx, ns).switchNetwork({ network })
    } catch (error) {
      updateNetwork(ctx, ns, { switching: false })
      if (ctx.store.get(modalAtom).open && ['Networks', 'UnsupportedChain'].includes(ctx.store.get(routerAtom).view)) goBack(ctx)
      throw error
    }
  }
  // Only now: a declined switch must leave the dapp on the namespace (and account) it was using.
  setActiveNamespace(ctx, ns)
  updateNetwork(ctx, ns, { caipNetwork: network, isUnsupportedChain: false, switching: false })
  ctx.storage.setActiveCaipNetworkId(ns, network.caipNetworkId)
  // A half-filled form was for the old network's currency and fee (spec §4): it starts empty.
  ctx.store.set(sendAtom, { to: '', amount: '', status: 'idle', errors: {} })
  // The address can differ per network (bech32 and SS58 prefixes): the connection there is the account now.
  if (moved) {
    updateAccount(ctx, ns, { address: moved.address, caipAddress: toCaipAddress(network.caipNetworkId, moved.address), allAccounts: moved.accounts })
    ctx.storage.setAddress(ns, moved.address)
  }
  ctx.track('SWITCH_NETWORK', { network: network.caipNetworkId })
  if (connected) await fetchBalance(ctx, ns)
}

/** Removes a network; removing the active one switches to the first one left (spec §4). */
export async function removeNetwork(ctx: LatchContext, caipNetworkId: CaipNetworkId): Promise<void> {
  const network = ctx.options.networks.find((n) => n.caipNetworkId === caipNetworkId)
  if (!network) throw new NetworkNotFoundError({ caipNetworkId })
  const ns = network.chainNamespace
  const left = ctx.options.networks.filter((n) => n.caipNetworkId !== caipNetworkId)
  if (left.length === 0) throw new NetworkNotFoundError({ caipNetworkId, cause: new Error('The last network cannot be removed') })
  ctx.options.networks = left as unknown as typeof ctx.options.networks
  updateNetwork(ctx, ns, { requestedCaipNetworks: requestedNetworks(ctx, ns) })
  if (getNamespaceState(ctx, ns)?.network.caipNetwork?.caipNetworkId !== caipNetworkId) return
  const next = requestedNetworks(ctx, ns)[0]
  if (next) return switchNetwork(ctx, next)
  // The namespace's last network went: nothing of it can stay connected, and it has no network to show.
  if (getNamespaceState(ctx, ns)?.account.address) await disconnect(ctx, { namespace: ns })
  updateNetwork(ctx, ns, { caipNetwork: undefined, isUnsupportedChain: false })
  if (activeNamespace(ctx) === ns && left[0]) await switchNetwork(ctx, left[0])
}
