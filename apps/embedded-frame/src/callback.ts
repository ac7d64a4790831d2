// The social login's last page, in the popup: gives the whole callback address to the app page that opened
// the popup — at that page's origin only, which the server looked up from the login's state — then closes.
import { readMeta } from './meta'

const { appOrigin } = readMeta<{ appOrigin: string }>()
const opener = window.opener as Window | null
if (opener && appOrigin) {
  opener.postMessage({ type: 'LATCH_SOCIAL_CALLBACK', uri: location.href }, appOrigin)
  setTimeout(() => window.close(), 100)
} else {
  const p = document.querySelector('main p')
  if (p) p.textContent = 'Return to the app: this window can be closed.'
}
