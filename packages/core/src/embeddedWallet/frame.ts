/**
 * The frame client of an instance, created on first use (part of the lazily loaded embedded-wallet
 * chunk), and the mapping of the protocol's errors onto core's catalogue (spec §8).
 */
import { createFrameClient, type FrameBridgeError, type FrameClient, frameUrl } from '@latch/frame-bridge'
import { InvalidAppConfigurationError } from '../errors/alerts'
import { EmbeddedWalletLoadError, EmbeddedWalletTimeoutError, FrameError, FrameIframeNotSetError, RequestAbortedError, SomethingWentWrongError } from '../errors/frame'
import { UserRejectedRequestError } from '../errors/adapter'
import { LatchError } from '../errors/base'
import { alertAtom } from '../state/atoms'
import type { LatchContext } from '../state/context'
import { watchApprovals } from './approvals'
import { parseCaipNetworkId } from '../utils/caip'
import { EMBEDDED_WALLET_NAMESPACE } from './constants'

export function frameClient(ctx: LatchContext): Promise<FrameClient> {
  const rt = ctx.embeddedWallet
  if (!rt.client) {
    const { frameUrl: url, enableLogger } = ctx.options.embeddedWallet ?? {}
    if (!url || !ctx.options.projectId) return Promise.reject(new EmbeddedWalletLoadError())
    const network = ctx.options.networks.find((n) => n.chainNamespace === EMBEDDED_WALLET_NAMESPACE)
    let client: FrameClient
    try {
      client = createFrameClient({
        url: frameUrl({ url, projectId: ctx.options.projectId, chainId: network ? parseCaipNetworkId(network.caipNetworkId)?.reference : undefined, enableLogger }),
        ...rt.frameOptions,
      })
    } catch (error) {
      return Promise.reject(new EmbeddedWalletLoadError({ cause: error }))
    }
    const current = Promise.resolve(client)
    rt.client = current
    // A frame that did not load (20 s without READY, no window on a server, a refused origin) is not kept:
    // its iframe and listener go, and the next open or login builds a fresh one instead of failing until reload.
    client.ready().catch(() => {
      if (rt.client !== current) return
      rt.client = undefined
      client.destroy()
    })
    // destroy(): this frame goes at once, then whatever the previous stop held (an earlier, failed frame, and
    // the approvals watch, subscribed once per instance).
    const previous = rt.stop ?? watchApprovals(ctx)
    rt.stop = () => {
      rt.stop = undefined
      rt.client = undefined
      client.destroy()
      previous()
    }
  }
  return rt.client
}

/** Errors of the catalogue that are alerts (spec §8): shown in the modal's banner, not only in place. */
const ALERT_CODES = new Set(['EMBEDDED_WALLET_LOAD_FAILED', 'EMBEDDED_WALLET_REQUEST_TIMEOUT', 'INVALID_APP_CONFIGURATION'])

/** Raises `error` as the modal's alert when it is one of the catalogue's alerts. */
export function raiseAlert(ctx: LatchContext, error: unknown): void {
  if (error instanceof LatchError && ALERT_CODES.has(error.code)) ctx.store.set(alertAtom, error.toInfo())
}

/**
 * The catalogue's error for a protocol error; anything else passes through unchanged. An abort is 'Request was
 * aborted' only for an RPC request (`rpc`), 'Something went wrong' for any other (spec §8).
 */
export function fromFrameError(error: unknown, { rpc = false }: { rpc?: boolean } = {}): unknown {
  const code = (error as FrameBridgeError | undefined)?.code
  const map: Record<string, () => LatchError> = {
    FRAME_LOAD_FAILED: () => new EmbeddedWalletLoadError({ cause: error }),
    FRAME_REQUEST_TIMEOUT: () => new EmbeddedWalletTimeoutError({ cause: error, timeoutMs: (error as { timeoutMs?: number }).timeoutMs }),
    FRAME_REQUEST_ABORTED: () => (rpc ? new RequestAbortedError({ cause: error }) : new SomethingWentWrongError({ cause: error })),
    FRAME_REQUEST_FAILED: () => {
      const rpcCode = (error as { rpcCode?: number }).rpcCode
      // The user said no on the frame's approval screen: the catalogue's rejection, EIP-1193 code 4001.
      return rpcCode === 4001 ? new UserRejectedRequestError({ cause: error }) : new FrameError({ message: (error as Error).message, rpcCode, cause: error })
    },
    FRAME_IFRAME_NOT_SET: () => new FrameIframeNotSetError(),
    INVALID_APP_CONFIGURATION: () => new InvalidAppConfigurationError({ cause: error }),
  }
  return code && map[code] ? (map[code] as () => LatchError)() : error
}
