/**
 * The envelopes of every message on the wire, and their parsers. A parser returns `undefined` for anything
 * that is not exactly a protocol message — wrong shape, unknown name, payload failing its schema — and
 * never throws: the other side of a postMessage channel is untrusted input.
 */
import * as v from 'valibot'
import { FRAME_REQUESTS, type FrameRequestName, type FrameRequestOutput } from './requests'

const requestId = v.pipe(v.string(), v.uuid())
const envelope = v.strictObject({ type: v.pipe(v.string(), v.maxLength(64)), id: v.optional(requestId), payload: v.unknown() })

const readyPayload = v.strictObject({ version: v.pipe(v.string(), v.minLength(1), v.maxLength(32)) })
const sessionPayload = v.strictObject({ token: v.pipe(v.string(), v.minLength(1), v.maxLength(8192)) })
const invalidConfigPayload = v.strictObject({ origin: v.pipe(v.string(), v.maxLength(2048)) })
/** `code`: the EIP-1193 / JSON-RPC error code when the frame's error has one (4001: the user rejected). */
const errorPayload = v.strictObject({
  message: v.optional(v.pipe(v.string(), v.maxLength(2048))),
  code: v.optional(v.pipe(v.number(), v.integer(), v.minValue(-32768), v.maxValue(65535))),
})

export type AppMessage = { [K in FrameRequestName]: { name: K; id: string; payload: v.InferOutput<(typeof FRAME_REQUESTS)[K]['input']> } }[FrameRequestName]

export type FrameMessage =
  | { kind: 'ready'; version: string }
  | { kind: 'sessionUpdate'; token: string }
  | { kind: 'invalidAppConfiguration'; origin: string }
  | { [K in FrameRequestName]: { kind: 'success'; name: K; id: string; payload: FrameRequestOutput<K> } }[FrameRequestName]
  | { kind: 'error'; name: FrameRequestName; id: string; message?: string; code?: number }

const isRequestName = (name: string): name is FrameRequestName => Object.hasOwn(FRAME_REQUESTS, name)

function open(data: unknown): v.InferOutput<typeof envelope> | undefined {
  try {
    const parsed = v.safeParse(envelope, data)
    return parsed.success ? parsed.output : undefined
  } catch {
    return undefined
  }
}

function check<T>(schema: v.GenericSchema<unknown, T>, value: unknown): { ok: true; value: T } | { ok: false } {
  try {
    const parsed = v.safeParse(schema, value)
    return parsed.success ? { ok: true, value: parsed.output } : { ok: false }
  } catch {
    return { ok: false }
  }
}

/** An APP_ request as the frame receives it, or `undefined`. */
export function parseAppMessage(data: unknown): AppMessage | undefined {
  const message = open(data)
  if (!message?.id || !message.type.startsWith('APP_')) return undefined
  const name = message.type.slice(4)
  if (!isRequestName(name)) return undefined
  const payload = check(FRAME_REQUESTS[name].input as v.GenericSchema, message.payload)
  return payload.ok ? ({ name, id: message.id, payload: payload.value } as AppMessage) : undefined
}

/** Why an APP_ message was refused, for the frame's error reply (when it carries a usable id and name). */
export function appMessageIssues(data: unknown): { name: FrameRequestName; id: string; issues: string[] } | undefined {
  const message = open(data)
  if (!message?.id || !message.type.startsWith('APP_')) return undefined
  const name = message.type.slice(4)
  if (!isRequestName(name)) return undefined
  try {
    const parsed = v.safeParse(FRAME_REQUESTS[name].input as v.GenericSchema, message.payload)
    return parsed.success ? undefined : { name, id: message.id, issues: parsed.issues.map((i) => i.message) }
  } catch {
    return { name, id: message.id, issues: ['Unreadable payload'] }
  }
}

/** A FRAME_ message as the app receives it, or `undefined`. */
export function parseFrameMessage(data: unknown): FrameMessage | undefined {
  const message = open(data)
  if (!message?.type.startsWith('FRAME_')) return undefined
  const { type, id, payload } = message
  if (type === 'FRAME_READY') {
    const p = check(readyPayload, payload)
    return p.ok && !id ? { kind: 'ready', version: p.value.version } : undefined
  }
  if (type === 'FRAME_SESSION_UPDATE') {
    const p = check(sessionPayload, payload)
    return p.ok && !id ? { kind: 'sessionUpdate', token: p.value.token } : undefined
  }
  if (type === 'FRAME_INVALID_APP_CONFIGURATION') {
    const p = check(invalidConfigPayload, payload)
    return p.ok && !id ? { kind: 'invalidAppConfiguration', origin: p.value.origin } : undefined
  }
  if (!id) return undefined
  const reply = /^FRAME_([A-Z_]+)_(SUCCESS|ERROR)$/.exec(type)
  const name = reply?.[1]
  if (!name || !isRequestName(name)) return undefined
  if (reply[2] === 'ERROR') {
    const p = check(errorPayload, payload)
    return p.ok ? { kind: 'error', name, id, message: p.value.message, code: p.value.code } : undefined
  }
  const p = check(FRAME_REQUESTS[name].output as v.GenericSchema, payload)
  return p.ok ? ({ kind: 'success', name, id, payload: p.value } as FrameMessage) : undefined
}

export const appMessage = (name: FrameRequestName, id: string, payload: unknown) => ({ type: `APP_${name}`, id, payload })
export const successMessage = (name: FrameRequestName, id: string, payload: unknown) => ({ type: `FRAME_${name}_SUCCESS`, id, payload })
export const errorMessage = (name: FrameRequestName, id: string, message?: string, code?: number) => ({
  type: `FRAME_${name}_ERROR`,
  id,
  payload: { ...(message === undefined ? {} : { message }), ...(code === undefined ? {} : { code }) },
})
export const readyMessage = (version: string) => ({ type: 'FRAME_READY', payload: { version } })
export const sessionUpdateMessage = (token: string) => ({ type: 'FRAME_SESSION_UPDATE', payload: { token } })
export const invalidAppConfigurationMessage = (origin: string) => ({ type: 'FRAME_INVALID_APP_CONFIGURATION', payload: { origin } })
