/**
 * One approval panel, drawn inside the frame (its origin, its pixels: the host page can neither read nor
 * script it) with DOM calls, styled by page.css with fixed colours. Who asks comes first: the verified
 * origin in full on its own line, then the name the app gives itself (only a claim). The heading takes
 * focus, never Approve, which stays disabled until the panel has been seen (./arming.ts). Reject is armed
 * with it: Chromium silently drops clicks to a frame that tracks its visibility (IntersectionObserver v2)
 * while it has just been shown or moved, and a disabled button says "not yet" where a lost click would not.
 * Where visibility cannot be observed (and nothing is dropped), Reject works at once.
 */
import { armWhenSeen } from './arming'
import { dappNameOf } from './dappName'
import type { Described, Row } from './rows'

export interface ApprovalRequest {
  described: Described
  /** The app page asking (already checked against the project's allowed origins). */
  origin: string
  dappName?: string
}

export interface Panel {
  remove(): void
}

function el<K extends keyof HTMLElementTagNameMap>(tag: K, props: Partial<HTMLElementTagNameMap[K]> = {}, ...children: (Node | string)[]) {
  const node = Object.assign(document.createElement(tag), props)
  node.append(...children)
  return node
}

function rowsOf(rows: Row[]) {
  const list = el('dl', { className: 'rows' })
  for (const row of rows) {
    const dt = el('dt', {}, row.label)
    const dd = el('dd', {}, row.value)
    if (row.kind) dd.classList.add(row.kind)
    if (row.kind === 'warning') dt.classList.add('warning')
    // CSSOM, which the page's CSP allows (a style attribute in markup it would not).
    if (row.depth) dt.style.paddingInlineStart = `${row.depth - 1}em`
    list.append(dt, dd)
  }
  return list
}

export function showPanel(root: HTMLElement, request: ApprovalRequest, on: { approve(): void; reject(): void }): Panel {
  const heading = el('h1', { id: 'approval-title', tabIndex: -1 }, request.described.title)
  const origin = el('p', { className: 'origin', dir: 'ltr' }, request.origin)
  origin.dataset.testid = 'frame-origin'
  const name = dappNameOf(request.dappName)
  const who = el('p', { className: 'muted' }, 'asks you to approve this.')
  if (name) {
    const claimed = el('bdi', {}, name)
    claimed.dataset.testid = 'frame-dapp-name'
    who.append(' It calls itself “', claimed, '”.')
  }
  const reject = el('button', { type: 'button', className: 'secondary', disabled: true }, 'Reject')
  const approve = el('button', { type: 'button', className: 'primary', disabled: true }, 'Approve')
  reject.dataset.testid = 'frame-reject'
  approve.dataset.testid = 'frame-approve'
  const hint = el('p', { className: 'muted hint', id: 'approval-hint' }, 'The buttons unlock once this screen has been fully visible for a moment.')
  approve.setAttribute('aria-describedby', hint.id)
  reject.setAttribute('aria-describedby', hint.id)
  const panel = el(
    'section',
    { className: 'approval' },
    el('header', {}, heading, origin, who),
    el('div', { className: 'body' }, rowsOf(request.described.rows)),
    hint,
    el('div', { className: 'actions' }, reject, approve),
  )
  panel.setAttribute('aria-labelledby', heading.id)
  panel.dataset.testid = 'frame-approval'

  root.replaceChildren(panel)
  // Observed once in the document, so the first report is about the panel as shown.
  const arming = armWhenSeen(panel, (armed) => {
    approve.disabled = !armed
    reject.disabled = !armed
    hint.hidden = armed
  })
  if (!arming.observable) reject.disabled = false
  reject.addEventListener('click', () => on.reject())
  // A click that arrives while not armed (or no longer seen) is not an approval.
  approve.addEventListener('click', () => {
    if (arming.canApprove()) on.approve()
  })
  heading.focus()
  return {
    remove() {
      arming.stop()
      panel.remove()
    },
  }
}
