/**
 * `createLatch(options)`: one headless instance — its own jotai store, adapters set up, stored
 * session restored — and the `LatchClient` API the bindings use. Safe to call on a server: nothing
 * here touches `window` until a browser is present.
 */
import { createStore } from 'jotai/vanilla'
import { activeNamespace, getNamespaceState, initNamespaces, requestedNetworks, updateAccount } from '../chains/namespaceState'
import { addRecentConnector, findConnector, syncConnectors } from '../connectors/connectors'
import { createLogger } from '../env/logger'
import { isMobileUserAgent } from '../env/isMobile'
import { listenToAdapters } from '../flows/adapterEvents'
import { fetchBalance } from '../flows/balance'
import { connect } from '../flows/connect'
import { loadEmbeddedWalletFlows, loadMoneyFlows, loadNameFlows, loadWalletConnectFlows } from '../flows/chunks'
import { disconnect } from '../flows/disconnect'
import { openModal, type Prefetch } from '../flows/openModal'
import { reconnectNamespaces, restoreStoredStatus } from '../flows/reconnect'
import { sendTransaction, signMessage, signTypedData } from '../flows/requests'
import { addNetwork, removeNetwork, switchNetwork } from '../flows/switchNetwork'
import { closeModal, shakeModal } from '../modal/modal'
import { resolveOptions } from '../options/resolveOptions'
import * as router from '../router/router'
import { hideSnackbar, showSnackbar } from '../snackbar/snackbar'
import { alertAtom, initializedAtom, lastEventAtom, recentConnectorIdsAtom, themeAtom } from '../state/atoms'
import type { LatchContext } from '../state/context'
import { createLatchStorage } from '../store/storage'
import { initialThemeMode, setThemeMode, setThemeVariables } from '../theme/theme'
import type { ChainNamespace } from '../types/chain'
import type { LatchClient, LatchSnapshot } from '../types/client'
import { shallowEqual } from '../utils/shallowEqual'
import type { LatchEvent, LatchOptions } from '../types/options'
import { walletConnectAvailable } from '../walletConnect/availability'
import { WALLET_CONNECT_CONNECTOR_ID } from '../walletConnect/constants'
import { createWalletConnectRuntime } from '../walletConnect/runtime'
import { createEmbeddedWalletRuntime, type EmbeddedWalletRuntime } from '../embeddedWallet/runtime'
import { embeddedWalletActions } from '../embeddedWallet/actions'
import type { SignClientLoader } from '../walletConnect/signClient'
import { createSnapshotAtom } from './snapshot'
import { lazyQueryCache } from '../query/lazyQueryCache'
import { lazyMethods } from '../adapters/kit/lazyMethods'

export interface CreateLatchInternals {
  /** Replaces the user-agent check (tests, embedded webviews). */
  isMobile?: () => boolean
  /** Background work started on open (wallet directory, images); never awaited. */
  prefetchers?: readonly Prefetch[]
  userAgent?: () => string
  now?: () => number
  /** Replaces the sign-client loader (e.g. a client on a local relay in tests). */
  loadSignClient?: SignClientLoader
  /** Replaces the browser boundary of the embedded-wallet frame (tests: `@latch/frame-bridge/testing`). */
  frame?: EmbeddedWalletRuntime['frameOptions']
  /** Hands core's own tests the instance's context, for flows the client API does not expose. */
  inspect?: (ctx: LatchContext) => void
}

export type LatchInstance = LatchClient & {
  /** Resolves once stored sessions have been restored (or found gone). */
  ready: Promise<void>
  addNetwork: (network: Parameters<typeof addNetwork>[1]) => void
  removeNetwork: (caipNetworkId: Parameters<typeof removeNetwork>[1]) => Promise<void>
}

