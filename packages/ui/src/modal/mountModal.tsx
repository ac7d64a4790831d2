import type { LatchClient } from '@latch/core'
import { createRoot } from 'react-dom/client'
import { LatchModal, type LatchModalProps } from './LatchModal'

/**
 * Appends the modal to `document.body` (the default, non-embedded mode) and renders it there, its current view
 * pre-rendered hidden while closed (see LatchModal's `prerender`) so a click only reveals it.
 * Returns the unmount function. Call only in a browser.
 */
export function mountModal({ client, registry, container }: { client: LatchClient; registry?: LatchModalProps['registry']; container?: HTMLElement }): () => void {
  const host = container ?? document.body
  const element = host.ownerDocument.createElement('div')
  element.dataset.latchModalRoot = ''
  host.appendChild(element)
  const root = createRoot(element)
  root.render(<LatchModal client={client} registry={registry} prerender />)
  return () => {
    root.unmount()
    element.remove()
  }
}
