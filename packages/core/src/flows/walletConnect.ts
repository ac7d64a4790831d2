/**
 * WalletConnect connection (spec §4): a pairing URI for the QR code / deep link, the approved session
 * applied to every namespace it holds, session events, wallet-side disconnect, restore after reload.
 * WalletConnect namespaces connect and disconnect together.
 */
import { getNamespaceState, resetAccount, resetNetwork, updateAccount } from '../chains/namespaceState'
import { addRecentConnector } from '../connectors/connectors'
import { WalletConnectConnectorNotFoundError } from '../errors/adapter'
import { UnsupportedChainError } from '../errors/alerts'
import { toErrorInfo } from '../errors/base'
import { setModalOpen } from '../modal/modal'
import { activityAtom, pendingTransactionsAtom, walletConnectAtom } from '../state/atoms'
import type { LatchContext } from '../state/context'
import type { ChainNamespace } from '../types/chain'
import type { WalletConnectState } from '../types/state'
import { walletConnectAvailable } from '../walletConnect/availability'
import { walletConnectNamespaces } from '../walletConnect/sessionNamespaces'
import { UNSUPPORTED_ACCOUNTS, USER_DISCONNECTED, WALLET_CONNECT_CONNECTOR_ID } from '../walletConnect/constants'
import { buildOptionalNamespaces, eventAccounts, type SessionAccountRules, sessionAccounts } from '../walletConnect/namespaces'
import { isPairingReuseBrowser } from '../env/isPairingReuseBrowser'
import { newPairingExpiry, shouldReusePairing } from '../walletConnect/pairing'
import { loadSignClient, type SessionLike, type SignClientLike } from '../walletConnect/signClient'
import { applyConnection } from './applyConnection'
import { fetchBalance } from './balance'

async function client(ctx: LatchContext): Promise<SignClientLike> {
  const rt = ctx.walletConnect
  if (!rt.client) {
    rt.client = (rt.load ?? loadSignClient)(ctx.options).then((c) => {
      listenToSession(ctx, c)
      return c
    })
    rt.client.catch(() => {
      rt.client = undefined
    })
  }
  return rt.client
}

/**
 * Shows a pairing URI and, in the background, waits for the wallet's approval. Resolves once the URI is
 * ready; the outcome lands in state. Each call makes a new pairing (the old URI, its expiry and its linked
 * wallet dropped), except that on an in-app messenger browser or iOS Safari an unexpired one is reused
 * (spec §4), in this page or, after a reload, from storage (resumeWalletConnectPairing). `force` always makes a
 * new one.
 */
export async function startWalletConnect(ctx: LatchContext, { force = false }: { force?: boolean } = {}): Promise<string> {
  // No relay to reach (no project id, no relay URL) or no adapter that takes a session: the catalogue's error (§8).
  if (!walletConnectAvailable(ctx)) throw new WalletConnectConnectorNotFoundError()
  const current = ctx.store.get(walletConnectAtom)
  if (!force && current.uri && current.status === 'pairing' && shouldReusePairing({ expiry: current.pairingExpiry, now: ctx.now(), userAgent: ctx.userAgent() })) {
    return current.uri
  }
  if (!force && !current.uri) {
    const resumed = await resumeWalletConnectPairing(ctx)
    if (resumed) return resumed
  }
  ctx.store.set(walletConnectAtom, { status: 'pairing' })
  ctx.walletConnect.resumedUri = undefined
  try {
    const c = await client(ctx)
    const { uri, approval } = await c.connect({ optionalNamespaces: buildOptionalNamespaces(ctx.options.adapters, ctx.options.networks) })
    if (!uri) throw new Error('WalletConnect returned no pairing URI')
    const pairingExpiry = newPairingExpiry(ctx.now())
    ctx.store.set(walletConnectAtom, { status: 'pairing', uri, pairingExpiry })
    // Where the pairing is reused, the page may be reloaded when the user comes back from the wallet: keep it.
    ctx.storage.setWalletConnectPairing(isPairingReuseBrowser(ctx.userAgent()) ? { uri, expiry: pairingExpiry } : undefined)
    // A rejected proposal, or an approved session refused for its accounts, is shown as the pairing's error.
    approval()
      .then((session) => onApproved(ctx, c, session, uri))
      .catch((error: unknown) => {
        // A stale pairing's rejection must not clobber a newer one the user is looking at.
        if (ctx.store.get(walletConnectAtom).uri !== uri) return
        ctx.storage.setWalletConnectPairing(undefined)
        ctx.store.set(walletConnectAtom, { status: 'error', error: toErrorInfo(error) })
        ctx.track('CONNECT_ERROR', { method: 'walletconnect', message: toErrorInfo(error).shortMessage })
      })
    return uri
  } catch (error) {
    ctx.store.set(walletConnectAtom, { status: 'error', error: toErrorInfo(error) })
    ctx.storage.setWalletConnectPairing(undefined)
    throw error
  }
}

