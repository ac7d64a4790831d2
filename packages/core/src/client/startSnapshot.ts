/**
 * The snapshot an instance starts with, built without the store: what a page paints (and a server renders) before the
 * client has loaded (client/deferredLatch). createLatch's first snapshot is the same: both come from startState and
 * client/snapshotParts, which deferredLatch.test.ts holds them to.
 */
import { canCloseOn } from '../modal/canClose'
import type { ResolvedOptions } from '../options/defaults'
import { INITIAL_PROJECT_CONFIG } from '../projectConfig/projectConfig'
import { INITIAL_ACTIVITY, INITIAL_CONNECTING, INITIAL_EMBEDDED_WALLET, INITIAL_MODAL, INITIAL_NFTS, INITIAL_ROUTER, INITIAL_SEND, INITIAL_SIWX, INITIAL_SNACKBAR, INITIAL_TOKENS, INITIAL_WALLET_CONNECT } from '../state/initial'
import type { LatchSnapshot } from '../types/client'
import { assembleSnapshot, featureView, orderedConnectors } from './snapshotParts'
import type { StartState } from './startState'

export function startSnapshot(options: ResolvedOptions, start: StartState, mobile: boolean): LatchSnapshot {
  return assembleSnapshot(options, featureView(options, INITIAL_PROJECT_CONFIG), {
    modal: INITIAL_MODAL,
    canClose: canCloseOn(options, INITIAL_ROUTER.view, INITIAL_SIWX.signedIn),
    initialized: false,
    router: INITIAL_ROUTER,
    activeNamespace: start.activeNamespace,
    namespaces: start.namespaces,
    connectors: orderedConnectors(options, [], start.recentConnectorIds, mobile),
    recentConnectorIds: start.recentConnectorIds,
    connecting: INITIAL_CONNECTING,
    snackbar: INITIAL_SNACKBAR,
    theme: start.theme,
    alert: start.alert,
    lastEvent: undefined,
    walletConnect: INITIAL_WALLET_CONNECT,
    siwx: INITIAL_SIWX,
    send: INITIAL_SEND,
    swap: undefined,
    onramp: undefined,
    names: undefined,
    tokens: INITIAL_TOKENS,
    nfts: INITIAL_NFTS,
    activity: INITIAL_ACTIVITY,
    pendingTransactions: [],
    embeddedWallet: INITIAL_EMBEDDED_WALLET,
  })
}
