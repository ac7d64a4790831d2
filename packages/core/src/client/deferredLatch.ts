/**
 * `createDeferredLatch(options)`: the client a page gets at once, with the client itself (createLatch: jotai's store,
 * the option checks, the connection machinery's entry points) loading after the page, so the first bundle holds
 * little more than what paints the buttons (issue #20). Until it has loaded, the snapshot is the instance's start
 * (client/startSnapshot, the same as createLatch's first one), getters answer from it, theme changes apply to it, and
 * every other call waits for the client, in order. It loads once the page is idle, at once when there is a stored
 * connection or pairing to restore, or at the first call (a button's hover warms it); never by itself on a server.
 */
import { isMobileUserAgent } from '../env/isMobile'
import { whenIdle } from '../env/whenIdle'
import { InvalidOptionsError } from '../errors/config'
import { applyOptionDefaults } from '../options/defaults'
import { storageAccess } from '../store/access'
import { DEFAULT_STORAGE_PREFIX } from '../store/keys'
import { defaultStorage } from '../store/memoryStorage'
import { startReads } from '../store/startReads'
import { withThemeMode, withThemeVariables } from '../theme/themeChange'
import type { ChainNamespace } from '../types/chain'
import type { LatchSnapshot } from '../types/client'
import type { LatchEvent, LatchOptions } from '../types/options'
import { loadOnce } from '../adapters/kit/loadOnce'
import type { CreateLatchInternals, LatchInstance } from './createLatch'
import { EMBEDDED_WALLET_METHODS, NAMES_METHODS, ONRAMP_METHODS, SEND_METHODS, SESSION_METHODS, SIWX_METHODS, SWAP_METHODS } from './methods'
import { startSnapshot } from './startSnapshot'
import { startState } from './startState'
import { watchSnapshot } from './watchSnapshot'

type ClientModule = Pick<typeof import('./createLatch'), 'createLatch'>

export interface DeferredLatchInternals extends CreateLatchInternals {
  /** Replaces the import of createLatch (tests: count loads, fail one). */
  loadClient?: () => Promise<ClientModule>
  /** Replaces the build's mode (tests of production behaviour). */
  development?: boolean
}

// The dapp's bundler replaces `process.env.NODE_ENV` (as React's own code needs it to). In development the client
// loads at once, so a bad option is reported (console, rejected `ready`) right after createAppKit, not at idle.
const development = process.env.NODE_ENV !== 'production'

/**
 * Options a start snapshot can be built from: an object with networks. Everything else is checked by resolveOptions
 * when the client loads; its code stays out of the first bundle.
 */
function checkShape(options: LatchOptions): void {
  const networks = (options as Partial<LatchOptions> | null)?.networks
  if (!Array.isArray(networks) || networks.length === 0 || !networks.every((n) => n && typeof n.caipNetworkId === 'string' && typeof n.chainNamespace === 'string')) {
    throw new InvalidOptionsError({ issues: [{ path: 'networks', message: 'At least one network is required' }] })
  }
}

