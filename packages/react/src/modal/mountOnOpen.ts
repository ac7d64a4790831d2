import type { IdleWindow, LatchClient } from '@latch/core'
import { loadModal } from './loadModal'
import { whenIdle } from '@latch/core'

// Each mounted-on-open client's start, so a button's hover (warmModal) can mount the modal before the page is idle.
const starts = new WeakMap<LatchClient, () => void>()

/**
 * A button's hover or focus before the page is idle: mount now (idle may be seconds away on a page still loading),
 * so the click opens a root that already exists. Nothing for a client without mountOnOpen (embedded mode).
 */
export function mountAhead(client: LatchClient): void {
  starts.get(client)?.()
}

/**
 * Mounts the modal (appended to the body by ui's `mountModal`, closed until the client opens it) once the page is
 * idle (whenIdle), or at a button's hover (mountAhead) or the first open if that comes sooner. Mounted ahead, a click opens it with one render of a
 * root that already exists, in the click's own task, instead of creating the root and rendering in a later one; its
 * live region is in the page before anything is announced. Before either, no modal code is loaded and no DOM is
 * touched; on a server it never mounts. Returns a stop function that unsubscribes and unmounts.
 */
export function mountOnOpen(client: LatchClient, load: typeof loadModal = loadModal, win?: IdleWindow): () => void {
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
  const cancelIdle = whenIdle(start, win)
  starts.set(client, start)

  return () => {
    stopped = true
    starts.delete(client)
    cancelIdle()
    unsubscribe()
    unmount?.()
  }
}
