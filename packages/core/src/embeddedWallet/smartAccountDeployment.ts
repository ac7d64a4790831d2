/**
 * A smart account deploys with its first operation: once a send from one that was not yet deployed has landed,
 * the frame's user is read again so `smartAccountDeployed` flips (spec §3) without a reload.
 */
import type { FrameClient } from '@latch/frame-bridge'
import { getNamespaceState, updateAccount } from '../chains/namespaceState'
import type { LatchContext } from '../state/context'
import { EMBEDDED_WALLET_NAMESPACE } from './constants'
import { walletInfoOf } from './walletInfo'

/** eth_sendTransaction answers once the operation is included; a batch's inclusion shows in its status. */
const LANDS = new Set(['eth_sendTransaction', 'wallet_getCallsStatus'])

export function awaitsDeployment(ctx: LatchContext, method: string): boolean {
  const account = getNamespaceState(ctx, EMBEDDED_WALLET_NAMESPACE)?.account
  return LANDS.has(method) && account?.preferredAccountType === 'smartAccount' && account.smartAccountDeployed === false
}

export async function readDeployment(ctx: LatchContext, client: FrameClient): Promise<void> {
  const account = getNamespaceState(ctx, EMBEDDED_WALLET_NAMESPACE)?.account
  const chainId = account?.caipAddress?.split(':')[1]
  try {
    const user = await client.request('GET_USER', { preferredAccountType: 'smartAccount', ...(chainId ? { chainId } : {}) })
    // Only while the same account is in use: a switch in between has already recorded its own state.
    if (user.address.toLowerCase() !== getNamespaceState(ctx, EMBEDDED_WALLET_NAMESPACE)?.account.address?.toLowerCase()) return
    const next = { ...account, smartAccountDeployed: user.smartAccountDeployed, user: { ...account?.user, ...user } }
    updateAccount(ctx, EMBEDDED_WALLET_NAMESPACE, { smartAccountDeployed: next.smartAccountDeployed, user: next.user, embeddedWalletInfo: walletInfoOf(next) })
  } catch (error) {
    ctx.logger.warn('could not read whether the smart account is deployed', error)
  }
}
