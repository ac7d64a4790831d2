import type { FrameRequestInput, FrameRequestName, FrameRequestOutput } from '../protocol/requests'

/** What the client needs of a window: the page's, or a test's stand-in. */
export interface MessageWindow {
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void
}

/** What the client needs of the `<iframe>`: a place to post to, and a node to remove. */
export interface FrameElement {
  readonly contentWindow: { postMessage(message: unknown, targetOrigin: string): void } | null
  remove(): void
}

export interface FrameClientOptions {
  /** The frame's URL (see `frameUrl`). Its origin is the only one posted to and listened to. */
  url: string
  /** The page's window. Defaults to `globalThis.window`, read when the frame is loaded, never on import. */
  window?: MessageWindow
  /** Creates and attaches the frame element; the default appends a hidden `<iframe>` to `document.body`. */
  createFrame?: (src: string) => FrameElement
  readyTimeoutMs?: number
  afterReadyMs?: number
}

export interface RequestOptions {
  signal?: AbortSignal
  /**
   * Overrides the request's timeout (spec §9: 30 s, sign-out 3 s). Must be finite and positive: a request
   * the frame never answers would otherwise stay pending, and its approval on screen, for good.
   */
  timeoutMs?: number
}

export interface FrameClient {
  /** The frame's origin: every message goes only there and is accepted only from there. */
  readonly origin: string
  /** Creates the frame once; requests call it themselves. */
  load(): void
  /** Resolves 500 ms after the frame's READY; rejects after 20 s without it, or on an invalid app configuration. */
  ready(): Promise<{ version: string }>
  request<K extends FrameRequestName>(name: K, payload: FrameRequestInput<K>, options?: RequestOptions): Promise<FrameRequestOutput<K>>
  /** The frame's session token pushes (SESSION_UPDATE). Returns the unsubscribe function. */
  onSessionUpdate(listener: (token: string) => void): () => void
  /** Rejects what is pending, removes the frame and the listener. Later requests fail with 'iframe is not set'. */
  destroy(): void
  /** The frame element, once loaded (core places it over the modal to show the frame's approval UI). */
  readonly element: FrameElement | undefined
}
