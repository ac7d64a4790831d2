// The stand-in's checkout: plain HTML whose only script is served from its own path (no inline script or style),
// so it runs under a strict CSP, like a provider's hosted checkout would.
import { formatEther } from 'ethers'
import { usdOf } from './localProvider.mjs'

export const CHECKOUT_CSP = "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"

/** @param {string} text */
const escapeHtml = (text) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** @param {string} title @param {string} body */
const page = (title, body) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title><link rel="stylesheet" href="/checkout.css"></head><body>${body}</body></html>`

/** @param {import('./localProvider.mjs').CheckoutSession} session */
export function checkoutHtml(session) {
  return page(
    'Latch Test Pay',
    `<main data-session="${escapeHtml(session.id)}">
<h1>Latch Test Pay</h1>
<p>Test ETH on the local chain. No real money moves.</p>
<p>You pay <strong data-testid="onramp-checkout-total">${usdOf(session.totalCents)} USD</strong> and receive <strong data-testid="onramp-checkout-amount">${escapeHtml(formatEther(session.wei))} ETH</strong> at <code data-testid="onramp-checkout-address">${escapeHtml(session.address)}</code>.</p>
<button type="button" id="pay" data-testid="onramp-checkout-pay">Pay</button>
<p id="status" data-testid="onramp-checkout-status" role="status"></p>
</main><script src="/checkout.js"></script>`,
  )
}

/** @param {string} message */
export function checkoutGoneHtml(message) {
  return page('Latch Test Pay', `<main><h1>Latch Test Pay</h1><p data-testid="onramp-checkout-status" role="status">${escapeHtml(message)}</p></main>`)
}

export const CHECKOUT_CSS = 'body{font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem}code{word-break:break-all}button{font-size:1.1rem;padding:.5rem 2rem}'

// Pays, then tells the window that opened the checkout. The target origin comes from the server (the origin the
// session was created for), never '*': another page cannot learn of the purchase.
export const CHECKOUT_JS = `'use strict'
const main = document.querySelector('main')
const button = document.getElementById('pay')
const status = document.getElementById('status')
button.addEventListener('click', async () => {
  button.disabled = true
  status.textContent = 'Paying…'
  try {
    const res = await fetch('/checkout/pay', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ session: main.dataset.session }) })
    const body = await res.json()
    if (!res.ok) throw new Error(body.error ? body.error.message : 'HTTP ' + res.status)
    if (window.opener) window.opener.postMessage({ type: 'latch:onramp', status: 'completed', provider: 'local', transactionHash: body.transactionHash }, body.targetOrigin)
    status.textContent = 'Payment complete, you can close this window'
    button.hidden = true
  } catch (error) {
    status.textContent = 'Payment failed: ' + (error instanceof Error ? error.message : String(error))
    button.disabled = false
  }
})
`