/**
 * After a reload on an in-app messenger browser or iOS Safari (spec §4): the pairing this page handed to a
 * wallet before it was reloaded, if it has not expired, becomes the current one again, and the client is
 * started so it hears the wallet's answer on it. Returns its URI, or undefined when there is none to resume.
 * Runs on start (createLatch) and when a connect finds no pairing in memory.
 */
export async function resumeWalletConnectPairing(ctx: LatchContext): Promise<string | undefined> {
  const stored = ctx.storage.getWalletConnectPairing()
  if (!stored) return undefined
  if (!walletConnectAvailable(ctx) || !shouldReusePairing({ expiry: stored.expiry, now: ctx.now(), userAgent: ctx.userAgent() })) {
    ctx.storage.setWalletConnectPairing(undefined)
    return undefined
  }
  await client(ctx)
  // Taken back already by a call that started first (start-up and the list showing race for it); a pairing
  // another connect made meanwhile owns the state now.
  const now = ctx.store.get(walletConnectAtom).uri
  if (now) return now === stored.uri ? now : undefined
  ctx.walletConnect.resumedUri = stored.uri
  ctx.store.set(walletConnectAtom, { status: 'pairing', uri: stored.uri, pairingExpiry: stored.expiry, ...(stored.linking ? { linking: stored.linking } : {}) })
  return stored.uri
}

async function onApproved(ctx: LatchContext, c: SignClientLike, session: SessionLike, uri: string): Promise<void> {
  const applied = await applySession(ctx, c, session).catch((error: unknown) => {
    refuseSession(ctx, c, session.topic)
    throw error
  })
  // The pairing is used up; the wallet the user linked to is the session's, so it stays until a reset.
  ctx.storage.setWalletConnectPairing(undefined)
  if (ctx.walletConnect.resumedUri === uri) ctx.walletConnect.resumedUri = undefined
  const { linking } = ctx.store.get(walletConnectAtom)
  ctx.store.set(walletConnectAtom, { status: 'idle', sessionTopic: session.topic, ...(linking ? { linking } : {}) })
  if (applied.length === 0) return
  addRecentConnector(ctx, WALLET_CONNECT_CONNECTOR_ID)
  ctx.track('CONNECT_SUCCESS', { method: 'walletconnect', name: session.peer.metadata.name, uri: uri.length > 0 })
  setModalOpen(ctx, false)
  for (const ns of applied) void fetchBalance(ctx, ns)
}

/** The session's accounts are the wallet's word: each is checked against what the dapp asked for and the adapter's address rule. */
function accountRules(ctx: LatchContext): SessionAccountRules {
  return {
    requested: (caipNetworkId) => ctx.options.networks.some((n) => n.caipNetworkId === caipNetworkId),
    isAddress: (namespace, address, caipNetworkId) => ctx.adapters.get(namespace)?.isAddress(address, caipNetworkId) ?? false,
    dropped: (account, reason) => ctx.logger.warn(`WalletConnect: ignored ${account.slice(0, 120)} (${reason})`),
  }
}

/** Ends a session the dapp cannot use, on the wallet's side too (best effort), so it does not show as connected there. */
function refuseSession(ctx: LatchContext, c: SignClientLike, topic: string): void {
  c.disconnect({ topic, reason: UNSUPPORTED_ACCOUNTS }).catch((error: unknown) => ctx.logger.warn('WalletConnect', error))
}

/**
 * Hands each namespace of the session to its adapter; returns the namespaces connected. A session with no
 * usable account left is refused: 'Unsupported chain'.
 */
