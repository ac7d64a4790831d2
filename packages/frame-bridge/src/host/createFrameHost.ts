/**
 * The frame side of the protocol, run inside the embedded-wallet frame. It talks to exactly one window —
 * its parent — at exactly one origin, the parent's, and only when that origin is in the project's allowed
 * origins; an origin that is not gets one INVALID_APP_CONFIGURATION notice and an 'Invalid App
 * Configuration' error for each request, and no handler ever runs for it.
 */
import * as v from 'valibot'
import { FRAME_PROTOCOL_VERSION } from '../constants'
import { FrameNotSetError } from '../errors'
import { appMessageIssues, errorMessage, invalidAppConfigurationMessage, parseAppMessage, readyMessage, sessionUpdateMessage, successMessage } from '../protocol/envelope'
import { FRAME_REQUESTS, type FrameRequestInput, type FrameRequestName, type FrameRequestOutput } from '../protocol/requests'
import { classifyRpcMethod } from '../protocol/rpcMethods'
import { isAllowedOrigin } from '../origins'

type PostTarget = { postMessage(message: unknown, targetOrigin: string): void }

/** What the host needs of the frame's own window (or a test's stand-in). */
export interface HostWindow {
  readonly parent: PostTarget | null
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void
  readonly location?: { readonly ancestorOrigins?: { readonly length: number; readonly [index: number]: string } }
  readonly document?: { readonly referrer: string }
}

export interface HandlerContext {
  /** The parent page's origin (already checked against the allowed origins). */
  origin: string
  /** Aborted by the app's RPC_ABORT (RPC requests) or when the host is destroyed. */
  signal: AbortSignal
}

export type FrameHandlers = {
  [K in FrameRequestName]?: (payload: FrameRequestInput<K>, context: HandlerContext) => Promise<FrameRequestOutput<K>> | FrameRequestOutput<K>
}

export interface FrameHostOptions {
  window?: HostWindow
  /** The project's allowed origins (patterns, see `isAllowedOrigin`). */
  allowedOrigins: readonly string[]
  handlers: FrameHandlers
  /** Announced in READY. */
  version?: string
  /**
   * The embedding page's origin when the browser cannot tell it (no `location.ancestorOrigins`, no
   * referrer). Only a server-side fact may go here, never something read from the frame's own URL.
   */
  parentOrigin?: string
  /** Called with errors the handlers threw, before the app gets their message. */
  onError?: (error: unknown, request: FrameRequestName) => void
}

export interface FrameHost {
  /** The parent's origin, or undefined when it could not be determined. */
  readonly parentOrigin: string | undefined
  readonly allowed: boolean
  /** Pushes a new session token to the app. */
  sessionUpdate(token: string): void
  destroy(): void
}

function parentOriginOf(win: HostWindow): string | undefined {
  const ancestors = win.location?.ancestorOrigins
  if (ancestors && ancestors.length > 0) return ancestors[0]
  try {
    return win.document?.referrer ? new URL(win.document.referrer).origin : undefined
  } catch {
    return undefined
  }
}

const messageOf = (error: unknown) => (error instanceof Error && error.message ? error.message : undefined)
/** An EIP-1193 code on the handler's error (e.g. 4001 for a user rejection) travels with its message. */
const rpcCodeOf = (error: unknown) => {
  const code = (error as { code?: unknown } | undefined)?.code
  return typeof code === 'number' && Number.isInteger(code) && code >= -32768 && code <= 65535 ? code : undefined
}

export function createFrameHost(options: FrameHostOptions): FrameHost {
  const win = options.window ?? (globalThis.window as unknown as HostWindow | undefined)
  const parent = win?.parent
  if (!win || !parent || parent === (win as unknown)) throw new FrameNotSetError('parent')
  const parentOrigin = options.parentOrigin ?? parentOriginOf(win)
  const allowed = parentOrigin !== undefined && isAllowedOrigin(parentOrigin, options.allowedOrigins)
  const running = new Set<AbortController>()
  const rpcs = new Map<string, AbortController>()
  let destroyed = false

  const post = (message: unknown) => {
    if (!destroyed && parentOrigin) parent.postMessage(message, parentOrigin)
  }

  async function handle(name: FrameRequestName, id: string, payload: unknown) {
    if (name === 'RPC_ABORT') {
      const { requestId } = payload as FrameRequestInput<'RPC_ABORT'>
      for (const [rpcId, controller] of rpcs) if (requestId === undefined || requestId === rpcId) controller.abort(new Error('Request was aborted'))
      post(successMessage(name, id, {}))
      return
    }
    if (name === 'RPC_REQUEST' && classifyRpcMethod((payload as FrameRequestInput<'RPC_REQUEST'>).method) === 'disallowed') {
      post(errorMessage(name, id, 'Requested RPC call is not allowed'))
      return
    }
    const handler = options.handlers[name] as ((p: unknown, c: HandlerContext) => unknown) | undefined
    if (!handler) {
      post(errorMessage(name, id, `Unsupported request ${name}`))
      return
    }
    const controller = new AbortController()
    running.add(controller)
    if (name === 'RPC_REQUEST') rpcs.set(id, controller)
    try {
      const result = await handler(payload, { origin: parentOrigin as string, signal: controller.signal })
      const checked = v.safeParse(FRAME_REQUESTS[name].output as v.GenericSchema, result)
      // A handler's malformed result is our bug, not the app's input: report it, send the generic error.
      if (!checked.success) throw new TypeError(`${name} handler returned an invalid result: ${checked.issues.map((i) => i.message).join('; ')}`)
      post(successMessage(name, id, checked.output))
    } catch (error) {
      options.onError?.(error, name)
      const ours = error instanceof TypeError && /handler returned/.test(error.message)
      post(errorMessage(name, id, ours ? undefined : messageOf(error), ours ? undefined : rpcCodeOf(error)))
    } finally {
      running.delete(controller)
      if (rpcs.get(id) === controller) rpcs.delete(id)
    }
  }

  const listener = (event: MessageEvent) => {
    if (destroyed || event.source !== (parent as unknown) || event.origin !== parentOrigin) return
    const message = parseAppMessage(event.data)
    if (!allowed) {
      const refused = message ?? appMessageIssues(event.data)
      if (refused) post(errorMessage(refused.name, refused.id, 'Invalid App Configuration'))
      return
    }
    if (message) {
      void handle(message.name, message.id, message.payload)
      return
    }
    // A well-addressed request whose payload fails its schema gets an error at once, not a timeout.
    const invalid = appMessageIssues(event.data)
    if (invalid) post(errorMessage(invalid.name, invalid.id, `Invalid ${invalid.name} payload: ${invalid.issues.join('; ')}`))
  }

  win.addEventListener('message', listener)
  if (allowed) post(readyMessage(options.version ?? FRAME_PROTOCOL_VERSION))
  else if (parentOrigin) post(invalidAppConfigurationMessage(parentOrigin))

  return {
    parentOrigin,
    allowed,
    sessionUpdate(token) {
      if (allowed) post(sessionUpdateMessage(token))
    },
    destroy() {
      destroyed = true
      win.removeEventListener('message', listener)
      for (const controller of running) controller.abort(new Error('The frame was closed'))
    },
  }
}
