/**
 * The app side of the frame protocol. Posts only to the frame's exact origin; accepts a message only when
 * `event.origin` is that origin, `event.source` is that frame's window, and the data parses as a protocol
 * message; a reply settles only the request with its id and name. Everything else is dropped unread.
 */
import * as v from 'valibot'
import { FRAME_AFTER_READY_MS, FRAME_READY_TIMEOUT_MS } from '../constants'
import {
  FrameAbortError,
  FrameLoadError,
  FrameNotSetError,
  FrameRequestError,
  FrameTimeoutError,
  InvalidAppConfigurationError,
  InvalidFramePayloadError,
} from '../errors'
import { appMessage, type FrameMessage, parseFrameMessage } from '../protocol/envelope'
import { FRAME_REQUESTS, type FrameRequestName, requestTimeoutMs } from '../protocol/requests'
import { hiddenFrame } from './hiddenFrame'
import type { FrameClient, FrameClientOptions, FrameElement, MessageWindow } from './types'

interface Pending {
  name: FrameRequestName
  resolve(payload: unknown): void
  reject(error: unknown): void
}

type ReadyState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; version: string }
  | { status: 'failed'; error: Error }

export function createFrameClient(options: FrameClientOptions): FrameClient {
  const origin = new URL(options.url).origin
  const readyTimeoutMs = options.readyTimeoutMs ?? FRAME_READY_TIMEOUT_MS
  const afterReadyMs = options.afterReadyMs ?? FRAME_AFTER_READY_MS
  const pending = new Map<string, Pending>()
  const readyWaiters = new Set<{ resolve(r: { version: string }): void; reject(e: unknown): void }>()
  const sessionListeners = new Set<(token: string) => void>()
  let state: ReadyState = { status: 'idle' }
  let element: FrameElement | undefined
  let win: MessageWindow | undefined
  let readyTimer: ReturnType<typeof setTimeout> | undefined
  let settleTimer: ReturnType<typeof setTimeout> | undefined
  let destroyed = false

  const settleReady = (next: ReadyState) => {
    state = next
    for (const waiter of readyWaiters) {
      if (next.status === 'ready') waiter.resolve({ version: next.version })
      else if (next.status === 'failed') waiter.reject(next.error)
    }
    readyWaiters.clear()
  }

  const onFrameMessage = (message: FrameMessage) => {
    switch (message.kind) {
      case 'ready':
        clearTimeout(readyTimer)
        clearTimeout(settleTimer)
        // The frame finishes restoring its session right after announcing READY; give it that moment.
        settleTimer = setTimeout(() => settleReady({ status: 'ready', version: message.version }), afterReadyMs)
        return
      case 'invalidAppConfiguration':
        clearTimeout(readyTimer)
        settleReady({ status: 'failed', error: new InvalidAppConfigurationError(message.origin) })
        return
      case 'sessionUpdate':
        for (const listener of sessionListeners) listener(message.token)
        return
      default: {
        const request = pending.get(message.id)
        if (!request || request.name !== message.name) return
        if (message.kind === 'success') request.resolve(message.payload)
        else request.reject(new FrameRequestError(message.name, message.message, message.code))
      }
    }
  }

  const listener = (event: MessageEvent) => {
    if (event.origin !== origin) return
    const frameWindow = element?.contentWindow
    if (!frameWindow || event.source !== (frameWindow as unknown)) return
    const message = parseFrameMessage(event.data)
    if (message) onFrameMessage(message)
  }

  /** A frame that failed to load is dead: its element and listener go now, not at `destroy()`. */
  const failLoad = (error: Error) => {
    clearTimeout(readyTimer)
    win?.removeEventListener('message', listener)
    element?.remove()
    element = undefined
    settleReady({ status: 'failed', error })
  }

  const load = () => {
    if (destroyed) throw new FrameNotSetError('iframe')
    if (state.status !== 'idle') return
    // No window (a server render): throw before changing state, so every later ready() rejects the same
    // way instead of waiting on a load that never started.
    const target = options.window ?? (globalThis.window as MessageWindow | undefined)
    if (!target) throw new FrameNotSetError('iframe')
    state = { status: 'loading' }
    win = target
    win.addEventListener('message', listener)
    readyTimer = setTimeout(() => failLoad(new FrameLoadError()), readyTimeoutMs)
    try {
      element = (options.createFrame ?? hiddenFrame)(options.url)
    } catch (error) {
      failLoad(new FrameLoadError(error))
    }
  }

  const ready = (): Promise<{ version: string }> => {
    if (destroyed) return Promise.reject(new FrameNotSetError('iframe'))
    if (state.status === 'idle') {
      try {
        load()
      } catch (error) {
        return Promise.reject(error)
      }
    }
    if (state.status === 'ready') return Promise.resolve({ version: state.version })
    if (state.status === 'failed') return Promise.reject(state.error)
    return new Promise((resolve, reject) => readyWaiters.add({ resolve, reject }))
  }

  const post = (name: FrameRequestName, id: string, payload: unknown) => {
    const target = element?.contentWindow
    if (!target) throw new FrameNotSetError('iframe')
    target.postMessage(appMessage(name, id, payload), origin)
  }

  async function request<K extends FrameRequestName>(name: K, payload: unknown, { signal, timeoutMs }: { signal?: AbortSignal; timeoutMs?: number } = {}) {
    const limit = timeoutMs ?? requestTimeoutMs(name)
    // Every request ends: a caller that wants to wait for a person passes a long, finite limit instead.
    if (!(Number.isFinite(limit) && limit > 0)) throw new RangeError(`Bad timeout: ${limit}`)
    const parsed = v.safeParse(FRAME_REQUESTS[name].input as v.GenericSchema, payload)
    if (!parsed.success) throw new InvalidFramePayloadError(name, parsed.issues.map((i) => i.message))
    if (signal?.aborted) throw new FrameAbortError(signal.reason)
    await ready()
    if (signal?.aborted) throw new FrameAbortError(signal.reason)
    const id = crypto.randomUUID()
    return new Promise<unknown>((resolve, reject) => {
      let timer: ReturnType<typeof setTimeout> | undefined
      const done = () => {
        pending.delete(id)
        clearTimeout(timer)
        signal?.removeEventListener('abort', onAbort)
      }
      // The frame may already be asking the user; tell it to stop (its reply, if any, is ignored), so no
      // approval stays on screen for a request the app has given up on.
      const withdraw = () => {
        if (name === 'RPC_REQUEST') request('RPC_ABORT', { requestId: id }).catch(() => {})
      }
      const onAbort = () => {
        done()
        reject(new FrameAbortError(signal?.reason))
        withdraw()
      }
      pending.set(id, {
        name,
        resolve: (value) => {
          done()
          resolve(value)
        },
        reject: (error) => {
          done()
          reject(error)
        },
      })
      signal?.addEventListener('abort', onAbort, { once: true })
      timer = setTimeout(() => {
        pending.get(id)?.reject(new FrameTimeoutError(name, limit))
        withdraw()
      }, limit)
      try {
        post(name, id, parsed.output)
      } catch (error) {
        pending.get(id)?.reject(error)
      }
    })
  }

  return {
    origin,
    load,
    ready,
    request: request as FrameClient['request'],
    onSessionUpdate(listener) {
      sessionListeners.add(listener)
      return () => sessionListeners.delete(listener)
    },
    destroy() {
      if (destroyed) return
      destroyed = true
      clearTimeout(readyTimer)
      clearTimeout(settleTimer)
      win?.removeEventListener('message', listener)
      for (const p of [...pending.values()]) p.reject(new FrameNotSetError('iframe'))
      settleReady({ status: 'failed', error: new FrameNotSetError('iframe') })
      sessionListeners.clear()
      element?.remove()
      element = undefined
    },
    get element() {
      return element
    },
  }
}