export async function applySession(ctx: LatchContext, c: SignClientLike, session: SessionLike): Promise<ChainNamespace[]> {
  const entries = sessionAccounts(session.namespaces, accountRules(ctx))
  if (entries.length === 0) throw new UnsupportedChainError({ reason: 'The wallet shared no usable account on a network this app supports.' })
  const connected: ChainNamespace[] = []
  for (const entry of entries) {
    const adapter = ctx.adapters.get(entry.namespace)
    if (!adapter?.remote) continue
    const connection = await adapter.remote.attach({
      accounts: entry.addresses,
      caipNetworkId: entry.caipNetworkId,
      request: ({ method, params, caipNetworkId }) => c.request({ topic: session.topic, chainId: caipNetworkId, request: { method, params } }),
      onEvent: (listener) => {
        const set = ctx.walletConnect.listeners.get(entry.namespace) ?? new Set()
        ctx.walletConnect.listeners.set(entry.namespace, set)
        set.add(listener)
        return () => set.delete(listener)
      },
    })
    applyConnection(ctx, entry.namespace, connection)
    // The wallet on the other end, not "WalletConnect", is what the user connected.
    const peer = session.peer.metadata
    updateAccount(ctx, entry.namespace, { connectedWalletInfo: { name: peer.name, icon: peer.icons?.[0], identifier: peer.url } })
    connected.push(entry.namespace)
  }
  return connected
}

function listenToSession(ctx: LatchContext, c: SignClientLike): void {
  const onEvent = (args: { topic: string; params: { event: { name: string; data: unknown }; chainId: string } }) => {
    const ns = args.params.chainId.split(':')[0] ?? ''
    let data = args.params.event.data
    if (args.params.event.name === 'accountsChanged') {
      const accounts = eventAccounts(data, args.params.chainId, accountRules(ctx))
      if (!accounts) return
      data = accounts
    }
    for (const l of ctx.walletConnect.listeners.get(ns) ?? []) {
      l({ name: args.params.event.name, data, caipNetworkId: args.params.chainId as `${string}:${string}` })
    }
  }
  const onGone = (args: { topic: string }) => {
    if (ctx.store.get(walletConnectAtom).sessionTopic !== args.topic) return
    resetWalletConnect(ctx)
    ctx.track('DISCONNECT_SUCCESS', { method: 'walletconnect', initiator: 'wallet' })
  }
  const onUpdate = (args: { topic: string; params: { namespaces: SessionLike['namespaces'] } }) => {
    if (ctx.store.get(walletConnectAtom).sessionTopic !== args.topic) return
    const session = c.session.getAll().find((s) => s.topic === args.topic)
    if (!session) return
    // An update that leaves nothing usable ends the session, as a refused approval would.
    applySession(ctx, c, { ...session, namespaces: args.params.namespaces }).catch((error: unknown) => {
      ctx.logger.warn('WalletConnect', error)
      refuseSession(ctx, c, args.topic)
      resetWalletConnect(ctx)
    })
  }
  // The settle of a pairing resumed after a reload (see resumeWalletConnectPairing); a pairing made by this page
  // is settled through its own approval promise instead.
  const onConnect = (args: { session: SessionLike }) => {
    const uri = ctx.walletConnect.resumedUri
    const state = ctx.store.get(walletConnectAtom)
    if (!uri || state.uri !== uri || state.status !== 'pairing') return
    ctx.walletConnect.resumedUri = undefined
    onApproved(ctx, c, args.session, uri).catch((error: unknown) => {
      ctx.store.set(walletConnectAtom, { status: 'error', error: toErrorInfo(error) })
      ctx.track('CONNECT_ERROR', { method: 'walletconnect', message: toErrorInfo(error).shortMessage })
    })
  }
  c.on('session_connect', onConnect as (args: never) => void)
  c.on('session_event', onEvent as (args: never) => void)
  c.on('session_delete', onGone as (args: never) => void)
  c.on('session_expire', onGone as (args: never) => void)
  c.on('session_update', onUpdate as (args: never) => void)
  ctx.walletConnect.detach = () => {
    c.off?.('session_connect', onConnect as (args: never) => void)
    c.off?.('session_event', onEvent as (args: never) => void)
    c.off?.('session_delete', onGone as (args: never) => void)
    c.off?.('session_expire', onGone as (args: never) => void)
    c.off?.('session_update', onUpdate as (args: never) => void)
    // A destroyed instance must not keep a socket to the relay (and its heartbeat) alive: a re-created one
    // (HMR, a remount) builds its own client. The session itself stays, for that client to restore.
    c.core?.heartbeat?.stop?.()
    c.core?.relayer?.transportClose?.().catch(() => {})
    ctx.walletConnect.detach = undefined
    ctx.walletConnect.client = undefined
    ctx.walletConnect.listeners.clear()
  }
}

