/**
 * The test wallets' approval queue: every request is recorded, then approved, rejected or held until the test
 * decides — by a callback first, then by the mode. One queue for every namespace's test wallet; each wallet says
 * which of its requests a real wallet answers without asking (a silent reconnect, an origin set to "not allowed").
 */
export type ApprovalMode = 'approve' | 'reject' | 'manual'
export type ApprovalDecision = 'approve' | 'reject'

/** What the queue keeps of a request; a wallet's request type adds its own fields. JSON-safe, for Playwright. */
export type QueuedRequest = {
  id: number
  method: string
  status: 'pending' | 'approved' | 'rejected'
  at: number
}

export type ApprovalControl<R extends QueuedRequest> = {
  mode(): ApprovalMode
  setMode(mode: ApprovalMode): void
  /** Every request so far, oldest first. */
  requests(): R[]
  /** The requests waiting in manual mode, oldest first. */
  pending(): R[]
  /** Settles a pending request (the oldest when no id is given); false when there is none. */
  approve(id?: number): boolean
  reject(id?: number): boolean
  /** Forgets the recorded requests (pending ones stay pending). */
  clear(): void
}

/** Decides a request before the mode does; return nothing to leave it to the mode. */
export type OnApprovalRequest<R> = (request: R) => ApprovalDecision | undefined | Promise<ApprovalDecision | undefined>

export type ApprovalQueue<R extends QueuedRequest> = {
  control: ApprovalControl<R>
  record(request: Omit<R, 'id' | 'status' | 'at'>): R
  /** Sets a request's outcome without asking (what a real wallet answers on its own). */
  settle(request: R, decision: ApprovalDecision): void
  /** Asks: the callback's decision, else the mode's (manual waits for the test). Records and returns it. */
  decide(request: R): Promise<ApprovalDecision>
}

export function createApprovalQueue<R extends QueuedRequest>(initialMode: ApprovalMode, onRequest?: OnApprovalRequest<R>): ApprovalQueue<R> {
  let mode = initialMode
  let nextId = 1
  let log: R[] = []
  const waiting = new Map<number, (decision: ApprovalDecision) => void>()

  const settleWaiting = (decision: ApprovalDecision, id?: number): boolean => {
    const key = id ?? waiting.keys().next().value
    const resolve = key === undefined ? undefined : waiting.get(key)
    if (key === undefined || !resolve) return false
    waiting.delete(key)
    resolve(decision)
    return true
  }
  const settle = (request: R, decision: ApprovalDecision) => {
    request.status = decision === 'approve' ? 'approved' : 'rejected'
  }

  return {
    control: {
      mode: () => mode,
      setMode(next) {
        if (next !== 'approve' && next !== 'reject' && next !== 'manual') throw new TypeError(`Unknown mode: ${String(next)}`)
        mode = next
      },
      requests: () => log.map((r) => ({ ...r })),
      pending: () => log.filter((r) => r.status === 'pending' && waiting.has(r.id)).map((r) => ({ ...r })),
      approve: (id) => settleWaiting('approve', id),
      reject: (id) => settleWaiting('reject', id),
      clear() {
        log = log.filter((r) => waiting.has(r.id))
      },
    },
    record(input) {
      const request = { ...input, id: nextId++, status: 'pending', at: Date.now() } as R
      log.push(request)
      return request
    },
    settle,
    async decide(request) {
      let decision = await onRequest?.({ ...request })
      if (!decision) {
        if (mode === 'manual') decision = await new Promise<ApprovalDecision>((resolve) => waiting.set(request.id, resolve))
        else decision = mode
      }
      settle(request, decision)
      return decision
    },
  }
}
