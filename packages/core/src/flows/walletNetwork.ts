/** What happens when a wallet reports the chain it is on (connect, reconnect, chainChanged). */
import { findRequestedNetwork, getNamespaceState, unsupportedPlaceholder, updateNetwork } from '../chains/namespaceState'
import { setModalOpen } from '../modal/modal'
import { reset } from '../router/router'
import type { LatchContext } from '../state/context'
import type { CaipNetworkId, ChainNamespace } from '../types/chain'
import { WALLET_CONNECT_CONNECTOR_ID } from '../walletConnect/constants'

/**
 * Sets the namespace's network to the wallet's. For a network the dapp did not request it sets a
 * placeholder and, when all of spec §4's conditions hold (switching enabled, unsupported chains not
 * allowed, not basic WalletConnect), shows UnsupportedChain. Returns whether the chain is supported.
 * Call it after the account's connector id is set: that tells a basic WalletConnect connection.
 */
export function applyWalletNetwork(ctx: LatchContext, namespace: ChainNamespace, caipNetworkId: CaipNetworkId, { showView = true }: { showView?: boolean } = {}): boolean {
  const network = findRequestedNetwork(ctx, caipNetworkId)
  if (network) {
    updateNetwork(ctx, namespace, { caipNetwork: network, isUnsupportedChain: false })
    ctx.storage.setActiveCaipNetworkId(namespace, network.caipNetworkId)
    return true
  }
  updateNetwork(ctx, namespace, { caipNetwork: unsupportedPlaceholder(ctx, namespace, caipNetworkId), isUnsupportedChain: true })
  // Where the dapp holds the network (solana …) the wallet cannot be elsewhere: nothing to ask the user.
  const walletHoldsNetwork = ctx.adapters.get(namespace)?.networkControl !== 'dapp'
  if (showView && walletHoldsNetwork && shouldShowUnsupportedView(ctx, isBasicWalletConnect(ctx, namespace))) {
    reset(ctx, 'UnsupportedChain')
    setModalOpen(ctx, true)
  }
  return false
}

/**
 * Basic WalletConnect (spec §2 open rule 4, AppKit's `wcBasic`): the host controls WalletConnect itself and
 * this namespace's connection is the WalletConnect session. (Rule 4's other case, no adapters, connects
 * nothing in Latch.) The wallet keeps the network there; the dapp only shows the placeholder.
 */
export function isBasicWalletConnect(ctx: LatchContext, namespace: ChainNamespace): boolean {
  return ctx.options.manualWCControl && getNamespaceState(ctx, namespace)?.account.connectorId === WALLET_CONNECT_CONNECTOR_ID
}

export function shouldShowUnsupportedView(ctx: LatchContext, basicWalletConnect: boolean): boolean {
  return ctx.options.enableNetworkSwitch && !ctx.options.allowUnsupportedChain && !basicWalletConnect
}
