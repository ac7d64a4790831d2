// The social login's last page, in the popup. The callback address carries the authorization code, so it goes
// only to this origin's frames inside the page that opened the popup (the frame that started the login holds
// the secret that redeems it); the app page gets a notice that names the login (its state) without the code,
// at the app origin the server checked against the project's allowed origins. Then the popup closes.
import { readMeta } from './meta'
import { SOCIAL_RESULT } from './social'

export function handOver(win: Window, appOrigin: string | undefined): boolean {
  const opener = win.opener as Window | null
  if (!opener || !appOrigin) return false
  const url = new URL(win.location.href)
  const own = url.origin
  const notice = new URL(`${own}${url.pathname}`)
  notice.searchParams.set('state', url.searchParams.get('state') ?? '')
  // The wallet frame is a child of the app page; a wallet page of another origin never matches `own`.
  let frames = 0
  try {
    frames = opener.frames.length
  } catch {
    frames = 0
  }
  for (let i = 0; i < frames; i++) {
    try {
      opener.frames[i]?.postMessage({ type: SOCIAL_RESULT, uri: url.href }, own)
    } catch {
      // A frame that went away meanwhile.
    }
  }
  opener.postMessage({ type: 'LATCH_SOCIAL_CALLBACK', uri: notice.href }, appOrigin)
  return true
}

if (typeof document !== 'undefined' && document.querySelector('meta[name="latch-frame"]')) {
  const { appOrigin } = readMeta<{ appOrigin?: string }>()
  if (handOver(window, appOrigin)) setTimeout(() => window.close(), 100)
  else {
    const p = document.querySelector('main p')
    if (p) p.textContent = 'Return to the app: this window can be closed.'
  }
}
