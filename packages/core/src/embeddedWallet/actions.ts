import type { LatchContext } from '../state/context'
import type { EmbeddedWalletActions } from '../types/client'
import { loadEmbeddedWalletFlows } from '../flows/chunks'

/** The client's embedded-wallet methods: each loads the flows chunk (and the frame protocol) on first use. */
export function embeddedWalletActions(ctx: LatchContext): EmbeddedWalletActions {
  const flows = loadEmbeddedWalletFlows
  return {
    connectEmail: (email) => flows().then((f) => f.connectEmail(ctx, email)),
    connectDevice: () => flows().then((f) => f.connectDevice(ctx)),
    connectOtp: (otp) => flows().then((f) => f.connectOtp(ctx, otp)),
    connectSocial: (provider, popup) => flows().then((f) => f.connectSocial(ctx, provider, popup)),
    updateEmail: (email) => flows().then((f) => f.updateEmail(ctx, email)),
    updateEmailPrimaryOtp: (otp) => flows().then((f) => f.updateEmailPrimaryOtp(ctx, otp)),
    updateEmailSecondaryOtp: (otp) => flows().then((f) => f.updateEmailSecondaryOtp(ctx, otp)),
    setPreferredAccountType: (type) => flows().then(async (f) => f.setPreferredAccountType(ctx, await f.frameClient(ctx), type)),
    frameElement: async () => (ctx.embeddedWallet.client ? (await ctx.embeddedWallet.client).element : undefined),
  }
}
