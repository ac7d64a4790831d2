/**
 * Changing the e-mail (spec §4 "E-mail change steps"): UPDATE_EMAIL, then the code sent to the
 * current address (VERIFY_PRIMARY_OTP), then the code sent to the new one (VERIFY_SECONDARY_OTP),
 * which returns the new e-mail.
 */
import { showSnackbar } from '../snackbar/snackbar'
import { push, reset } from '../router/router'
import { embeddedWalletAtom } from '../state/atoms'
import type { LatchContext } from '../state/context'
import { step, validEmail, validOtp } from './login'

export async function updateEmail(ctx: LatchContext, rawEmail: string): Promise<void> {
  const newEmail = validEmail('newEmail', rawEmail)
  const { action } = await step(ctx, (client) => client.request('UPDATE_EMAIL', { email: newEmail }))
  ctx.store.set(embeddedWalletAtom, (s) => ({ ...s, updateEmail: { step: action, newEmail }, error: undefined }))
  push(ctx, action === 'VERIFY_PRIMARY_OTP' ? 'UpdateEmailPrimaryOtp' : 'UpdateEmailSecondaryOtp', { email: newEmail })
}

export async function updateEmailPrimaryOtp(ctx: LatchContext, otp: string): Promise<void> {
  const code = validOtp(otp)
  await step(ctx, (client) => client.request('UPDATE_EMAIL_PRIMARY_OTP', { otp: code }))
  const pending = ctx.store.get(embeddedWalletAtom).updateEmail
  ctx.store.set(embeddedWalletAtom, (s) => ({ ...s, updateEmail: pending ? { ...pending, step: 'VERIFY_SECONDARY_OTP' } : undefined, error: undefined }))
  push(ctx, 'UpdateEmailSecondaryOtp', { email: pending?.newEmail })
}

export async function updateEmailSecondaryOtp(ctx: LatchContext, otp: string): Promise<string> {
  const code = validOtp(otp)
  const { newEmail } = await step(ctx, (client) => client.request('UPDATE_EMAIL_SECONDARY_OTP', { otp: code }))
  ctx.storage.setEmail(newEmail)
  ctx.store.set(embeddedWalletAtom, (s) => ({ ...s, status: 'connected', email: newEmail, updateEmail: undefined, error: undefined }))
  reset(ctx, 'Account')
  showSnackbar(ctx, 'success', 'snackbar.emailUpdated')
  return newEmail
}
