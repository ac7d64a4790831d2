import { loadModal } from './loadModal'

/**
 * A hint from the buttons (pointerenter/focus): start fetching the modal chunk before the click.
 * No request when it is already loaded or loading; a failure is left for the real open to report.
 */
export function warmModal(): void {
  loadModal().catch(() => {})
}
