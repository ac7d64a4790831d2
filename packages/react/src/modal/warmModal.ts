import { type IdleWindow, type LatchClient, type ViewName, whenIdle } from '@latch/core'
import { loadModal } from './loadModal'

/**
 * A hint from the buttons (pointerenter — which touch fires too, before the tap — and focus): start fetching the
 * modal chunk, and then the chunk of the view that button opens, before the click. No request when already loaded
 * or loading; a failure is left for the real open to report. With the client, the code opening runs too.
 */
export function warmModal(view: ViewName, client?: Pick<LatchClient, 'warm'>): void {
  client?.warm()
  loadModal().then(({ preloadView, viewRegistry }) => preloadView(viewRegistry, view), () => {})
}

/**
 * Once the page is idle (see whenIdle), warms the modal and `view` (the dapp's own same-origin chunks: nothing from
 * an outside host), so a click finds them in memory instead of starting a waterfall of requests.
 */
export function warmWhenIdle(view: ViewName, client: Pick<LatchClient, 'warm'> | undefined, win?: IdleWindow): () => void {
  return whenIdle(() => warmModal(view, client), win)
}