/**
 * The wallet whose deep or universal link the user opened for the current pairing (AppKit's `wcLinking`);
 * undefined forgets it. Only recorded: the UI opened the link, after checking it (`isAllowedWalletUrl`).
 */
export function setWalletConnectLinking(ctx: LatchContext, linking: WalletConnectState['linking']): void {
  const { linking: _old, ...rest } = ctx.store.get(walletConnectAtom)
  const next = linking ? { name: linking.name, href: linking.href } : undefined
  ctx.store.set(walletConnectAtom, next ? { ...rest, linking: next } : rest)
  const stored = ctx.storage.getWalletConnectPairing()
  if (stored && stored.uri === rest.uri) ctx.storage.setWalletConnectPairing({ uri: stored.uri, expiry: stored.expiry, ...(next ? { linking: next } : {}) })
}

/**
 * The transactions of the session's accounts: the activity read for one of them and the pending ones sent
 * from the modal (both keyed `caipNetworkId:address`). Other connections' transactions stay.
 */
function clearTransactions(ctx: LatchContext, namespaces: readonly ChainNamespace[]): void {
  const accounts = namespaces.flatMap((ns) => {
    const account = getNamespaceState(ctx, ns)?.account
    return (account?.allAccounts ?? []).map((a) => a.address).concat(account?.address ?? []).map((address) => [`${ns}:`, `:${address}`] as const)
  })
  if (accounts.length === 0) return
  const ofSession = (key = '') => accounts.some(([ns, address]) => key.startsWith(ns) && key.endsWith(address))
  if (ofSession(ctx.store.get(activityAtom).key)) ctx.store.set(activityAtom, { status: 'idle', items: [] })
  ctx.store.set(pendingTransactionsAtom, (list) => list.filter((tx) => !ofSession(tx.key)))
}

/**
 * Reset (spec §4): the session's namespaces disconnected; uri, pairing expiry and linking cleared, and the
 * session's transactions with them. (AppKit's "recent wallet", the wallet picked for the pairing, is not core
 * state in Latch: the ConnectingWalletConnect view carries it as router data.)
 */
export function resetWalletConnect(ctx: LatchContext): void {
  const namespaces = walletConnectNamespaces(ctx)
  clearTransactions(ctx, namespaces)
  for (const ns of namespaces) {
    void ctx.adapters.get(ns)?.disconnect()
    resetAccount(ctx, ns)
    resetNetwork(ctx, ns)
  }
  ctx.walletConnect.listeners.clear()
  ctx.walletConnect.resumedUri = undefined
  ctx.storage.setWalletConnectPairing(undefined)
  ctx.store.set(walletConnectAtom, { status: 'idle' })
}

/** Ends the session with the wallet (best effort), then resets. */
export async function disconnectWalletConnect(ctx: LatchContext): Promise<void> {
  const topic = ctx.store.get(walletConnectAtom).sessionTopic
  try {
    if (topic && ctx.walletConnect.client) await (await ctx.walletConnect.client).disconnect({ topic, reason: USER_DISCONNECTED })
  } finally {
    resetWalletConnect(ctx)
  }
}

/** After reload: the stored session, if the wallet still has it, becomes the connection again. */
export async function restoreWalletConnect(ctx: LatchContext): Promise<ChainNamespace[]> {
  const c = await client(ctx)
  const sessions = c.session.getAll()
  const session = sessions[sessions.length - 1]
  if (!session) return []
  ctx.store.set(walletConnectAtom, { status: 'idle', sessionTopic: session.topic })
  return applySession(ctx, c, session).catch((error: unknown) => {
    refuseSession(ctx, c, session.topic)
    ctx.store.set(walletConnectAtom, { status: 'idle' })
    throw error
  })
}
