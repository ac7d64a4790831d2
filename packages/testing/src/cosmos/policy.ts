/** The test Cosmos wallet's approval queue: each request is approved, rejected or held for the test to decide. */
import { type ApprovalControl, type ApprovalDecision, type ApprovalMode, createApprovalQueue } from '../shared/approvalQueue'
import { UserRejectedRequestError } from './errors'

export type TestCosmosWalletMode = ApprovalMode
export type TestCosmosWalletDecision = ApprovalDecision

/**
 * `enable` is a prompt for chains the origin is not yet enabled for; `silentEnable` an enable the wallet answers on its
 * own because every chain already is; `suggestChain` is `experimentalSuggestChain`.
 */
export type TestCosmosWalletMethod = 'enable' | 'silentEnable' | 'suggestChain' | 'signDirect' | 'signAmino' | 'signArbitrary'

/** One request the wallet received, JSON-safe so a test can read it from a page. */
export type TestCosmosWalletRequest = {
  id: number
  method: TestCosmosWalletMethod
  status: 'pending' | 'approved' | 'rejected'
  /** enable: the chains asked for. */
  chainIds?: string[]
  /** The chain a signature or a suggested chain is for. */
  chainId?: string
  /** The signer's bech32 address. */
  signer?: string
  /** signDirect: the messages' type URLs; signAmino: the amino message types. */
  messages?: string[]
  /** signDirect and signAmino: the memo. */
  memo?: string
  /** signAmino: the sign doc as sorted JSON; signArbitrary: the data (text as is, bytes as base64); suggestChain: its chain name. */
  detail?: string
  at: number
}

/** Decides a request before the mode does; return nothing to leave it to the mode. */
export type OnTestCosmosWalletRequest = (request: TestCosmosWalletRequest) => TestCosmosWalletDecision | undefined | Promise<TestCosmosWalletDecision | undefined>

export type TestCosmosWalletPolicyControl = ApprovalControl<TestCosmosWalletRequest>

export type TestCosmosWalletPolicy = {
  control: TestCosmosWalletPolicyControl
  /** Records a request and waits for its decision; throws Keplr's "Request rejected" when it is refused. */
  ask(request: Omit<TestCosmosWalletRequest, 'id' | 'status' | 'at'>): Promise<void>
}

export function createCosmosWalletPolicy(initialMode: TestCosmosWalletMode, onRequest?: OnTestCosmosWalletRequest): TestCosmosWalletPolicy {
  const queue = createApprovalQueue<TestCosmosWalletRequest>(initialMode, onRequest)
  return {
    control: queue.control,
    async ask(input) {
      const request = queue.record(input)
      // Keplr does not prompt an origin for chains it already enabled.
      if (request.method === 'silentEnable') return queue.settle(request, 'approve')
      if ((await queue.decide(request)) === 'reject') throw new UserRejectedRequestError(request.method)
    },
  }
}
