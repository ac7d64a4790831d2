/**
 * Restores stored connections on start (spec §4): flows/restoreStatus has already marked a stored "connected" as
 * connecting, with the cached address (what a server render or a first paint from storage shows); while the adapter
 * silently asks the wallet the status is reconnecting (a user's own connect is connecting), then connected or
 * disconnected. No balance is read here: nothing touches the network before the modal opens.
 */
import { activateConnectedNamespace, activeNamespace, getNamespaceState, resetAccount, setActiveNamespace } from '../chains/namespaceState'
import type { LatchContext } from '../state/context'
import type { ChainNamespace } from '../types/chain'
import { markReconnecting } from './restoreStatus'
import { WALLET_CONNECT_CONNECTOR_ID } from '../walletConnect/constants'
import { applyConnection } from './applyConnection'
import { loadEmbeddedWalletFlows, loadWalletConnectFlows } from './chunks'
import { embeddedWalletAvailable } from '../embeddedWallet/availability'
import { AUTH_CONNECTOR_ID } from '../embeddedWallet/constants'

/** Asynchronous part: each namespace asks its adapter (reconnecting meanwhile); failures reset that namespace only. */
export async function reconnectNamespaces(ctx: LatchContext, namespaces: readonly ChainNamespace[]): Promise<void> {
  markReconnecting(ctx, namespaces)
  // Several namespaces come back in any order: the one last used stays active, if it came back.
  const lastUsed = activeNamespace(ctx)
  const viaWalletConnect = namespaces.filter((ns) => ctx.storage.getConnectorId(ns) === WALLET_CONNECT_CONNECTOR_ID)
  const viaEmbeddedWallet = namespaces.filter((ns) => ctx.storage.getConnectorId(ns) === AUTH_CONNECTOR_ID)
  await Promise.all([
    viaWalletConnect.length ? restoreWalletConnectGroup(ctx, viaWalletConnect) : undefined,
    viaEmbeddedWallet.length ? restoreEmbeddedWalletGroup(ctx, viaEmbeddedWallet) : undefined,
    ...namespaces.filter((ns) => !viaWalletConnect.includes(ns) && !viaEmbeddedWallet.includes(ns)).map(async (ns) => {
      const adapter = ctx.adapters.get(ns)
      const connectorId = ctx.storage.getConnectorId(ns)
      if (!adapter || !connectorId) return resetAccount(ctx, ns)
      try {
        const connection = await adapter.reconnect({ connectorId, caipNetworkId: ctx.storage.getActiveCaipNetworkId(ns) })
        if (connection) applyConnection(ctx, ns, connection)
        else resetAccount(ctx, ns)
      } catch (error) {
        ctx.logger.warn('reconnect failed', ns, error)
        resetAccount(ctx, ns)
      }
    }),
  ])
  if (lastUsed && getNamespaceState(ctx, lastUsed)?.account.address) setActiveNamespace(ctx, lastUsed)
  else activateConnectedNamespace(ctx)
}

/** Only a stored embedded-wallet connection loads the frame on start (it asks the frame, which never prompts). */
async function restoreEmbeddedWalletGroup(ctx: LatchContext, namespaces: readonly ChainNamespace[]): Promise<void> {
  let restored = false
  try {
    // No login was ever completed on this device (the e-mail-login-used flag): there is no session to ask for.
    restored = embeddedWalletAvailable(ctx) && ctx.storage.getEmailLoginUsed() && (await (await loadEmbeddedWalletFlows()).restoreEmbeddedWallet(ctx))
  } catch (error) {
    ctx.logger.warn('embedded wallet restore failed', error)
  }
  if (!restored) for (const ns of namespaces) resetAccount(ctx, ns)
}

/**
 * Only namespaces that stored a WalletConnect connection load sign-client on start: a dapp whose
 * users never used WalletConnect pays nothing for it.
 */
async function restoreWalletConnectGroup(ctx: LatchContext, namespaces: readonly ChainNamespace[]): Promise<void> {
  let restored: ChainNamespace[] = []
  try {
    restored = await (await loadWalletConnectFlows()).restoreWalletConnect(ctx)
  } catch (error) {
    ctx.logger.warn('WalletConnect restore failed', error)
  }
  for (const ns of namespaces) if (!restored.includes(ns)) resetAccount(ctx, ns)
}
