import { type ApprovalControl, type ApprovalDecision, type ApprovalMode, createApprovalQueue } from '../shared/approvalQueue'
import { type TestWalletMethod, UserRejectedRequestError } from './errors'

export type TestWalletMode = ApprovalMode
export type TestWalletDecision = ApprovalDecision

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

export type TestWalletControl = ApprovalControl<TestWalletRequest>

export type Policy = {
  control: TestWalletControl
  record(request: Omit<TestWalletRequest, 'id' | 'status' | 'at'>): TestWalletRequest
  /** Waits for the decision on a request; throws the wallet-shaped rejection when it is refused. */
  decide(request: TestWalletRequest): Promise<void>
}

export function createPolicy(initialMode: TestWalletMode, onRequest?: OnTestWalletRequest): Policy {
  const queue = createApprovalQueue<TestWalletRequest>(initialMode, onRequest)
  return {
    control: queue.control,
    record: queue.record,
    async decide(request) {
      // A silent reconnect and a disconnect are never asked about, as with a real wallet.
      if (request.method === 'silentConnect' || request.method === 'disconnect') return queue.settle(request, 'approve')
      if ((await queue.decide(request)) === 'reject') throw new UserRejectedRequestError(request.method)
    },
  }
}
