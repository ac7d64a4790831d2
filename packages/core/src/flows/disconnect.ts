/**
 * Disconnect (spec §4): sign-in sessions are cleared first; then, for each namespace with an address,
 * the adapter disconnects and account and network are reset. Failures are collected, logged and
 * tracked, never thrown: the user always ends up disconnected locally.
 */
import { getNamespaceState, namespacesWithAddress, resetAccount, resetNetwork } from '../chains/namespaceState'
import { toErrorInfo } from '../errors/base'
import { setModalOpen } from '../modal/modal'
import { reset } from '../router/router'
import { connectingAtom } from '../state/atoms'
import type { LatchContext } from '../state/context'
import type { ChainNamespace } from '../types/chain'
import { loadWalletConnectFlows, walletConnectNamespaces } from '../walletConnect/availability'
import { loadEmbeddedWalletFlows } from '../embeddedWallet/availability'
import { AUTH_CONNECTOR_ID } from '../embeddedWallet/constants'

export interface DisconnectResult {
  failures: { namespace?: ChainNamespace; error: unknown }[]
}

async function clearSignInSessions(ctx: LatchContext): Promise<void> {
  await (ctx.options.siwx ?? ctx.options.siwe)?.setSessions([])
}

export async function disconnect(ctx: LatchContext, options: { namespace?: ChainNamespace } = {}): Promise<DisconnectResult> {
  const failures: DisconnectResult['failures'] = []
  try {
    await clearSignInSessions(ctx)
  } catch (error) {
    failures.push({ error })
  }
  const requested = options.namespace ? [options.namespace] : namespacesWithAddress(ctx)
  // WalletConnect namespaces share one session: they disconnect together, as a group.
  const wc = walletConnectNamespaces(ctx)
  const targets = requested.filter((ns) => !wc.includes(ns))
  const groupWalletConnect = requested.some((ns) => wc.includes(ns))
  // Namespaces are independent: one wallet hanging must not keep the others connected.
  await Promise.all([
    groupWalletConnect ? loadWalletConnectFlows().then((wc) => wc.disconnectWalletConnect(ctx)).catch((error: unknown) => void failures.push({ error })) : undefined,
    ...targets.map(async (ns) => {
      const account = getNamespaceState(ctx, ns)?.account
      if (!account?.address) return
      try {
        // The embedded wallet's session lives in the frame: end it there too (at most 3 s).
        if (account.connectorId === AUTH_CONNECTOR_ID) await loadEmbeddedWalletFlows().then((f) => f.signOutEmbeddedWallet(ctx))
        await ctx.adapters.get(ns)?.disconnect()
      } catch (error) {
        failures.push({ namespace: ns, error })
      } finally {
        resetAccount(ctx, ns)
        resetNetwork(ctx, ns)
      }
    }),
  ])
  ctx.store.set(connectingAtom, { status: 'idle' })
  for (const failure of failures) {
    ctx.logger.error('disconnect failed', failure.namespace ?? 'sign-in', failure.error)
    ctx.track('DISCONNECT_ERROR', { namespace: failure.namespace, message: toErrorInfo(failure.error).shortMessage })
  }
  if (failures.length === 0) ctx.track('DISCONNECT_SUCCESS')
  if (namespacesWithAddress(ctx).length === 0) {
    setModalOpen(ctx, false)
    reset(ctx, 'Connect')
  }
  return { failures }
}
