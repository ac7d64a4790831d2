/**
 * The frame protocol (spec §7): every request the app can make, the payload it sends and the result the
 * frame answers with. One `as const` registry; message names are derived from it — `APP_<NAME>` for the
 * request, `FRAME_<NAME>_SUCCESS` / `FRAME_<NAME>_ERROR` for the reply.
 */
import * as v from 'valibot'
import { FRAME_REQUEST_TIMEOUT_MS, FRAME_SIGN_OUT_TIMEOUT_MS } from '../constants'
import * as f from './fields'

const rpcParams = v.optional(v.union([v.pipe(v.array(f.json), v.maxLength(1000)), v.record(v.string(), f.json)]))

const themeVariables = v.pipe(
  v.record(v.pipe(v.string(), v.maxLength(64)), v.union([f.text, v.number()])),
  v.check((r) => Object.keys(r).length <= 64, 'Too many theme variables'),
)

export const FRAME_REQUESTS = {
  SWITCH_NETWORK: { input: v.strictObject({ chainId: f.chainId }), output: v.strictObject({ chainId: f.chainId }) },
  CONNECT_EMAIL: { input: v.strictObject({ email: f.email }), output: v.strictObject({ action: f.emailStep }) },
  CONNECT_DEVICE: { input: f.empty, output: f.empty },
  CONNECT_OTP: { input: v.strictObject({ otp: f.otp }), output: f.empty },
  CONNECT_SOCIAL: {
    input: v.strictObject({ uri: f.httpUrl, preferredAccountType: v.optional(f.accountType), chainId: v.optional(f.chainId) }),
    output: f.user,
  },
  GET_FARCASTER_URI: { input: f.empty, output: v.strictObject({ url: f.httpsUrl }) },
  CONNECT_FARCASTER: { input: f.empty, output: v.strictObject({ userName: f.nonEmptyText }) },
  GET_USER: {
    input: v.strictObject({ chainId: v.optional(f.chainId), preferredAccountType: v.optional(f.accountType), socialUri: v.optional(f.httpUrl) }),
    output: f.user,
  },
  GET_SOCIAL_REDIRECT_URI: { input: v.strictObject({ provider: f.socialProvider }), output: v.strictObject({ uri: f.httpUrl }) },
  SIGN_OUT: { input: f.empty, output: f.empty, timeoutMs: FRAME_SIGN_OUT_TIMEOUT_MS },
  IS_CONNECTED: { input: v.strictObject({ token: v.optional(f.nonEmptyText) }), output: v.strictObject({ isConnected: v.boolean() }) },
  GET_CHAIN_ID: { input: f.empty, output: v.strictObject({ chainId: f.chainId }) },
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: {
    input: f.empty,
    output: v.strictObject({ smartAccountEnabledNetworks: v.pipe(v.array(v.pipe(v.number(), v.integer(), v.minValue(0))), v.maxLength(1000)) }),
  },
  INIT_SMART_ACCOUNT: { input: f.empty, output: v.strictObject({ address: v.optional(f.address), isDeployed: v.optional(v.boolean()) }) },
  SET_PREFERRED_ACCOUNT: { input: v.strictObject({ type: f.accountType }), output: v.strictObject({ type: f.accountType, address: v.optional(f.address) }) },
  RPC_REQUEST: {
    input: v.strictObject({ method: v.pipe(v.string(), v.minLength(1), v.maxLength(128)), params: rpcParams, chainId: v.optional(f.chainId) }),
    output: v.strictObject({ result: f.json }),
  },
  // Spec §7 sends it with nothing: every RPC request is aborted. `requestId` (the id of one RPC_REQUEST) aborts
  // only that one, so a request that times out or is withdrawn settles on its own and the others stay.
  RPC_ABORT: { input: v.strictObject({ requestId: v.optional(v.pipe(v.string(), v.uuid())) }), output: f.empty },
  UPDATE_EMAIL: { input: v.strictObject({ email: f.email }), output: v.strictObject({ action: f.updateEmailStep }) },
  UPDATE_EMAIL_PRIMARY_OTP: { input: v.strictObject({ otp: f.otp }), output: f.empty },
  UPDATE_EMAIL_SECONDARY_OTP: { input: v.strictObject({ otp: f.otp }), output: v.strictObject({ newEmail: f.email }) },
  SYNC_THEME: {
    input: v.strictObject({
      themeMode: v.optional(f.themeMode),
      themeVariables: v.optional(themeVariables),
      /** The variables the modal resolves and uses (the host's over the defaults), so the frame matches it. */
      w3mThemeVariables: v.optional(themeVariables),
    }),
    output: f.empty,
  },
  SYNC_DAPP_DATA: {
    input: v.strictObject({
      projectId: v.optional(f.text),
      sdkVersion: v.optional(f.text),
      sdkType: v.optional(f.text),
      metadata: v.optional(
        v.strictObject({ name: f.text, description: v.optional(f.text), url: v.optional(f.text), icons: v.optional(v.pipe(v.array(f.text), v.maxLength(16))) }),
      ),
    }),
    output: f.empty,
  },
  RELOAD: { input: f.empty, output: f.empty },
} as const satisfies Record<string, { input: v.GenericSchema; output: v.GenericSchema; timeoutMs?: number }>

export type FrameRequestName = keyof typeof FRAME_REQUESTS
export type FrameRequestInput<K extends FrameRequestName> = v.InferInput<(typeof FRAME_REQUESTS)[K]['input']>
export type FrameRequestOutput<K extends FrameRequestName> = v.InferOutput<(typeof FRAME_REQUESTS)[K]['output']>

export const FRAME_REQUEST_NAMES = Object.keys(FRAME_REQUESTS) as FrameRequestName[]

/** How long the app waits for the reply to `name` (spec §9: 30 s; sign-out 3 s). */
export function requestTimeoutMs(name: FrameRequestName): number {
  const spec = FRAME_REQUESTS[name] as { timeoutMs?: number }
  return spec.timeoutMs ?? FRAME_REQUEST_TIMEOUT_MS
}

export const appMessageType = <K extends FrameRequestName>(name: K) => `APP_${name}` as const
export const successMessageType = <K extends FrameRequestName>(name: K) => `FRAME_${name}_SUCCESS` as const
export const errorMessageType = <K extends FrameRequestName>(name: K) => `FRAME_${name}_ERROR` as const
