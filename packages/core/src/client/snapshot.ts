/**
 * The one derived atom bindings read. jotai recomputes it only when an atom it reads changes, so
 * `getSnapshot()` returns the same object between changes (what useSyncExternalStore needs).
 */
import { atom } from 'jotai/vanilla'
import { orderConnectMethods, orderConnectors } from '../connectors/order'
import { canCloseModal } from '../modal/modal'
import { activeNamespaceAtom, activityAtom, alertAtom, connectingAtom, connectorsAtom, embeddedWalletAtom, initializedAtom, lastEventAtom, modalAtom, namesAtom, namespacesAtom, nftsAtom, pendingTransactionsAtom, recentConnectorIdsAtom, onrampAtom, routerAtom, sendAtom, swapAtom, siwxAtom, snackbarAtom, themeAtom, tokensAtom, walletConnectAtom } from '../state/atoms'
import type { Connector } from '../types/chain'
import { walletConnectAvailable } from '../walletConnect/availability'
import { embeddedWalletAvailable } from '../embeddedWallet/availability'
import { WALLET_CONNECT_CONNECTOR_ID } from '../walletConnect/constants'
import { currentFeatures, originRefused, projectConfigAtom } from '../projectConfig/projectConfigAtom'
import type { LatchContext } from '../state/context'
import type { LatchSnapshot } from '../types/client'

export function createSnapshotAtom(ctx: LatchContext) {
  const { features } = ctx.options
  const embeddedConfigured = embeddedWalletAvailable(ctx)
  // A project config fetched after the modal opened may still change the features (spec §7).
  const currentFeaturesAtom = atom((get) => {
    const config = get(projectConfigAtom)
    const f = currentFeatures(features, config)
    return {
      features: f,
      public: { email: f.email, swaps: f.swaps, onramp: f.onramp, send: f.send, receive: f.receive, history: f.history, analytics: f.analytics, branding: f.branding },
      socials: f.socials === false ? [] : f.socials,
      // A page whose origin the project refuses gets no embedded wallet (spec §5).
      embeddedAvailable: embeddedConfigured && !originRefused(config),
    }
  })

  const wcNamespace = walletConnectAvailable(ctx) ? ctx.options.adapters.find((a) => a.remote)?.namespace : undefined
  const wcConnectors: Connector[] = wcNamespace ? [{ id: WALLET_CONNECT_CONNECTOR_ID, name: 'WalletConnect', type: 'WALLET_CONNECT', chain: wcNamespace }] : []
  const orderedConnectorsAtom = atom((get) =>
    orderConnectors({
      connectors: [...wcConnectors, ...Object.values(get(connectorsAtom)).flatMap((l) => l ?? [])],
      recentIds: get(recentConnectorIdsAtom),
      featuredIds: ctx.options.featuredWalletIds,
      typeOrder: features.connectorTypeOrder,
      mobile: ctx.isMobile(),
    }),
  )

  return atom((get): LatchSnapshot => {
    const modal = get(modalAtom)
    const router = get(routerAtom)
    const namespaces = get(namespacesAtom)
    const activeNamespace = get(activeNamespaceAtom)
    const connectors = get(orderedConnectorsAtom)
    const current = get(currentFeaturesAtom)
    const embeddedAvailable = current.embeddedAvailable && (current.features.email || current.socials.length > 0)
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
        email: current.features.email && embeddedAvailable,
        social: embeddedAvailable && current.socials.length > 0,
      }),
      connecting: get(connectingAtom),
      snackbar: get(snackbarAtom),
      theme: get(themeAtom),
      alert: get(alertAtom),
      features: current.public,
      enableNetworkSwitch: ctx.options.enableNetworkSwitch,
      lastEvent: get(lastEventAtom),
      walletConnect: get(walletConnectAtom),
      siwx: get(siwxAtom),
      send: get(sendAtom),
      swap: get(swapAtom),
      onramp: get(onrampAtom),
      names: get(namesAtom),
      tokens: get(tokensAtom),
      nfts: get(nftsAtom),
      activity: get(activityAtom),
      pendingTransactions: get(pendingTransactionsAtom),
      embeddedWallet: {
        ...get(embeddedWalletAtom),
        available: embeddedAvailable,
        emailLogin: embeddedAvailable && current.features.email,
        socialProviders: embeddedAvailable ? current.socials : [],
      },
    }
  })
}
