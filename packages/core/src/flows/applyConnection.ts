/** Records a successful connect or reconnect: account, network, storage (spec §3 keys). */
import { preferredAccountTypeOf } from '../accounts/preferredAccountType'
import type { AdapterConnection } from '../adapters/connection'
import { setActiveNamespace, updateAccount } from '../chains/namespaceState'
import { findConnector } from '../connectors/connectors'
import type { LatchContext } from '../state/context'
import type { ChainNamespace } from '../types/chain'
import { toCaipAddress } from '../utils/caip'
import { applyStoredIdentity } from './identityCache'
import { applyWalletNetwork } from './walletNetwork'

export function applyConnection(
  ctx: LatchContext,
  namespace: ChainNamespace,
  connection: AdapterConnection,
  options: { showUnsupportedView?: boolean } = {},
): boolean {
  const connector = findConnector(ctx, connection.connectorId, namespace)
  updateAccount(ctx, namespace, {
    status: 'connected',
    address: connection.address,
    caipAddress: toCaipAddress(connection.caipNetworkId, connection.address),
    allAccounts: connection.accounts,
    connectorId: connection.connectorId,
    connectedWalletInfo: connector ? { name: connector.name, icon: connector.imageUrl, identifier: connector.info?.rdns ?? connector.id } : undefined,
    // The wallet's value is the type of the account it connected with (spec §4's first fallback).
    preferredAccountType: preferredAccountTypeOf(ctx, namespace, connection.accounts.find((a) => a.address === connection.address)?.type),
  })
  applyStoredIdentity(ctx, namespace, connection.address)
  const supported = applyWalletNetwork(ctx, namespace, connection.caipNetworkId, { showView: options.showUnsupportedView ?? true })
  ctx.storage.setConnectionStatus(namespace, 'connected')
  ctx.storage.setConnectorId(namespace, connection.connectorId)
  ctx.storage.setAddress(namespace, connection.address)
  ctx.storage.addConnectedNamespace(namespace)
  setActiveNamespace(ctx, namespace)
  // Sign-in with X: only dapps that configure it load its flow; it opens the sign view when no session exists.
  if (ctx.options.siwx ?? ctx.options.siwe) void import('./siwx').then((f) => f.requireSignIn(ctx, namespace)).catch((e: unknown) => ctx.logger.warn('SIWX check failed', e))
  return supported
}
