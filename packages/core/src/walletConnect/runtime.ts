/** Per-instance WalletConnect plumbing that is not state: the client promise and event fan-out. */
import type { SignClientLike, SignClientLoader } from './signClient'

type EventListener = (event: { name: string; data: unknown; caipNetworkId: `${string}:${string}` }) => void

export interface WalletConnectRuntime {
  /**
   * Ends the session (disconnect) through the lazily loaded flows. The composition root supplies it, so the
   * disconnect flow calls it instead of importing that chunk (which imports the connect flows back).
   */
  endSession(): Promise<void>
  /** A replacement loader (tests, custom transports); the default lives with the lazily loaded flows. */
  load?: SignClientLoader
  client?: Promise<SignClientLike>
  /** Session-event listeners per namespace (each adapter's transport registers one). */
  listeners: Map<string, Set<EventListener>>
  /**
   * The URI of a pairing taken back from storage after a reload: its approval promise died with the old page,
   * so the session the wallet settles on it is picked up from the client's `session_connect` event instead.
   */
  resumedUri?: string
  /** Unsubscribes the client events and closes its relay connection when the instance is destroyed. */
  detach?: () => void
}

export function createWalletConnectRuntime(endSession: () => Promise<void>, load?: SignClientLoader): WalletConnectRuntime {
  return { endSession, load, listeners: new Map() }
}
