/**
 * The approval screen, drawn inside the frame (its origin, its pixels: the host page can neither read nor
 * script it). One request at a time; the others wait their turn. Built with DOM calls, styled by page.css.
 */
import type { Described } from './describe'

export interface ApprovalRequest {
  described: Described
  /** The app page asking (already checked against the project's allowed origins). */
  origin: string
  dappName?: string
}

export class UserRejectedError extends Error {
  readonly code = 4001
  constructor() {
    super('User rejected the request.')
    this.name = 'UserRejectedError'
  }
}

function el<K extends keyof HTMLElementTagNameMap>(tag: K, props: Partial<HTMLElementTagNameMap[K]> = {}, ...children: (Node | string)[]) {
  const node = Object.assign(document.createElement(tag), props)
  node.append(...children)
  return node
}

export function createApprovals(root: HTMLElement) {
  let queue: Promise<unknown> = Promise.resolve()

  function show(request: ApprovalRequest, signal: AbortSignal): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      if (signal.aborted) return reject(new Error('Request was aborted'))
      const { described } = request
      const who = request.dappName ? `${request.dappName} (${request.origin})` : request.origin
      const rows = el('dl', { className: 'rows' })
      for (const row of described.rows) rows.append(el('dt', {}, row.label), el('dd', {}, row.value))
      const reject_ = el('button', { type: 'button', className: 'secondary' }, 'Reject')
      const approve = el('button', { type: 'button', className: 'primary' }, 'Approve')
      reject_.dataset.testid = 'frame-reject'
      approve.dataset.testid = 'frame-approve'
      const panel = el(
        'section',
        { className: 'approval' },
        el('h1', { id: 'approval-title' }, described.title),
        el('p', { className: 'muted' }, `${who} asks you to approve this.`),
        rows,
        el('div', { className: 'actions' }, reject_, approve),
      )
      panel.setAttribute('aria-labelledby', 'approval-title')
      panel.dataset.testid = 'frame-approval'
      const done = () => {
        panel.remove()
        signal.removeEventListener('abort', onAbort)
      }
      const onAbort = () => {
        done()
        reject(new Error('Request was aborted'))
      }
      signal.addEventListener('abort', onAbort)
      reject_.addEventListener('click', () => {
        done()
        reject(new UserRejectedError())
      })
      approve.addEventListener('click', () => {
        done()
        resolve()
      })
      root.replaceChildren(panel)
      approve.focus()
    })
  }

  return {
    /** Resolves when the user approves; rejects when they reject or the request is aborted. */
    ask(request: ApprovalRequest, signal: AbortSignal): Promise<void> {
      const turn = queue.then(() => show(request, signal))
      queue = turn.catch(() => undefined)
      return turn
    },
  }
}
