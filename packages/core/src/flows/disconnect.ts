/**
 * Disconnect (spec §4): clearing the sign-in sessions starts first (and finishes in the background); then,
 * for each namespace with an address, the adapter disconnects and account and network are reset. Failures
 * are collected, logged and tracked, never thrown: the user always ends up disconnected locally.
 */
import { activateConnectedNamespace, getNamespaceState, namespacesWithAddress, resetAccount, resetNetwork } from '../chains/namespaceState'
import { toErrorInfo } from '../errors/base'
import { setModalOpen } from '../modal/modal'
import { reset } from '../router/router'
import { SIWX_REQUEST_TIMEOUT_MS } from '../siwx/requestTimeout'
import { connectingAtom } from '../state/atoms'
import { cancel, type LatchContext, later } from '../state/context'
import type { ChainNamespace } from '../types/chain'
import { walletConnectNamespaces } from '../walletConnect/sessionNamespaces'
import { AUTH_CONNECTOR_ID } from '../embeddedWallet/constants'

export interface DisconnectResult {
  /** The namespaces' failures; a failed sign-in session clear is logged and tracked when it happens. */
  failures: { namespace?: ChainNamespace; error: unknown }[]
}

function reportFailure(ctx: LatchContext, failure: DisconnectResult['failures'][number]): void {
  ctx.logger.error('disconnect failed', failure.namespace ?? 'sign-in', failure.error)
  ctx.track('DISCONNECT_ERROR', { namespace: failure.namespace, message: toErrorInfo(failure.error).shortMessage })
}

const TIMER = 'disconnect.siwx'

/**
 * Sign-in sessions are cleared first (spec §4), but not waited on: the user is disconnected locally at once,
 * whatever the sign-in backend does. The clear finishes or fails in the background, within 30 s.
 */
function clearSignInSessions(ctx: LatchContext): void {
  const siwx = ctx.options.siwx ?? ctx.options.siwe
  if (!siwx) return
  // Called synchronously, so it starts first; a config that throws instead of rejecting is caught too.
  new Promise<void>((resolve, reject) => {
    later(ctx, TIMER, SIWX_REQUEST_TIMEOUT_MS, () => reject(new Error('Sign-in session clear timed out')))
    siwx.setSessions([]).then(resolve, reject)
  })
    .catch((error: unknown) => reportFailure(ctx, { error }))
    .finally(() => cancel(ctx, TIMER))
}

export async function disconnect(ctx: LatchContext, options: { namespace?: ChainNamespace } = {}): Promise<DisconnectResult> {
  const failures: DisconnectResult['failures'] = []
  clearSignInSessions(ctx)
  const requested = options.namespace ? [options.namespace] : namespacesWithAddress(ctx)
  // WalletConnect namespaces share one session: they disconnect together, as a group.
  const wc = walletConnectNamespaces(ctx)
  const targets = requested.filter((ns) => !wc.includes(ns) && getNamespaceState(ctx, ns)?.account.address)
  const groupWalletConnect = requested.some((ns) => wc.includes(ns))
  // The embedded wallet's namespaces share one frame session: it ends once, for all of them (at most 3 s).
  const viaEmbeddedWallet = targets.filter((ns) => getNamespaceState(ctx, ns)?.account.connectorId === AUTH_CONNECTOR_ID)
  const endOne = async (ns: ChainNamespace) => {
    try {
      await ctx.adapters.get(ns)?.disconnect()
    } catch (error) {
      failures.push({ namespace: ns, error })
    } finally {
      resetAccount(ctx, ns)
      resetNetwork(ctx, ns)
    }
  }
  // Namespaces (and the two groups) are independent: one wallet hanging must not keep the others connected.
  await Promise.all([
    groupWalletConnect ? ctx.walletConnect.endSession().catch((error: unknown) => void failures.push({ error })) : undefined,
    viaEmbeddedWallet.length
      ? ctx.embeddedWallet
          .signOut()
          .catch((error: unknown) => void failures.push({ namespace: viaEmbeddedWallet[0], error }))
          .then(() => Promise.all(viaEmbeddedWallet.map(endOne)))
      : undefined,
    ...targets.filter((ns) => !viaEmbeddedWallet.includes(ns)).map(endOne),
  ])
  ctx.store.set(connectingAtom, { status: 'idle' })
  for (const failure of failures) reportFailure(ctx, failure)
  if (failures.length === 0) ctx.track('DISCONNECT_SUCCESS')
  activateConnectedNamespace(ctx)
  if (namespacesWithAddress(ctx).length === 0) {
    setModalOpen(ctx, false)
    reset(ctx, 'Connect')
  }
  return { failures }
}
