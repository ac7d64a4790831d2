// The server's HTML pages. No inline script or style anywhere: data for scripts travels in a <meta> content
// attribute, and every page's CSP allows scripts and styles from this origin only.
import { escapeHtml } from './http.mjs'

export const BASE_CSP = "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self' data:; base-uri 'none'; form-action 'none'"

/** @param {string} title @param {string} body @param {{ script?: string, meta?: unknown }} [extra] */
export function page(title, body, { script, meta } = {}) {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
${meta === undefined ? '' : `<meta name="latch-frame" content="${escapeHtml(JSON.stringify(meta))}">\n`}<link rel="stylesheet" href="/page.css">
${script ? `<script type="module" src="${script}"></script>\n` : ''}</head>
<body>
${body}
</body>
</html>
`
}

/**
 * The frame: the embedding page is named in `frame-ancestors`, so no other site can lay it under a click.
 * @param {{ meta: unknown, frameAncestors: string[] }} options
 */
export function framePage({ meta, frameAncestors }) {
  return {
    html: page('Embedded wallet', '<main id="latch-frame" aria-live="polite"></main>', { script: '/frame.js', meta }),
    csp: `${BASE_CSP}; frame-ancestors ${frameAncestors.length ? frameAncestors.join(' ') : "'none'"}`,
  }
}

/**
 * What a site outside the project's allowed origins gets instead of the frame: no wallet code, only the
 * frame-bridge host answering 'Invalid App Configuration'. Nothing on it can be clicked or read, so any page may
 * frame it.
 * @param {{ allowedOrigins: string[] }} options
 */
export function invalidFramePage({ allowedOrigins }) {
  return {
    html: page('Invalid App Configuration', '<main><p>Invalid App Configuration</p></main>', { script: '/invalid.js', meta: { allowedOrigins } }),
    csp: `${BASE_CSP}; frame-ancestors *`,
  }
}

/**
 * The social login's last page, in the popup: hands the result to the app that started it, then closes.
 * @param {{ appOrigin: string | undefined }} options
 */
export function callbackPage({ appOrigin }) {
  const body = appOrigin
    ? '<main><p>Signing you in…</p></main>'
    : '<main><h1>This login has expired</h1><p>Close this window and try again.</p></main>'
  return { html: page('Signing in', body, appOrigin ? { script: '/callback.js', meta: { appOrigin } } : {}), csp: `${BASE_CSP}; frame-ancestors 'none'` }
}

/** The dev mailbox, for people (tests read its JSON twin). @param {{ to: string, subject: string, body: string, createdAt: number }[]} mails */
export function mailboxPage(mails) {
  const items = mails
    .map(
      (m) =>
        `<article><h2>${escapeHtml(m.subject)}</h2><p class="meta">To ${escapeHtml(m.to)} · ${new Date(m.createdAt).toISOString()}</p><pre>${escapeHtml(m.body)}</pre></article>`,
    )
    .join('\n')
  return {
    html: page('Dev mailbox', `<main><h1>Dev mailbox</h1><p>Mail the local embedded-wallet server sent (newest first).</p>${items || '<p>No mail yet.</p>'}</main>`),
    csp: `${BASE_CSP}; frame-ancestors 'none'`,
  }
}
