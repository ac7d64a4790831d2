import type { LatchContext } from '../state/context'
import { EMBEDDED_WALLET_NAMESPACE } from './constants'

/** E-mail / social login is offered when a frame is configured and an adapter can use it. */
export function embeddedWalletAvailable(ctx: Pick<LatchContext, 'options'>): boolean {
  const { features, embeddedWallet, projectId, adapters } = ctx.options
  const wanted = features.email || (Array.isArray(features.socials) && features.socials.length > 0)
  return Boolean(wanted && embeddedWallet?.frameUrl && projectId && adapters.find((a) => a.namespace === EMBEDDED_WALLET_NAMESPACE)?.remote)
}
