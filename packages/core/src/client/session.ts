/**
 * The connection machinery of a client: listening to the adapters, restoring stored connections, connect,
 * disconnect, network switching, wallet requests, the modal's open path, and the methods over the flows that load
 * their own chunks. None of it is needed to paint the connect button, so createLatch loads this chunk on first need
 * (client/sessionLoader) instead of putting it in the dapp's first bundle: at once when there is a stored connection
 * to restore, else when the page warms the modal or calls any of these.
 */
import { activeNamespace } from '../chains/namespaceState'
import { syncConnectors } from '../connectors/connectors'
import { listenToAdapters } from '../flows/adapterEvents'
import { fetchBalance } from '../flows/balance'
import { loadWalletConnectFlows } from '../flows/chunks'
import { connect } from '../flows/connect'
import { disconnect } from '../flows/disconnect'
import { openModal, type Prefetch } from '../flows/openModal'
import { reconnectNamespaces } from '../flows/reconnect'
import { sendTransaction, signMessage, signTypedData } from '../flows/requests'
import { restoreStoredStatus } from '../flows/restoreStatus'
import { removeNetwork, switchNetwork } from '../flows/switchNetwork'
import type { LatchContext } from '../state/context'
import type { LatchClient } from '../types/client'
import { walletConnectAvailable } from '../walletConnect/availability'
import { WALLET_CONNECT_CONNECTOR_ID } from '../walletConnect/constants'

export { reconnectNamespaces }

/** The client's asynchronous methods; createLatch forwards each to this object once the chunk has loaded. */
export type SessionApi = ReturnType<typeof sessionApi>

/** Starts listening to the adapters and lists the connectors they know; returns the stop. */
export function startSession(ctx: LatchContext): () => void {
  const stop = listenToAdapters(ctx)
  syncConnectors(ctx)
  return stop
}

/** The code opening the modal runs (what `open` prefetches), fetched ahead: same-origin chunks only, no request they would make. */
export function warmChunks(ctx: LatchContext): Promise<unknown> {
  return Promise.all([import('../walletDirectory/forInstance'), import('../query/queryCache'), ctx.options.projectConfig && import('../projectConfig/loadProjectConfig')])
}

export function sessionApi(ctx: LatchContext, extraPrefetchers: readonly Prefetch[] = []) {
  const projectConfig = ctx.options.projectConfig
  // Spec §2 step 1: the first wallet page (and so its images) starts loading when the modal opens; so does the
  // project's remote config (spec §7), never earlier, and the modal never waits for it.
  const prefetchers: Prefetch[] = [
    ...(projectConfig ? [(signal: AbortSignal) => import('../projectConfig/loadProjectConfig').then((m) => m.loadProjectConfig(ctx, projectConfig, signal))] : []),
    ...extraPrefetchers,
    async (signal) => {
      if (walletConnectAvailable(ctx)) await (await import('../walletDirectory/forInstance')).loadWallets(ctx, { signal })
    },
  ]
  const send = () => import('../flows/send')
  const siwx = () => import('../flows/siwx')
  return {
    open: async (options) => openModal(ctx, options, prefetchers),
    connect: (connectorId) =>
      connectorId === WALLET_CONNECT_CONNECTOR_ID ? loadWalletConnectFlows().then((wc) => wc.startWalletConnect(ctx)).then(() => {}) : connect(ctx, connectorId),
    connectWalletConnect: (options) => loadWalletConnectFlows().then((wc) => wc.startWalletConnect(ctx, options)),
    setWalletConnectLinking: (linking) => loadWalletConnectFlows().then((wc) => wc.setWalletConnectLinking(ctx, linking)),
    loadWallets: (request) => import('../walletDirectory/forInstance').then((m) => m.loadWallets(ctx, request)),
    refreshTokens: () => import('../flows/tokensChunk').then((f) => f.fetchTokens(ctx)),
    refreshNfts: () => import('../flows/nfts').then((f) => f.fetchNfts(ctx)),
    refreshActivity: () => import('../flows/activityChunk').then((f) => f.fetchActivity(ctx)),
    loadMoreActivity: () => import('../flows/activityChunk').then((f) => f.fetchMoreActivity(ctx)),
    disconnect: async (options) => {
      await disconnect(ctx, options)
    },
    reconnect: () => reconnectNamespaces(ctx, restoreStoredStatus(ctx)),
    switchNetwork: (network) => switchNetwork(ctx, network),
    removeNetwork: (caipNetworkId: Parameters<typeof removeNetwork>[1]) => removeNetwork(ctx, caipNetworkId),
    refreshBalance: async (namespace) => {
      const n = namespace ?? activeNamespace(ctx)
      if (n) await fetchBalance(ctx, n)
    },
    signMessage: (message, options) => signMessage(ctx, message, options?.namespace),
    signTypedData: (data, options) => signTypedData(ctx, data, options?.namespace),
    sendTransaction: (tx, options) => sendTransaction(ctx, tx, options?.namespace),
    send: {
      setForm: (form) => send().then((f) => f.setSendForm(ctx, form)),
      max: () => send().then((f) => f.maxSendable(ctx)),
      preview: () => send().then((f) => f.previewSend(ctx)),
      confirm: () => send().then((f) => f.confirmSend(ctx)),
      cancel: () => send().then((f) => f.cancelSend(ctx)),
    },
    siwx: {
      signIn: () => siwx().then((f) => f.signIn(ctx)),
      cancel: () => siwx().then((f) => f.cancelSignIn(ctx)),
    },
  } satisfies Pick<
    LatchClient,
    | 'open'
    | 'connect'
    | 'connectWalletConnect'
    | 'setWalletConnectLinking'
    | 'loadWallets'
    | 'refreshTokens'
    | 'refreshNfts'
    | 'refreshActivity'
    | 'loadMoreActivity'
    | 'disconnect'
    | 'reconnect'
    | 'switchNetwork'
    | 'refreshBalance'
    | 'signMessage'
    | 'signTypedData'
    | 'sendTransaction'
    | 'siwx'
  > & { send: Omit<LatchClient['send'], 'options'>; removeNetwork: (caipNetworkId: Parameters<typeof removeNetwork>[1]) => Promise<void> }
}
