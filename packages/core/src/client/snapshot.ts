/**
 * The one derived atom bindings read. jotai recomputes it only when an atom it reads changes, so
 * `getSnapshot()` returns the same object between changes (what useSyncExternalStore needs).
 */
import { atom } from 'jotai/vanilla'
import { orderConnectMethods, orderConnectors } from '../connectors/order'
import { canCloseModal } from '../modal/modal'
import { activeNamespaceAtom, activityAtom, alertAtom, connectingAtom, connectorsAtom, embeddedWalletAtom, initializedAtom, lastEventAtom, modalAtom, namespacesAtom, nftsAtom, pendingTransactionsAtom, recentConnectorIdsAtom, routerAtom, sendAtom, siwxAtom, snackbarAtom, themeAtom, tokensAtom, walletConnectAtom } from '../state/atoms'
import type { Connector } from '../types/chain'
import { walletConnectAvailable } from '../walletConnect/availability'
import { embeddedWalletAvailable } from '../embeddedWallet/availability'
import { WALLET_CONNECT_CONNECTOR_ID } from '../walletConnect/constants'
import type { LatchContext } from '../state/context'
import type { LatchSnapshot } from '../types/client'

export function createSnapshotAtom(ctx: LatchContext) {
  const { features } = ctx.options
  const publicFeatures = {
    email: features.email,
    swaps: features.swaps,
    onramp: features.onramp,
    send: features.send,
    receive: features.receive,
    history: features.history,
    analytics: features.analytics,
  }

  const embeddedAvailable = embeddedWalletAvailable(ctx)
  const wcNamespace = walletConnectAvailable(ctx) ? ctx.options.adapters.find((a) => a.remote)?.namespace : undefined
  const wcConnectors: Connector[] = wcNamespace ? [{ id: WALLET_CONNECT_CONNECTOR_ID, name: 'WalletConnect', type: 'WALLET_CONNECT', chain: wcNamespace }] : []
  const orderedConnectorsAtom = atom((get) =>
    orderConnectors({
      connectors: [...wcConnectors, ...Object.values(get(connectorsAtom)).flatMap((l) => l ?? [])],
      recentIds: get(recentConnectorIdsAtom),
      featuredIds: ctx.options.featuredWalletIds,
      typeOrder: features.connectorTypeOrder,
    }),
  )

  return atom((get): LatchSnapshot => {
    const modal = get(modalAtom)
    const router = get(routerAtom)
    const namespaces = get(namespacesAtom)
    const activeNamespace = get(activeNamespaceAtom)
    const connectors = get(orderedConnectorsAtom)
    return {
      state: {
        open: modal.open,
        loading: modal.loading,
        initialized: get(initializedAtom),
        activeChain: activeNamespace,
        selectedNetworkId: activeNamespace ? namespaces[activeNamespace]?.network.caipNetwork?.caipNetworkId : undefined,
      },
      modal: { open: modal.open, shake: modal.shake, canClose: canCloseModal(ctx, router.view) },
      router,
      activeNamespace,
      namespaces,
      connectors,
      recentConnectorIds: get(recentConnectorIdsAtom),
      connectMethodsOrder: orderConnectMethods({
        configured: features.connectMethodsOrder,
        connectors,
        email: features.email && embeddedAvailable,
        social: embeddedAvailable && features.socials !== false && features.socials.length > 0,
      }),
      connecting: get(connectingAtom),
      snackbar: get(snackbarAtom),
      theme: get(themeAtom),
      alert: get(alertAtom),
      features: publicFeatures,
      enableNetworkSwitch: ctx.options.enableNetworkSwitch,
      lastEvent: get(lastEventAtom),
      walletConnect: get(walletConnectAtom),
      siwx: get(siwxAtom),
      send: get(sendAtom),
      tokens: get(tokensAtom),
      nfts: get(nftsAtom),
      activity: get(activityAtom),
      pendingTransactions: get(pendingTransactionsAtom),
      embeddedWallet: {
        ...get(embeddedWalletAtom),
        available: embeddedAvailable,
        emailLogin: embeddedAvailable && features.email,
        socialProviders: embeddedAvailable && features.socials !== false ? features.socials : [],
      },
    }
  })
}
