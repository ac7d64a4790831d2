/**
 * A test wallet's policy: its approval queue, plus the requests a real wallet of its kind answers without asking its
 * user (a silent reconnect, an origin set to "not allowed") and the error it throws when the user says no.
 */
import { type ApprovalControl, type ApprovalDecision, type ApprovalMode, createApprovalQueue, type OnApprovalRequest, type QueuedRequest } from './approvalQueue'

export type WalletPolicy<R extends QueuedRequest> = {
  control: ApprovalControl<R>
  /** Records a request and waits for its decision; throws the wallet's refusal when it is refused. */
  ask(request: Omit<R, 'id' | 'status' | 'at'>): Promise<void>
}

export type CreateWalletPolicyParameters<R extends QueuedRequest> = {
  mode: ApprovalMode
  onRequest?: OnApprovalRequest<R>
  /** The methods never asked about, and the answer the wallet gives them on its own (recorded, not thrown). */
  unprompted: Partial<Record<R['method'], ApprovalDecision>>
  /** What a refused request throws, in the wallet's own shape. */
  refusal(method: R['method']): Error
}

export function createWalletPolicy<R extends QueuedRequest>(parameters: CreateWalletPolicyParameters<R>): WalletPolicy<R> {
  const queue = createApprovalQueue<R>(parameters.mode, parameters.onRequest)
  return {
    control: queue.control,
    async ask(input) {
      const request = queue.record(input)
      const answer = parameters.unprompted[request.method as R['method']]
      if (answer) return queue.settle(request, answer)
      if ((await queue.decide(request)) === 'reject') throw parameters.refusal(request.method)
    },
  }
}
