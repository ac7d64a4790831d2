/** The test Cosmos wallet's approval queue: each request is approved, rejected or held for the test to decide. */
import type { ApprovalControl, ApprovalDecision, ApprovalMode, OnApprovalRequest } from '../shared/approvalQueue'
import { createWalletPolicy, type WalletPolicy } from '../shared/walletPolicy'
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
export type OnTestCosmosWalletRequest = OnApprovalRequest<TestCosmosWalletRequest>

export type TestCosmosWalletPolicyControl = ApprovalControl<TestCosmosWalletRequest>

/** `ask` throws Keplr's "Request rejected" when a request is refused. */
export type TestCosmosWalletPolicy = WalletPolicy<TestCosmosWalletRequest>

export function createCosmosWalletPolicy(initialMode: TestCosmosWalletMode, onRequest?: OnTestCosmosWalletRequest): TestCosmosWalletPolicy {
  return createWalletPolicy<TestCosmosWalletRequest>({
    mode: initialMode,
    onRequest,
    // Keplr does not prompt an origin for chains it already enabled.
    unprompted: { silentEnable: 'approve' },
    refusal: (method) => new UserRejectedRequestError(method),
  })
}
