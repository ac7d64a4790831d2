/** Connect through one connector (spec §4): connecting → connected, or back with the error shown. */
import { getNamespaceState, updateAccount } from '../chains/namespaceState'
import { addRecentConnector, findConnector } from '../connectors/connectors'
import { MULTI_CHAIN_PREFIX } from '../constants'
import { CaipNetworkUndefinedError } from '../errors/adapter'
import { ConnectorNotFoundError } from '../errors/adapterKit'
import { toErrorInfo } from '../errors/base'
import { setModalOpen } from '../modal/modal'
import { connectingAtom } from '../state/atoms'
import type { LatchContext } from '../state/context'
import type { ChainNamespace } from '../types/chain'
import { adapterFor } from './adapterFor'
import { applyConnection } from './applyConnection'
import { fetchBalance } from './balance'

export async function connect(ctx: LatchContext, connectorId: string, namespace?: ChainNamespace): Promise<void> {
  // A wallet of several namespaces: its code loads only when one is picked.
  if (connectorId.startsWith(MULTI_CHAIN_PREFIX)) {
    const { connectMultiChain } = await import('./connectMultiChain')
    if (await connectMultiChain(ctx, connectorId, connect)) return
    throw new ConnectorNotFoundError({ connectorId })
  }
  const connector = findConnector(ctx, connectorId, namespace)
  if (!connector) {
    // A wallet gone since the list was shown: ConnectingExternal must show the failure, not wait on it forever.
    const error = new ConnectorNotFoundError({ connectorId, ...(namespace ? { namespace } : {}) })
    ctx.store.set(connectingAtom, { connectorId, status: 'error', error: toErrorInfo(error) })
    throw error
  }
  const ns = connector.chain
  const adapter = adapterFor(ctx, ns)
  const before = getNamespaceState(ctx, ns)?.account
  ctx.store.set(connectingAtom, { connectorId, status: 'connecting' })
  ctx.track('SELECT_WALLET', { name: connector.name, connectorId, namespace: ns })
  if (before?.status !== 'connected') updateAccount(ctx, ns, { status: 'connecting' })
  try {
    // A namespace whose every network the dapp removed has none to connect on (spec §8 'CaipNetwork is undefined').
    const caipNetwork = getNamespaceState(ctx, ns)?.network.caipNetwork
    if (!caipNetwork) throw new CaipNetworkUndefinedError()
    const connection = await adapter.connect({ connectorId, caipNetworkId: caipNetwork.caipNetworkId })
    const supported = applyConnection(ctx, ns, connection)
    addRecentConnector(ctx, connectorId)
    ctx.store.set(connectingAtom, { status: 'idle' })
    ctx.track('CONNECT_SUCCESS', { method: 'browser', name: connector.name, namespace: ns })
    // A connected user lands back in the dapp; an unsupported chain keeps the modal on its view.
    if (supported) setModalOpen(ctx, false)
    await fetchBalance(ctx, ns)
  } catch (error) {
    // Nothing is lost: an account that was connected before stays connected.
    if (before?.status !== 'connected') updateAccount(ctx, ns, { status: 'disconnected' })
    ctx.store.set(connectingAtom, { connectorId, status: 'error', error: toErrorInfo(error) })
    ctx.track('CONNECT_ERROR', { message: toErrorInfo(error).shortMessage, connectorId })
    throw error
  }
}
