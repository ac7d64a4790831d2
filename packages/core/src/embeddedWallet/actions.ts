import type { LatchContext } from '../state/context'
import type { EmbeddedWalletActions } from '../types/client'
import { EmailDependencyLoadError } from '../errors/emailDependency'
import { loadEmbeddedWalletFlows } from '../flows/chunks'

/**
 * The client's embedded-wallet methods: each loads the flows chunk (and the frame protocol) on first use, after the
 * client's connection code (`loadSession`), which listens to the adapter the login connects. A chunk that cannot be
 * fetched is 'Unable to load email login dependency' (spec §8), not a bare import error.
 */
export function embeddedWalletActions(ctx: LatchContext, loadSession: () => Promise<unknown>): EmbeddedWalletActions {
  const flows = () =>
    Promise.all([loadEmbeddedWalletFlows(), loadSession()]).then(([f]) => f, (cause: unknown) => {
      throw new EmailDependencyLoadError({ cause })
    })
  return {
    connectEmail: (email) => flows().then((f) => f.connectEmail(ctx, email)),
    connectDevice: () => flows().then((f) => f.connectDevice(ctx)),
    connectOtp: (otp) => flows().then((f) => f.connectOtp(ctx, otp)),
    connectSocial: (provider, popup) => flows().then((f) => f.connectSocial(ctx, provider, popup)),
    connectFarcaster: () => flows().then((f) => f.connectFarcaster(ctx)),
    updateEmail: (email) => flows().then((f) => f.updateEmail(ctx, email)),
    updateEmailPrimaryOtp: (otp) => flows().then((f) => f.updateEmailPrimaryOtp(ctx, otp)),
    updateEmailSecondaryOtp: (otp) => flows().then((f) => f.updateEmailSecondaryOtp(ctx, otp)),
    setPreferredAccountType: (type) => flows().then(async (f) => f.setPreferredAccountType(ctx, await f.frameClient(ctx), type)),
    frameElement: async () => (ctx.embeddedWallet.client ? (await ctx.embeddedWallet.client).element : undefined),
  }
}
