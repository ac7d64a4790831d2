import { type IdleWindow, type LatchClient, type ViewName, whenIdle } from '@latch/core'
import { loadModal } from './loadModal'
import { mountAhead } from './mountOnOpen'

/** Starts the client's opening code and the modal's and `view`'s chunks; the modal module once here (undefined on a failure, left for the real open to report). */
function fetchAhead(view: ViewName, client: Pick<LatchClient, 'warm'> | undefined) {
  client?.warm()
  return loadModal().then(
    (modal) => {
      modal.preloadView(modal.viewRegistry, view)
      return modal
    },
    () => undefined,
  )
}

/**
 * A hint from the buttons (pointerenter — which touch fires too, before the tap — and focus): start fetching the
 * modal chunk, and then the chunk of the view that button opens, before the click. No request when already loaded
 * or loading. With the client, the code opening runs too, and the closed modal renders ahead what this button's
 * click will show: `view` when the click opens it by name (`opensByName`: the network button), else the default
 * opening (the connect button's `open()`; the account button's Account view, which is the default once connected).
 */
export function warmModal(view: ViewName, client?: LatchClient, opensByName = false): void {
  if (client) mountAhead(client)
  void fetchAhead(view, client).then((modal) => {
    if (modal && client) modal.renderAhead(client, opensByName ? view : undefined)
  })
}

/**
 * Once the page is idle (see whenIdle), warms the modal and `view` (the dapp's own same-origin chunks: nothing from
 * an outside host), so a click finds them in memory instead of starting a waterfall of requests.
 */
export function warmWhenIdle(view: ViewName, client: Pick<LatchClient, 'warm'> | undefined, win?: IdleWindow): () => void {
  return whenIdle(() => void fetchAhead(view, client), win)
}
