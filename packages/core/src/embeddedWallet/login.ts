/**
 * E-mail login (spec §4 "E-mail login steps"): the frame answers CONNECT_EMAIL with VERIFY_DEVICE,
 * VERIFY_OTP or CONNECT; the user approves the device and/or types the code; then the frame's user
 * becomes the connection. A new code is not sent within 30 s of the last one (spec §5).
 */
import type { FrameClient } from '@latch/frame-bridge'
import * as v from 'valibot'
import { EMAIL_CODE_MIN_INTERVAL_S } from '../constants'
import { toErrorInfo } from '../errors/base'
import { InvalidInputError } from '../errors/input'
import { EmailRateLimitError } from '../errors/frame'
import { fetchBalance } from '../flows/balance'
import { setModalOpen } from '../modal/modal'
import { push, replace } from '../router/router'
import { embeddedWalletAtom } from '../state/atoms'
import type { EmbeddedWalletState } from '../types/state'
import type { LatchContext } from '../state/context'
import { parseCaipNetworkId } from '../utils/caip'
import { emailSchema, otpSchema } from '../validation/account'
import { connectUser } from './connectUser'
import { recordUser } from './embeddedUser'
import { EMBEDDED_WALLET_NAMESPACE } from './constants'
import { frameClient, fromFrameError, raiseAlert } from './frame'
import { preferredAccountType, syncFrame } from './preferences'

const patch = (ctx: LatchContext, next: Partial<EmbeddedWalletState>) => ctx.store.set(embeddedWalletAtom, (s) => ({ ...s, ...next }))

/**
 * Runs a frame step; a failure is recorded in state (for the view) and thrown as the catalogue's error. A step
 * withdrawn through `signal` records nothing: whatever withdrew it (a newer login) owns the state by then.
 */
export async function step<T>(ctx: LatchContext, run: (client: FrameClient) => Promise<T>, signal?: AbortSignal): Promise<T> {
  try {
    return await run(await frameClient(ctx))
  } catch (error) {
    if (signal?.aborted) throw error
    const mapped = fromFrameError(error)
    patch(ctx, { status: 'error', error: toErrorInfo(mapped) })
    raiseAlert(ctx, mapped)
    throw mapped
  }
}

export function validEmail(field: string, email: string): string {
  const parsed = v.safeParse(emailSchema, email)
  if (!parsed.success) throw new InvalidInputError({ field, message: parsed.issues[0]?.message ?? 'Enter a valid e-mail address' })
  return parsed.output
}

export function validOtp(otp: string): string {
  const parsed = v.safeParse(otpSchema, otp)
  if (!parsed.success || parsed.output.trim() === '') throw new InvalidInputError({ field: 'otp', message: 'Enter the code from the e-mail' })
  return parsed.output.trim()
}

/** Sends the login code (or starts device verification) for `email`. */
export async function connectEmail(ctx: LatchContext, rawEmail: string): Promise<'VERIFY_DEVICE' | 'VERIFY_OTP' | 'CONNECT'> {
  const email = validEmail('email', rawEmail)
  const last = ctx.storage.getLastEmailLoginTime()
  const waitedMs = last === undefined ? Number.POSITIVE_INFINITY : ctx.now() - last
  if (waitedMs < EMAIL_CODE_MIN_INTERVAL_S * 1000) {
    throw new EmailRateLimitError({ retryAfterSeconds: Math.ceil(EMAIL_CODE_MIN_INTERVAL_S - waitedMs / 1000) })
  }
  patch(ctx, { status: 'loading', email, error: undefined })
  const { action } = await step(ctx, (client) => client.request('CONNECT_EMAIL', { email }))
  ctx.storage.setLastEmailLoginTime(ctx.now())
  if (action === 'VERIFY_DEVICE') {
    patch(ctx, { status: 'awaitingDevice' })
    push(ctx, 'EmailVerifyDevice', { email })
  } else if (action === 'VERIFY_OTP') {
    patch(ctx, { status: 'awaitingOtp' })
    push(ctx, 'EmailVerifyOtp', { email })
  } else {
    await completeLogin(ctx, { email })
  }
  return action
}

/** Waits until the user approved this device from the e-mail; then the code step follows. */
export async function connectDevice(ctx: LatchContext): Promise<void> {
  await step(ctx, (client) => client.request('CONNECT_DEVICE', {}))
  patch(ctx, { status: 'awaitingOtp' })
  replace(ctx, 'EmailVerifyOtp', { email: ctx.store.get(embeddedWalletAtom).email })
}

export async function connectOtp(ctx: LatchContext, otp: string): Promise<void> {
  const code = validOtp(otp)
  patch(ctx, { status: 'connecting', error: undefined })
  await step(ctx, (client) => client.request('CONNECT_OTP', { otp: code }))
  await completeLogin(ctx, { email: ctx.store.get(embeddedWalletAtom).email })
}

/** The frame has a session: read its user, connect it, remember the login (never a secret: the frame keeps those). */
export async function completeLogin(
  ctx: LatchContext,
  { email, socialUri, socialProvider, userName: loginUserName }: { email?: string; socialUri?: string; socialProvider?: string; userName?: string },
): Promise<void> {
  patch(ctx, { status: 'connecting' })
  const network = ctx.options.networks.find((n) => n.chainNamespace === EMBEDDED_WALLET_NAMESPACE)
  const chainId = network ? parseCaipNetworkId(network.caipNetworkId)?.reference : undefined
  const user = await step(ctx, async (client) => {
    const preferred = preferredAccountType(ctx)
    const u = socialUri
      ? await client.request('CONNECT_SOCIAL', { uri: socialUri, preferredAccountType: preferred, ...(chainId ? { chainId } : {}) })
      : await client.request('GET_USER', { preferredAccountType: preferred, ...(chainId ? { chainId } : {}) })
    await connectUser(ctx, client, u)
    void syncFrame(ctx, client)
    return u
  })
  ctx.storage.setEmailLoginUsed(true)
  if (user.email ?? email) ctx.storage.setEmail(user.email ?? email)
  if (socialProvider && (user.userName ?? loginUserName)) ctx.storage.setSocialUsername(user.userName ?? loginUserName)
  if (socialProvider) ctx.storage.setSocialProvider(socialProvider)
  if (user.preferredAccountType) ctx.storage.setPreferredAccountType(EMBEDDED_WALLET_NAMESPACE, user.preferredAccountType)
  // A restored session may come back without the name the social login gave: the stored one stands in.
  const userName = user.userName ?? loginUserName ?? ctx.storage.getSocialUsername()
  recordUser(ctx, user, { socialProvider, userName })
  patch(ctx, { status: 'connected', email: user.email ?? email, userName, socialProvider, error: undefined })
  ctx.track('CONNECT_SUCCESS', { method: socialProvider ? 'social' : 'email', provider: socialProvider })
  setModalOpen(ctx, false)
  void fetchBalance(ctx, EMBEDDED_WALLET_NAMESPACE)
}
