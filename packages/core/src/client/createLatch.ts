/**
 * `createLatch(options)`: one headless instance — its own jotai store, adapters set up, stored
 * session restored — and the `LatchClient` API the bindings use. Safe to call on a server: nothing
 * here touches `window` until a browser is present. The connection machinery is a chunk of its own
 * (client/session) that loads on first need, so the first bundle holds only what paints the button.
 */
import { createStore } from 'jotai/vanilla'
import { activeNamespace, getNamespaceState, requestedNetworks, resetAccount, updateAccount } from '../chains/namespaceState'
import { addRecentConnector, findConnector } from '../connectors/connectors'
import { createLogger } from '../env/logger'
import { isMobileUserAgent } from '../env/isMobile'
import { loadEmbeddedWalletFlows, loadMoneyFlows, loadNameFlows, loadWalletConnectFlows } from '../flows/chunks'
import { addNetwork } from '../flows/addNetwork'
import type { Prefetch } from '../flows/openModal'
import { forgetStoredConnections } from '../flows/restoreStatus'
import type { removeNetwork } from '../flows/switchNetwork'
import { closeModal, shakeModal } from '../modal/modal'
import { resolveOptions } from '../options/resolveOptions'
import * as router from '../router/router'
import { hideSnackbar, showSnackbar } from '../snackbar/snackbar'
import { activeNamespaceAtom, alertAtom, initializedAtom, lastEventAtom, namespacesAtom, recentConnectorIdsAtom, themeAtom } from '../state/atoms'
import type { LatchContext } from '../state/context'
import { createLatchStorage } from '../store/storage'
import { setThemeMode, setThemeVariables } from '../theme/theme'
import type { ChainNamespace } from '../types/chain'
import type { LatchClient, LatchSnapshot } from '../types/client'
import type { LatchEvent, LatchOptions } from '../types/options'
import { createWalletConnectRuntime } from '../walletConnect/runtime'
import { createEmbeddedWalletRuntime, type EmbeddedWalletRuntime } from '../embeddedWallet/runtime'
import { embeddedWalletActions } from '../embeddedWallet/actions'
import type { SignClientLoader } from '../walletConnect/signClient'
import { createSnapshotAtom } from './snapshot'
import { lazyQueryCache } from '../query/lazyQueryCache'
import { lazyMethods } from '../adapters/kit/lazyMethods'
import { createSessionLoader } from './sessionLoader'
import { startState } from './startState'
import { watchSnapshot } from './watchSnapshot'
import { NAMES_METHODS, ONRAMP_METHODS, SEND_METHODS, SESSION_METHODS, SIWX_METHODS, SWAP_METHODS } from './methods'

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
  const inBrowser = typeof window !== 'undefined'
  const start = startState({ options: resolved, storage: ctx.storage, ssr: options.ssr, initialState: options.initialState, inBrowser })
  store.set(namespacesAtom, start.namespaces)
  store.set(activeNamespaceAtom, start.activeNamespace)
  store.set(themeAtom, start.theme)
  store.set(recentConnectorIdsAtom, start.recentConnectorIds)
  if (start.alert) store.set(alertAtom, start.alert)
  forgetStoredConnections(ctx, start)
  const toRestore = start.toRestore

  const snapshotAtom = createSnapshotAtom(ctx)
  const session = createSessionLoader(ctx, { inBrowser, prefetchers: internals.prefetchers })
  // A first visit has nothing to restore and loads no connection code here; a stored connection loads it at once.
  const restored = (async () => {
    if (inBrowser && toRestore.length > 0) {
      try {
        await session.withApi((_api, s) => s.reconnectNamespaces(ctx, toRestore))
      } catch (error) {
        // The chunk could not be fetched: the stored connections cannot be asked about, so they show as disconnected.
        ctx.logger.warn('reconnect failed', error)
        for (const namespace of toRestore) resetAccount(ctx, namespace)
      }
    }
    // A pairing handed to a wallet before a reload (spec §4 reuse browsers): hear the wallet's answer on it.
    if (inBrowser && ctx.storage.getWalletConnectPairing()) {
      loadWalletConnectFlows()
        .then((wc) => wc.resumeWalletConnectPairing(ctx))
        .catch((error: unknown) => ctx.logger.warn('WalletConnect resume failed', error))
    }
    store.set(initializedAtom, true)
  })()
  let ready: Promise<void> | undefined

  const ns = (namespace?: ChainNamespace) => namespace ?? activeNamespace(ctx)
  const watch = <T,>(select: (snapshot: LatchSnapshot) => T, listener: (value: T) => void) =>
    watchSnapshot(() => store.get(snapshotAtom), (onChange) => store.sub(snapshotAtom, onChange), select, listener)

  return {
    options: resolved,
    // Awaiting it also loads the connection code, so the connectors the adapters know are listed by then.
    get ready() {
      ready ??= restored.then(() => (inBrowser ? session.load().then(() => {}) : undefined))
      return ready
    },
    getSnapshot: () => store.get(snapshotAtom),
    subscribe: (listener) => store.sub(snapshotAtom, listener),
    watch: (select, listener) => watch(select, listener),
    getState: () => store.get(snapshotAtom).state,
    subscribeState: (listener) => watch((s) => s.state, listener),

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

    // Every asynchronous method lives in client/session, loaded on first need (see createSessionLoader).
    ...session.forward((api) => api, SESSION_METHODS),
    // What opening runs, fetched ahead: same-origin chunks only, nothing they would ask for.
    warm: () => void session.withApi((_api, s) => s.warmChunks(ctx)).catch(() => {}),
    rememberWallet: (walletId) => addRecentConnector(ctx, walletId),
    isMobile: () => ctx.isMobile(),
    embeddedWallet: embeddedWalletActions(ctx, session.load),
    setAccountTab: (tab) => {
      const ns = activeNamespace(ctx)
      if (ns && Number.isInteger(tab) && tab >= 0) updateAccount(ctx, ns, { currentTab: tab })
    },
    send: {
      ...session.forward((api) => api.send, SEND_METHODS),
      // The active adapter's `transfers` as they are (read-only fields): the form shows them before any send code loads.
      options: () => ctx.adapters.get(activeNamespace(ctx) as ChainNamespace)?.transfers ?? {},
    },
    swap: lazyMethods(() => loadMoneyFlows().then((m) => m.swapActions(ctx)), SWAP_METHODS),
    onramp: lazyMethods(() => loadMoneyFlows().then((m) => m.onrampActions(ctx)), ONRAMP_METHODS),
    names: lazyMethods(() => loadNameFlows().then((m) => m.namesActions(ctx)), NAMES_METHODS),
    siwx: session.forward((api) => api.siwx, SIWX_METHODS),

    getAccount: (namespace) => {
      const n = ns(namespace)
      return n ? getNamespaceState(ctx, n)?.account : undefined
    },
    getCaipNetwork: (namespace) => {
      const n = ns(namespace)
      return n ? getNamespaceState(ctx, n)?.network.caipNetwork : undefined
    },
    addNetwork: (network) => addNetwork(ctx, network),
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
      session.destroy()
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
