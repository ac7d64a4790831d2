import type { FrameElement } from './types'

/**
 * The default frame element: an `<iframe>` appended to the body, hidden until core shows it. Styles go
 * through CSSOM, which a strict CSP allows. Sandboxed to what an embedded wallet needs: its scripts, its
 * own origin's storage, forms, and popups for social login.
 */
export function hiddenFrame(src: string): FrameElement & HTMLIFrameElement {
  const iframe = document.createElement('iframe')
  iframe.src = src
  iframe.title = 'Embedded wallet'
  iframe.setAttribute('sandbox', 'allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox')
  iframe.setAttribute('aria-hidden', 'true')
  iframe.tabIndex = -1
  iframe.dataset.latchFrame = ''
  Object.assign(iframe.style, { position: 'fixed', width: '0', height: '0', border: '0', visibility: 'hidden' })
  document.body.appendChild(iframe)
  return iframe
}
