import { createFrameHost, type FrameHandlers, type FrameHost } from '../host/createFrameHost'
import type { FrameClientOptions } from '../client/types'
import { windowPair } from './fakeWindows'

/**
 * An embedded-wallet frame in memory: a host with `handlers` behind the fake browser boundary, and the
 * `createFrameClient` options that reach it. For tests of code that talks to a frame (core's auth
 * connector, a dapp's own), without a browser or a frame server.
 */
export function createMemoryFrame(handlers: FrameHandlers, options: { appOrigin?: string; allowedOrigins?: string[] } = {}) {
  const appOrigin = options.appOrigin ?? 'https://app.example'
  const allowedOrigins = options.allowedOrigins ?? [appOrigin]
  const pair = windowPair(appOrigin)
  let host: FrameHost | undefined
  const clientOptions: Pick<FrameClientOptions, 'window' | 'createFrame'> = {
    window: pair.app,
    createFrame: () => {
      // The frame "loads" when the client creates it, as an iframe would.
      setTimeout(() => {
        host = createFrameHost({ window: pair.frame as never, allowedOrigins, handlers })
      }, 0)
      return pair.element
    },
  }
  return {
    ...pair,
    clientOptions,
    /** Pushes a session token from the frame, as after a login. */
    sessionUpdate: (token: string) => host?.sessionUpdate(token),
    /** Messages the frame received from the app, in order. */
    get requests() {
      return pair.frame.received.map((r) => r.message as { type: string; id: string; payload: unknown })
    },
  }
}
