/** Per-instance embedded-wallet plumbing that is not state: the frame client and open approvals. */
import type { FrameClient, FrameClientOptions } from '@latch/frame-bridge'
import type { TransactionAction } from '../types/state'

export interface EmbeddedWalletRuntime {
  /**
   * Ends the frame's session (disconnect) through the lazily loaded flows. The composition root supplies it,
   * so the disconnect flow calls it instead of importing that chunk (which imports the connect flows back).
   */
  signOut(): Promise<void>
  /** Replacement browser boundary for the frame (tests): the window and how the frame element is made. */
  frameOptions?: Pick<FrameClientOptions, 'window' | 'createFrame' | 'readyTimeoutMs'>
  client?: Promise<FrameClient>
  /**
   * Unsafe requests waiting on the user's approval in the frame, oldest first, with their method; aborted
   * when the modal closes or a disallowed method arrives.
   */
  approvals: Map<AbortController, string>
  /** Set while the approval view is up (one view for every open approval): its entry on the transaction stack. */
  approvalView?: { action: TransactionAction }
  /** Rejecters of every RPC request in flight, for the disallowed-method rule (spec §8). */
  inFlight: Set<(error: unknown) => void>
  /** Set by the lazily loaded frame code: removes the frame, its listener and subscriptions (`destroy()`). */
  stop?: () => void
}

export function createEmbeddedWalletRuntime(signOut: () => Promise<void>, frameOptions?: EmbeddedWalletRuntime['frameOptions']): EmbeddedWalletRuntime {
  return { signOut, frameOptions, approvals: new Map(), inFlight: new Set() }
}
