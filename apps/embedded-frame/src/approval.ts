/**
 * The approval queue: one panel on screen at a time, the others waiting their turn, each request settled
 * on its own. A request whose signal aborts is withdrawn at once, shown or waiting (review M5/L10: it must
 * never appear later); one left undecided is rejected after APPROVAL_TIMEOUT_MS. Once approved, the
 * request's signal is no longer listened to: the caller finishes what the user approved.
 */
import { type ApprovalRequest, type Panel, showPanel } from './approvalPanel'

export type { ApprovalRequest } from './approvalPanel'

/** How long a shown approval waits for the user. */
export const APPROVAL_TIMEOUT_MS = 5 * 60_000

export class UserRejectedError extends Error {
  readonly code = 4001
  constructor() {
    super('User rejected the request.')
    this.name = 'UserRejectedError'
  }
}

/** EIP-1193 4001 too: the user did not approve; the message says why. */
export class ApprovalTimeoutError extends Error {
  readonly code = 4001
  constructor() {
    super(`The request was neither approved nor rejected within ${APPROVAL_TIMEOUT_MS / 60_000} minutes, so it was rejected.`)
    this.name = 'ApprovalTimeoutError'
  }
}

const abortError = () => new Error('Request was aborted')

interface Pending {
  request: ApprovalRequest
  signal: AbortSignal
  settle(outcome: Error | undefined): void
}

export function createApprovals(root: HTMLElement, { timeoutMs = APPROVAL_TIMEOUT_MS }: { timeoutMs?: number } = {}) {
  const waiting: Pending[] = []
  let current: { pending: Pending; panel: Panel; timer: ReturnType<typeof setTimeout> } | undefined

  function showNext() {
    const pending = waiting.shift()
    if (!pending) {
      root.replaceChildren()
      return
    }
    const panel = showPanel(root, pending.request, { approve: () => pending.settle(undefined), reject: () => pending.settle(new UserRejectedError()) })
    current = { pending, panel, timer: setTimeout(() => pending.settle(new ApprovalTimeoutError()), timeoutMs) }
  }

  return {
    /** Resolves when the user approves; rejects when they reject, the request is aborted, or it times out. */
    ask(request: ApprovalRequest, signal: AbortSignal): Promise<void> {
      return new Promise<void>((resolve, reject) => {
        if (signal.aborted) return reject(abortError())
        let settled = false
        const onAbort = () => pending.settle(abortError())
        const pending: Pending = {
          request,
          signal,
          settle(outcome) {
            if (settled) return
            settled = true
            signal.removeEventListener('abort', onAbort)
            if (current?.pending === pending) {
              clearTimeout(current.timer)
              current.panel.remove()
              current = undefined
              showNext()
            } else if (waiting.includes(pending)) {
              waiting.splice(waiting.indexOf(pending), 1)
            }
            if (outcome) reject(outcome)
            else resolve()
          },
        }
        signal.addEventListener('abort', onAbort)
        waiting.push(pending)
        if (!current) showNext()
      })
    },
  }
}
