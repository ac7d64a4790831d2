import { type TestWalletMethod, UserRejectedRequestError } from './errors'

export type TestWalletMode = 'approve' | 'reject' | 'manual'
export type TestWalletDecision = 'approve' | 'reject'

/** One request the wallet received, JSON-safe so Playwright can read it from the page. */
export type TestWalletRequest = {
  id: number
  method: TestWalletMethod | 'silentConnect' | 'disconnect'
  status: 'pending' | 'approved' | 'rejected'
  /** The account asked to sign, if any. */
  address?: string
  chain?: string
  /** signMessage / signIn: the message as UTF-8 text; transactions: base64 of the bytes. */
  detail?: string
  at: number
}

/** Decides a request before the mode does; return nothing to leave it to the mode. */
export type OnTestWalletRequest = (request: TestWalletRequest) => TestWalletDecision | undefined | Promise<TestWalletDecision | undefined>

export type TestWalletControl = {
  mode(): TestWalletMode
  setMode(mode: TestWalletMode): void
  /** Every request so far, oldest first. */
  requests(): TestWalletRequest[]
  /** The requests waiting in manual mode, oldest first. */
  pending(): TestWalletRequest[]
  /** Settles a pending request (the oldest when no id is given); false when there is none. */
  approve(id?: number): boolean
  reject(id?: number): boolean
  /** Forgets the recorded requests (pending ones stay pending). */
  clear(): void
}

export type Policy = {
  control: TestWalletControl
  record(request: Omit<TestWalletRequest, 'id' | 'status' | 'at'>): TestWalletRequest
  /** Waits for the decision on a request; throws the wallet-shaped rejection when it is refused. */
  decide(request: TestWalletRequest): Promise<void>
}

export function createPolicy(initialMode: TestWalletMode, onRequest?: OnTestWalletRequest): Policy {
  let mode = initialMode
  let nextId = 1
  let log: TestWalletRequest[] = []
  const waiting = new Map<number, (decision: TestWalletDecision) => void>()

  const settle = (decision: TestWalletDecision, id?: number): boolean => {
    const key = id ?? waiting.keys().next().value
    const resolve = key === undefined ? undefined : waiting.get(key)
    if (key === undefined || !resolve) return false
    waiting.delete(key)
    resolve(decision)
    return true
  }

  const control: TestWalletControl = {
    mode: () => mode,
    setMode(next) {
      if (next !== 'approve' && next !== 'reject' && next !== 'manual') throw new TypeError(`Unknown mode: ${String(next)}`)
      mode = next
    },
    requests: () => log.map((r) => ({ ...r })),
    pending: () => log.filter((r) => r.status === 'pending' && waiting.has(r.id)).map((r) => ({ ...r })),
    approve: (id) => settle('approve', id),
    reject: (id) => settle('reject', id),
    clear() {
      log = log.filter((r) => waiting.has(r.id))
    },
  }

  return {
    control,
    record(request) {
      const entry: TestWalletRequest = { ...request, id: nextId++, status: 'pending', at: Date.now() }
      log.push(entry)
      return entry
    },
    async decide(request) {
      const method = request.method
      if (method === 'silentConnect' || method === 'disconnect') {
        request.status = 'approved'
        return
      }
      let decision = await onRequest?.({ ...request })
      if (!decision) {
        if (mode === 'manual') decision = await new Promise<TestWalletDecision>((resolve) => waiting.set(request.id, resolve))
        else decision = mode
      }
      request.status = decision === 'approve' ? 'approved' : 'rejected'
      if (decision === 'reject') throw new UserRejectedRequestError(method)
    },
  }
}
