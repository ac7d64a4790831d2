/** The test extension's approval queue: each request is approved, rejected or held for the test to decide. */
import type { ApprovalControl, ApprovalDecision, ApprovalMode, OnApprovalRequest } from '../shared/approvalQueue'
import { createWalletPolicy } from '../shared/walletPolicy'
import { UserRejectedRequestError } from './errors'
import type { TestSignerPayloadJSON } from './signPayload'

export type TestExtensionMode = ApprovalMode
export type TestExtensionDecision = ApprovalDecision
/**
 * `enable` is a first authorisation (a prompt); `silentEnable` an origin the extension already authorised;
 * `deniedEnable` an origin the user set to "not allowed" (refused at once, no prompt).
 */
export type TestExtensionMethod = 'enable' | 'silentEnable' | 'deniedEnable' | 'signRaw' | 'signPayload'

/** The requests a user is asked about (the others are answered by the extension on its own). */
const PROMPTED: readonly TestExtensionMethod[] = ['enable', 'signRaw', 'signPayload']

/** One request the extension received, JSON-safe so a test can read it from a page. */
export type TestExtensionRequest = {
  id: number
  method: TestExtensionMethod
  status: 'pending' | 'approved' | 'rejected'
  /** The dapp name `enable` was called with. */
  origin: string
  /** signRaw, signPayload: the signing account, as the dapp spelled it. */
  address?: string
  /** signRaw: the data as the dapp sent it (hex or text). signPayload: the call data, `payload.method` (hex). */
  detail?: string
  /**
   * signPayload: a JSON copy of the whole `SignerPayloadJSON` the dapp sent (call data `method`, `genesisHash`,
   * `blockHash`, `era`, `nonce`, `tip`, `specVersion`, `transactionVersion`, `signedExtensions`, …, hex as sent).
   */
  payload?: TestSignerPayloadJSON
  at: number
}

/** Decides a request before the mode does; return nothing to leave it to the mode. */
export type OnTestExtensionRequest = OnApprovalRequest<TestExtensionRequest>

export type TestExtensionPolicyControl = ApprovalControl<TestExtensionRequest> & {
  /** How many times the user was asked (silent and denied enables are not asked). */
  prompts(): number
}

export type TestExtensionPolicy = {
  control: TestExtensionPolicyControl
  /** Records a request and waits for its decision; throws the extension's rejection when it is refused. */
  ask(request: Omit<TestExtensionRequest, 'id' | 'status' | 'at'>): Promise<void>
}

export function createExtensionPolicy(initialMode: TestExtensionMode, onRequest?: OnTestExtensionRequest): TestExtensionPolicy {
  const policy = createWalletPolicy<TestExtensionRequest>({
    mode: initialMode,
    onRequest,
    // An origin already authorised is answered without asking, as real extensions do; one set to "not allowed" is
    // refused the same way (the caller reports that refusal).
    unprompted: { silentEnable: 'approve', deniedEnable: 'reject' },
    refusal: (method) => new UserRejectedRequestError(method),
  })
  return {
    control: { ...policy.control, prompts: () => policy.control.requests().filter((r) => PROMPTED.includes(r.method)).length },
    ask: policy.ask,
  }
}
