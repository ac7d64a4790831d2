/** Per-instance embedded-wallet plumbing that is not state: the frame client and open approvals. */
import type { FrameClient, FrameClientOptions } from '@latch/frame-bridge'

export interface EmbeddedWalletRuntime {
  /** Replacement browser boundary for the frame (tests): the window and how the frame element is made. */
  frameOptions?: Pick<FrameClientOptions, 'window' | 'createFrame'>
  client?: Promise<FrameClient>
  /** Unsafe requests waiting on the user's approval in the frame; aborted when the modal closes. */
  approvals: Set<AbortController>
  /** Rejecters of every RPC request in flight, for the disallowed-method rule (spec §8). */
  inFlight: Set<(error: unknown) => void>
}

export function createEmbeddedWalletRuntime(frameOptions?: EmbeddedWalletRuntime['frameOptions']): EmbeddedWalletRuntime {
  return { frameOptions, approvals: new Set(), inFlight: new Set() }
}
