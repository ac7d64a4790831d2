import type { ViewName } from '@latch/core'
import { loadModal } from './loadModal'

/**
 * A hint from the buttons (pointerenter/focus): start fetching the modal chunk — and then the chunk of
 * the view that button opens — before the click. No request when already loaded or loading; a failure
 * is left for the real open to report.
 */
export function warmModal(view: ViewName): void {
  loadModal().then(({ preloadView, viewRegistry }) => preloadView(viewRegistry, view), () => {})
}
