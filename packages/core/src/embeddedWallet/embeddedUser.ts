/**
 * The frame's user as the connection and the account state of spec §3: who is logged in, how, and which of their
 * accounts is in use. Login, a restored session and an account-type switch all end here, so the address, balance
 * and everything keyed by it follow the account the frame reports.
 */
import type { FrameClient, FrameRequestOutput } from '@latch/frame-bridge'
import { preferredAccountTypeOf } from '../accounts/preferredAccountType'
import { getNamespaceState, updateAccount } from '../chains/namespaceState'
import { fetchBalance } from '../flows/balance'
import type { LatchContext } from '../state/context'
import { parseCaipNetworkId } from '../utils/caip'
import { connectUser } from './connectUser'
import { EMBEDDED_WALLET_NAMESPACE } from './constants'
import { preferredAccountType } from './preferences'
import { walletInfoOf } from './walletInfo'

export type EmbeddedUser = FrameRequestOutput<'GET_USER'>

/** The account state the frame's user fills: the user itself, its social login, its account type. */
export function recordUser(ctx: LatchContext, user: EmbeddedUser, { socialProvider, userName }: { socialProvider?: string; userName?: string }): void {
  const state = {
    user: { ...user, ...(userName ? { userName } : {}) },
    socialProvider,
    smartAccountDeployed: user.smartAccountDeployed,
    preferredAccountType: preferredAccountTypeOf(ctx, EMBEDDED_WALLET_NAMESPACE, user.preferredAccountType),
  }
  updateAccount(ctx, EMBEDDED_WALLET_NAMESPACE, {
    ...state,
    ...(user.avatarUrl ? { profileImage: user.avatarUrl } : {}),
    embeddedWalletInfo: walletInfoOf(state),
    // The embedded wallet has no directory entry: it is named for how the user logged in, and identified by who.
    connectedWalletInfo: { name: socialProvider ?? 'Email', identifier: user.email ?? userName ?? user.address, ...(socialProvider ? { socialProvider } : {}) },
  })
}

/** The chain the embedded wallet's connection is on, else the first configured one of its namespace. */
export function embeddedChainId(ctx: LatchContext): string | undefined {
  const current = getNamespaceState(ctx, EMBEDDED_WALLET_NAMESPACE)?.network.caipNetwork?.caipNetworkId
  const fallback = ctx.options.networks.find((n) => n.chainNamespace === EMBEDDED_WALLET_NAMESPACE)?.caipNetworkId
  const id = current ?? fallback
  return id ? parseCaipNetworkId(id)?.reference : undefined
}

/**
 * Reads the user again and makes the account it reports the connection: after the account type changed (the
 * address changes everywhere) or an operation deployed the smart account (`smartAccountDeployed` flips).
 */
export async function refreshEmbeddedUser(ctx: LatchContext, client: FrameClient): Promise<EmbeddedUser> {
  const before = getNamespaceState(ctx, EMBEDDED_WALLET_NAMESPACE)?.account
  const chainId = embeddedChainId(ctx)
  const user = await client.request('GET_USER', { preferredAccountType: preferredAccountType(ctx), ...(chainId ? { chainId } : {}) })
  if (user.preferredAccountType) ctx.storage.setPreferredAccountType(EMBEDDED_WALLET_NAMESPACE, user.preferredAccountType)
  if (user.address.toLowerCase() !== before?.address?.toLowerCase()) {
    await connectUser(ctx, client, user)
    void fetchBalance(ctx, EMBEDDED_WALLET_NAMESPACE)
  }
  recordUser(ctx, user, { socialProvider: before?.socialProvider, userName: user.userName ?? before?.user?.userName ?? undefined })
  return user
}
