/**
 * The one derived atom bindings read. jotai recomputes it only when an atom it reads changes, so
 * `getSnapshot()` returns the same object between changes (what useSyncExternalStore needs). How the pieces are put
 * together is client/snapshotParts, shared with the snapshot painted before the client loads.
 */
import { atom } from 'jotai/vanilla'
import { canCloseModal } from '../modal/modal'
import { activeNamespaceAtom, activityAtom, alertAtom, connectingAtom, connectorsAtom, embeddedWalletAtom, initializedAtom, lastEventAtom, modalAtom, namesAtom, namespacesAtom, nftsAtom, pendingTransactionsAtom, recentConnectorIdsAtom, onrampAtom, routerAtom, sendAtom, swapAtom, siwxAtom, snackbarAtom, themeAtom, tokensAtom, walletConnectAtom } from '../state/atoms'
import { projectConfigAtom } from '../projectConfig/projectConfigAtom'
import type { LatchContext } from '../state/context'
import type { LatchSnapshot } from '../types/client'
import { assembleSnapshot, featureView, orderedConnectors } from './snapshotParts'

export function createSnapshotAtom(ctx: LatchContext) {
  // A project config fetched after the modal opened may still change the features (spec §7).
  const currentFeaturesAtom = atom((get) => featureView(ctx.options, get(projectConfigAtom)))
  const orderedConnectorsAtom = atom((get) =>
    orderedConnectors(
      ctx.options,
      Object.values(get(connectorsAtom)).flatMap((l) => l ?? []),
      get(recentConnectorIdsAtom),
      ctx.isMobile(),
    ),
  )

  return atom((get): LatchSnapshot => {
    const router = get(routerAtom)
    return assembleSnapshot(ctx.options, get(currentFeaturesAtom), {
      modal: get(modalAtom),
      canClose: canCloseModal(ctx, router.view),
      initialized: get(initializedAtom),
      router,
      activeNamespace: get(activeNamespaceAtom),
      namespaces: get(namespacesAtom),
      connectors: get(orderedConnectorsAtom),
      recentConnectorIds: get(recentConnectorIdsAtom),
      connecting: get(connectingAtom),
      snackbar: get(snackbarAtom),
      theme: get(themeAtom),
      alert: get(alertAtom),
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
      embeddedWallet: get(embeddedWalletAtom),
    })
  })
}