export function createLatch(options: LatchOptions, internals: CreateLatchInternals = {}): LatchInstance {
  const resolved = resolveOptions(options)
  const store = createStore()
  const adapters = new Map(resolved.adapters.map((a) => [a.namespace, a]))
  const eventListeners = new Set<(event: LatchEvent) => void>()
  const ctx: LatchContext = {
    store,
    options: resolved,
    storage: createLatchStorage(options.storage, undefined, (ns, address) => adapters.get(ns)?.normalize?.(address, 'address') ?? address),
    adapters,
    logger: createLogger(resolved.logLevel),
    eventListeners,
    timers: new Map(),
    isMobile: internals.isMobile ?? isMobileUserAgent,
    userAgent: internals.userAgent ?? (() => (typeof navigator === 'undefined' ? '' : navigator.userAgent)),
    now: internals.now ?? Date.now,
    queries: lazyQueryCache({ now: () => ctx.now() }),
    // The sessions that live in lazy chunks end through these slots, so flows/disconnect imports no chunk.
    walletConnect: createWalletConnectRuntime(() => loadWalletConnectFlows().then((wc) => wc.disconnectWalletConnect(ctx)), internals.loadSignClient),
    embeddedWallet: createEmbeddedWalletRuntime(() => loadEmbeddedWalletFlows().then((f) => f.signOutEmbeddedWallet(ctx)), internals.frame),
    track(name, properties) {
      const event: LatchEvent = { timestamp: Date.now(), data: { type: 'track', event: name, ...(properties ? { properties } : {}) } }
      store.set(lastEventAtom, event)
      for (const listener of eventListeners) listener(event)
      // Opt-in only: the host's own sink, nothing sent by default.
      if (resolved.telemetry) {
        try {
          resolved.telemetry(event)
        } catch (error) {
          ctx.logger.warn('telemetry sink threw', error)
        }
      }
    },
  }

  internals.inspect?.(ctx)
  for (const adapter of resolved.adapters) {
    adapter.setup({ networks: requestedNetworks(ctx, adapter.namespace), projectId: resolved.projectId, metadata: resolved.metadata })
  }
  store.set(themeAtom, { themeMode: initialThemeMode(resolved.themeMode), themeVariables: resolved.themeVariables ?? {} })
  store.set(recentConnectorIdsAtom, ctx.storage.getRecentWallets())
  const firstAlert = resolved.alerts[0]
  if (firstAlert) store.set(alertAtom, firstAlert.toInfo())
  initNamespaces(ctx)
  const toRestore = restoreStoredStatus(ctx)

  const snapshotAtom = createSnapshotAtom(ctx)
  let stopAdapters: (() => void) | undefined
  const inBrowser = typeof window !== 'undefined'
  const ready = (async () => {
    if (inBrowser) {
      stopAdapters = listenToAdapters(ctx)
      syncConnectors(ctx)
      await reconnectNamespaces(ctx, toRestore)
    }
    store.set(initializedAtom, true)
  })()

  const ns = (namespace?: ChainNamespace) => namespace ?? activeNamespace(ctx)
  const projectConfig = resolved.projectConfig
  // Spec §2 step 1: the first wallet page (and so its images) starts loading when the modal opens; so does the
  // project's remote config (spec §7), never earlier, and the modal never waits for it.
  const prefetchers: Prefetch[] = [
    ...(projectConfig ? [(signal: AbortSignal) => import('../projectConfig/loadProjectConfig').then((m) => m.loadProjectConfig(ctx, projectConfig, signal))] : []),
    ...(internals.prefetchers ?? []),
    async (signal) => {
      if (walletConnectAvailable(ctx)) await (await import('../walletDirectory/forInstance')).loadWallets(ctx, { signal })
    },
  ]
  const watch = <T,>(select: (snapshot: LatchSnapshot) => T, listener: (value: T) => void) => {
    let previous = select(store.get(snapshotAtom))
    return store.sub(snapshotAtom, () => {
      const next = select(store.get(snapshotAtom))
      if (shallowEqual(previous, next)) return
      previous = next
      listener(next)
    })
  }

  return {
    options: resolved,
    ready,
    getSnapshot: () => store.get(snapshotAtom),
    subscribe: (listener) => store.sub(snapshotAtom, listener),
    watch: (select, listener) => watch(select, listener),
    getState: () => store.get(snapshotAtom).state,
    subscribeState: (listener) => watch((s) => s.state, listener),

    open: async (openOptions) => openModal(ctx, openOptions, prefetchers),
    close: () => void closeModal(ctx),
    shake: () => shakeModal(ctx),

    router: {
      push: (view, data) => router.push(ctx, view, data),
      replace: (view, data) => router.replace(ctx, view, data),
      reset: (view, data) => router.reset(ctx, view, data),
      goBack: () => router.goBack(ctx),
      goBackToIndex: (index) => router.goBackToIndex(ctx, index),
      goBackOrCloseModal: () => router.goBackOrCloseModal(ctx),
    },

    connect: (connectorId) =>
      connectorId === WALLET_CONNECT_CONNECTOR_ID ? loadWalletConnectFlows().then((wc) => wc.startWalletConnect(ctx)).then(() => {}) : connect(ctx, connectorId),
    connectWalletConnect: (o) => loadWalletConnectFlows().then((wc) => wc.startWalletConnect(ctx, o)),
    setWalletConnectLinking: (linking) => loadWalletConnectFlows().then((wc) => wc.setWalletConnectLinking(ctx, linking)),
    loadWallets: (request) => import('../walletDirectory/forInstance').then((m) => m.loadWallets(ctx, request)),
    // The code opening runs (the prefetchers above), fetched ahead: same-origin chunks only, nothing they would ask for.
    warm: () => void Promise.all([import('../walletDirectory/forInstance'), import('../query/queryCache'), projectConfig && import('../projectConfig/loadProjectConfig')]).catch(() => {}),
    rememberWallet: (walletId) => addRecentConnector(ctx, walletId),
    embeddedWallet: embeddedWalletActions(ctx),
    refreshTokens: () => import('../flows/tokens').then((f) => f.fetchTokens(ctx)),
    refreshNfts: () => import('../flows/nfts').then((f) => f.fetchNfts(ctx)),
    setAccountTab: (tab) => {
      const ns = activeNamespace(ctx)
      if (ns && Number.isInteger(tab) && tab >= 0) updateAccount(ctx, ns, { currentTab: tab })
    },
    refreshActivity: () => import('../flows/activity').then((f) => f.fetchActivity(ctx)),
    loadMoreActivity: () => import('../flows/activity').then((f) => f.fetchMoreActivity(ctx)),
    send: {
      setForm: (form) => import('../flows/send').then((f) => f.setSendForm(ctx, form)),
      max: () => import('../flows/send').then((f) => f.maxSendable(ctx)),
      // The active adapter's `transfers` as they are (read-only fields): the form shows them before any send code loads.
      options: () => ctx.adapters.get(activeNamespace(ctx) as ChainNamespace)?.transfers ?? {},
      preview: () => import('../flows/send').then((f) => f.previewSend(ctx)),
      confirm: () => import('../flows/send').then((f) => f.confirmSend(ctx)),
      cancel: () => import('../flows/send').then((f) => f.cancelSend(ctx)),
    },
    swap: lazyMethods(() => loadMoneyFlows().then((m) => m.swapActions(ctx)), ['open', 'setForm', 'flip', 'max', 'refreshQuote', 'watch', 'confirm']),
    onramp: lazyMethods(() => loadMoneyFlows().then((m) => m.onrampActions(ctx)), ['open', 'setForm', 'checkout', 'close']),
    names: lazyMethods(() => loadNameFlows().then((m) => m.namesActions(ctx)), ['open', 'setLabel', 'register', 'lookup']),
    siwx: {
      signIn: () => import('../flows/siwx').then((f) => f.signIn(ctx)),
      cancel: () => import('../flows/siwx').then((f) => f.cancelSignIn(ctx)),
    },
    disconnect: async (o) => {
      await disconnect(ctx, o)
    },
    reconnect: () => reconnectNamespaces(ctx, restoreStoredStatus(ctx)),

    getAccount: (namespace) => {
      const n = ns(namespace)
      return n ? getNamespaceState(ctx, n)?.account : undefined
    },
    getCaipNetwork: (namespace) => {
      const n = ns(namespace)
      return n ? getNamespaceState(ctx, n)?.network.caipNetwork : undefined
    },
    switchNetwork: (network) => switchNetwork(ctx, network),
    addNetwork: (network) => addNetwork(ctx, network),
    removeNetwork: (id) => removeNetwork(ctx, id),
    refreshBalance: async (namespace) => {
      const n = ns(namespace)
      if (n) await fetchBalance(ctx, n)
    },
    signMessage: (message, o) => signMessage(ctx, message, o?.namespace),
    signTypedData: (data, o) => signTypedData(ctx, data, o?.namespace),
    sendTransaction: (tx, o) => sendTransaction(ctx, tx, o?.namespace),
    getProvider: (namespace) => {
      const n = ns(namespace)
      const state = n ? getNamespaceState(ctx, n) : undefined
      if (!n || state?.account.status !== 'connected') return { walletProvider: undefined, walletProviderType: undefined }
      const connector = state.account.connectorId ? findConnector(ctx, state.account.connectorId, n) : undefined
      return { walletProvider: ctx.adapters.get(n)?.getProvider(), walletProviderType: connector?.type }
    },
    getWalletInfo: (namespace) => {
      const n = ns(namespace)
      return n ? getNamespaceState(ctx, n)?.account.connectedWalletInfo : undefined
    },

    showSnackbar: (variant, messageKey, params) => showSnackbar(ctx, variant, messageKey, params),
    hideSnackbar: () => hideSnackbar(ctx),
    setThemeMode: (mode) => setThemeMode(ctx, mode),
    setThemeVariables: (variables) => setThemeVariables(ctx, variables),

    subscribeEvents: (listener) => {
      eventListeners.add(listener)
      return () => eventListeners.delete(listener)
    },
    destroy: () => {
      stopAdapters?.()
      // Set by the lazily loaded code that made them: the wallet iframe, its listener and watches; the WalletConnect client.
      ctx.embeddedWallet.stop?.()
      ctx.walletConnect.detach?.()
      for (const id of ctx.timers.values()) clearTimeout(id)
      ctx.timers.clear()
      // The read cache's collection timers must not outlive the instance.
      ctx.queries.clear()
      eventListeners.clear()
    },
  }
}
