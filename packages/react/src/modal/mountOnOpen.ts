import type { LatchClient } from '@latch/core'
import { loadModal } from './loadModal'

/**
 * Mounts the modal (appended to the body by ui's `mountModal`) the first time the client's modal opens.
 * Until then no modal code is loaded and no DOM is touched; on a server it never mounts.
 * Returns a stop function that unsubscribes and unmounts.
 */
export function mountOnOpen(client: LatchClient, load: typeof loadModal = loadModal): () => void {
  let stopped = false
  let started = false
  let unmount: (() => void) | undefined

  const start = () => {
    if (started || typeof document === 'undefined') return
    started = true
    load().then(
      ({ mountModal }) => {
        if (!stopped) unmount = mountModal({ client })
      },
      (error: unknown) => {
        // Let the next open retry; the host sees the cause in its console.
        started = false
        console.error('[latch] could not load the modal', error)
      },
    )
  }

  const check = () => {
    if (client.getSnapshot().modal.open) start()
  }
  const unsubscribe = client.subscribe(check)
  check()

  return () => {
    stopped = true
    unsubscribe()
    unmount?.()
  }
}