export function createDeferredLatch(options: LatchOptions, internals: DeferredLatchInternals = {}): LatchInstance {
  checkShape(options)
  const resolved = applyOptionDefaults(options)
  const inBrowser = typeof window !== 'undefined'
  const isMobile = internals.isMobile ?? isMobileUserAgent
  const storage = startReads(storageAccess(options.storage ?? defaultStorage(), DEFAULT_STORAGE_PREFIX))
  const start = startState({ options: resolved, storage, ssr: options.ssr, initialState: options.initialState, inBrowser })
  let snapshot: LatchSnapshot = startSnapshot(resolved, start, isMobile())
  let real: LatchInstance | undefined
  let destroyed = false
  const listeners = new Set<() => void>()
  const eventListeners = new Set<(event: LatchEvent) => void>()
  const notify = () => {
    for (const listener of [...listeners]) listener()
  }

  const load = loadOnce(async () => {
    // `.then((m) => m.createLatch)` names the one export used, so no namespace object is built (see clientChunk).
    const { createLatch } = await (internals.loadClient ?? (() => import('./clientChunk').then((m) => ({ createLatch: m.createLatch }))))()
    // Destroyed while the code was on its way: start nothing (no reconnect, no listeners).
    if (destroyed) throw new Error('[latch] this instance was destroyed')
    const client = createLatch(options, internals)
    // The theme as it was changed meanwhile, then every call that waited, in order.
    if (snapshot.theme.themeMode !== start.theme.themeMode) client.setThemeMode(snapshot.theme.themeMode)
    if (snapshot.theme.themeVariables !== start.theme.themeVariables) client.setThemeVariables(snapshot.theme.themeVariables)
    client.subscribe(notify)
    client.subscribeEvents((event) => {
      for (const listener of [...eventListeners]) listener(event)
    })
    real = client
    notify()
    return client
  })
  const report = (error: unknown) => {
    if (!destroyed) console.error('[latch] could not load the client', error)
  }
  /** Calls `run` on the client now if it is here, else once it has loaded. */
  const whenLoaded = (run: (c: LatchInstance) => void) => {
    if (real) run(real)
    else load().then(run, report)
  }
  /** Methods named `names` of the group `pick` selects; once the client is here a call starts in the same tick. */
  const deferred = <T extends object, K extends keyof T & string>(pick: (c: LatchInstance) => T, names: readonly K[]) =>
    Object.fromEntries(
      names.map((name) => {
        const call = (c: LatchInstance, args: unknown[]) => (pick(c)[name] as (...a: unknown[]) => unknown)(...args)
        return [name, (...args: unknown[]) => (real ? call(real, args) : load().then((c) => call(c, args)))]
      }),
    ) as Pick<T, K>

  let cancelIdle = () => {}
  if (inBrowser) {
    if ((internals.development ?? development) || start.toRestore.length > 0 || storage.getWalletConnectPairing()) load().catch(report)
    else cancelIdle = whenIdle(() => void load().catch(report))
  }

  const current = () => real?.getSnapshot() ?? snapshot
  const account = (namespace?: ChainNamespace) => {
    const s = current()
    const n = namespace ?? s.activeNamespace
    return n ? s.namespaces[n] : undefined
  }
  const subscribe = (listener: () => void) => {
    listeners.add(listener)
    return () => void listeners.delete(listener)
  }

  return {
    get options() {
      return real?.options ?? resolved
    },
    get ready() {
      return load().then((c) => c.ready)
    },
    getSnapshot: current,
    subscribe,
    watch: (select, listener) => watchSnapshot(current, subscribe, select, listener),
    getState: () => current().state,
    subscribeState: (listener) => watchSnapshot(current, subscribe, (s) => s.state, listener),
    ...deferred((c) => c, SESSION_METHODS),
    close: () => whenLoaded((c) => c.close()),
    shake: () => whenLoaded((c) => c.shake()),
    router: {
      push: (view, data) => whenLoaded((c) => c.router.push(view, data)),
      replace: (view, data) => whenLoaded((c) => c.router.replace(view, data)),
      reset: (view, data) => whenLoaded((c) => c.router.reset(view, data)),
      goBack: () => whenLoaded((c) => c.router.goBack()),
      goBackToIndex: (index) => whenLoaded((c) => c.router.goBackToIndex(index)),
      goBackOrCloseModal: () => whenLoaded((c) => c.router.goBackOrCloseModal()),
    },
    warm: () => whenLoaded((c) => c.warm()),
    rememberWallet: (walletId) => whenLoaded((c) => c.rememberWallet(walletId)),
    isMobile,
    embeddedWallet: deferred((c) => c.embeddedWallet, EMBEDDED_WALLET_METHODS),
    setAccountTab: (tab) => whenLoaded((c) => c.setAccountTab(tab)),
    send: {
      ...deferred((c) => c.send, SEND_METHODS),
      options: () => real?.send.options() ?? resolved.adapters.find((a) => a.namespace === current().activeNamespace)?.transfers ?? {},
    },
    swap: deferred((c) => c.swap, SWAP_METHODS),
    onramp: deferred((c) => c.onramp, ONRAMP_METHODS),
    names: deferred((c) => c.names, NAMES_METHODS),
    siwx: deferred((c) => c.siwx, SIWX_METHODS),
    getAccount: (namespace) => (real ? real.getAccount(namespace) : account(namespace)?.account),
    getCaipNetwork: (namespace) => (real ? real.getCaipNetwork(namespace) : account(namespace)?.network.caipNetwork),
    addNetwork: (network) => whenLoaded((c) => c.addNetwork(network)),
    // Nothing is connected before the client has asked the wallets.
    getProvider: (namespace) => real?.getProvider(namespace) ?? { walletProvider: undefined, walletProviderType: undefined },
    getWalletInfo: (namespace) => (real ? real.getWalletInfo(namespace) : account(namespace)?.account.connectedWalletInfo),
    showSnackbar: (variant, messageKey, params) => whenLoaded((c) => c.showSnackbar(variant, messageKey, params)),
    hideSnackbar: () => whenLoaded((c) => c.hideSnackbar()),
    setThemeMode: (mode) => {
      if (real) return real.setThemeMode(mode)
      const theme = withThemeMode(snapshot.theme, mode)
      if (theme === snapshot.theme) return
      snapshot = { ...snapshot, theme }
      notify()
    },
    setThemeVariables: (variables) => {
      if (real) return real.setThemeVariables(variables)
      snapshot = { ...snapshot, theme: withThemeVariables(snapshot.theme, variables) }
      notify()
    },
    subscribeEvents: (listener) => {
      eventListeners.add(listener)
      return () => eventListeners.delete(listener)
    },
    destroy: () => {
      destroyed = true
      cancelIdle()
      listeners.clear()
      eventListeners.clear()
      real?.destroy()
    },
  }
}
