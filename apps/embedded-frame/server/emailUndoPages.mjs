// The pages behind the undo link sent to the old address after an e-mail change (review finding H5). Like
// device approval, the link only shows what would be undone; its button, a POST, undoes it. No script.
import { CONFIRM_CSP, RESULT_CSP } from './devicePages.mjs'
import { escapeHtml } from './http.mjs'
import { page } from './pages.mjs'

/** @param {{ token: string, change: { oldEmail: string, newEmail: string, changedAt: number }, appName: string }} options */
export function confirmUndoPage({ token, change, appName }) {
  const when = `${new Date(change.changedAt).toISOString().slice(0, 16).replace('T', ' ')} UTC`
  const body = `<main>
<h1>Undo the e-mail change?</h1>
<p>The e-mail of your ${escapeHtml(appName)} wallet was changed from <strong data-testid="undo-old">${escapeHtml(change.oldEmail)}</strong> to <strong data-testid="undo-new">${escapeHtml(change.newEmail)}</strong> on ${escapeHtml(when)}.</p>
<p>Undoing puts ${escapeHtml(change.oldEmail)} back and signs out every device, including whoever made the change.</p>
<form method="post" action="/email/undo">
<input type="hidden" name="token" value="${escapeHtml(token)}">
<button type="submit" data-testid="undo-confirm">Undo the change and sign out everywhere</button>
</form>
</main>`
  return { html: page('Undo the e-mail change', body), csp: CONFIRM_CSP }
}

/** @param {boolean} undone */
export function undoResultPage(undone) {
  const body = undone
    ? '<main><h1 data-testid="undo-done">The change was undone</h1><p>Your wallet has its old e-mail again and every device was signed out. Log in again with your e-mail.</p></main>'
    : '<main><h1 data-testid="undo-expired">This link has expired</h1><p>It was used already, or the time to undo the change is over.</p></main>'
  return { html: page(undone ? 'Change undone' : 'Link expired', body), csp: RESULT_CSP }
}
