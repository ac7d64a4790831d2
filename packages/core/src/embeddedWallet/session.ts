/**
 * The embedded wallet across reloads and at the end (spec §4 "Embedded wallet connectivity",
 * "Sign-out"): on start the frame says whether its session is still good; not connected clears the
 * address when this was the active connector; an error clears the login cache. Sign-out waits at most 3 s.
 */
import { resetAccount } from '../chains/namespaceState'
import { SessionExpiredError } from '../errors/alerts'
import { alertAtom, embeddedWalletAtom } from '../state/atoms'
import type { LatchContext } from '../state/context'
import { AUTH_CONNECTOR_ID, EMBEDDED_WALLET_NAMESPACE } from './constants'
import { frameClient, fromFrameError } from './frame'
import { completeLogin } from './login'

/** Resolves whether the stored embedded-wallet connection was restored. */
export async function restoreEmbeddedWallet(ctx: LatchContext): Promise<boolean> {
  const wasActive = ctx.storage.getConnectorId(EMBEDDED_WALLET_NAMESPACE) === AUTH_CONNECTOR_ID
  try {
    const client = await frameClient(ctx)
    const { isConnected } = await client.request('IS_CONNECTED', {})
    if (!isConnected) {
      if (wasActive) {
        resetAccount(ctx, EMBEDDED_WALLET_NAMESPACE)
        // The app held a connection the frame no longer has a session for: the catalogue's 'Session Expired'
        // (an expired or revoked session, or a device clock far off), shown until the user logs in again.
        ctx.store.set(alertAtom, new SessionExpiredError().toInfo())
      }
      return false
    }
    await completeLogin(ctx, { email: ctx.storage.getEmail(), socialProvider: ctx.storage.getSocialProvider() })
    return true
  } catch (error) {
    ctx.logger.warn('embedded wallet restore failed', fromFrameError(error))
    ctx.storage.clearLoginCache()
    if (wasActive) resetAccount(ctx, EMBEDDED_WALLET_NAMESPACE)
    ctx.store.set(embeddedWalletAtom, { status: 'idle', frameVisible: false })
    return false
  }
}

/** Ends the frame's session: the login cache is cleared whatever the frame says, after at most 3 s. */
export async function signOutEmbeddedWallet(ctx: LatchContext): Promise<void> {
  try {
    const client = await frameClient(ctx)
    await client.request('SIGN_OUT', {})
  } catch (error) {
    ctx.logger.warn('embedded wallet sign-out', fromFrameError(error))
  } finally {
    ctx.storage.clearLoginCache()
    ctx.store.set(embeddedWalletAtom, { status: 'idle', frameVisible: false })
  }
}
