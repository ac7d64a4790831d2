// The device-approval pages (review finding M1). The link in the mail opens a confirmation that says who asks
// (browser, site, client address, time); only its Approve button, a POST, approves. A GET changes nothing, so
// a mail scanner that fetches every link approves nothing. No script at all: the form is plain HTML.
import { escapeHtml } from './http.mjs'
import { page } from './pages.mjs'
import { describeUserAgent } from './userAgent.mjs'

/** A confirmation page may post its form to this origin and nowhere else; it runs no script. */
export const CONFIRM_CSP = "default-src 'none'; style-src 'self'; img-src 'self' data:; base-uri 'none'; form-action 'self'; frame-ancestors 'none'"
export const RESULT_CSP = "default-src 'none'; style-src 'self'; img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"

/** @param {number} ms */
const utc = (ms) => `${new Date(ms).toISOString().slice(0, 16).replace('T', ' ')} UTC`

/**
 * @param {{ token: string, approval: import('./emailLogin.mjs').PendingApproval, appName: string }} options
 */
export function confirmDevicePage({ token, approval, appName }) {
  /** @type {[string, string][]} */
  const rows = [
    ['Account', approval.email],
    ['Browser', describeUserAgent(approval.userAgent)],
    ['Site', approval.appOrigin ?? 'Not known'],
    ['Network address', approval.ip ?? 'Not known'],
    ['Requested', utc(approval.createdAt)],
  ]
  const details = rows.map(([name, value]) => `<dt>${escapeHtml(name)}</dt><dd data-testid="device-${escapeHtml(name.toLowerCase().replace(/ /g, '-'))}">${escapeHtml(value)}</dd>`).join('')
  const body = `<main>
<h1>Approve this device?</h1>
<p>A device asks to log in to your ${escapeHtml(appName)} wallet. Approve it only if this is you, now.</p>
<dl>${details}</dl>
<form method="post" action="/device/approve">
<input type="hidden" name="token" value="${escapeHtml(token)}">
<button type="submit" data-testid="device-approve">Approve</button>
</form>
<p>Not you? Close this page: nothing is approved unless you press Approve.</p>
</main>`
  return { html: page('Approve a new device', body), csp: CONFIRM_CSP }
}

/** After Approve. */
export function deviceApprovedPage() {
  return {
    html: page('Device approved', '<main><h1 data-testid="device-approved">Device approved</h1><p>Go back to the app to finish logging in.</p></main>'),
    csp: RESULT_CSP,
  }
}

/** A link already used, expired, or never issued. */
export function deviceLinkExpiredPage() {
  return {
    html: page('Link expired', '<main><h1 data-testid="device-link-expired">This link has expired</h1><p>Start the login again to get a new one.</p></main>'),
    csp: RESULT_CSP,
  }
}
