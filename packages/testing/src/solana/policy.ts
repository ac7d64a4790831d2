import type { ApprovalControl, ApprovalDecision, ApprovalMode, OnApprovalRequest } from '../shared/approvalQueue'
import { createWalletPolicy, type WalletPolicy } from '../shared/walletPolicy'
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
export type OnTestWalletRequest = OnApprovalRequest<TestWalletRequest>

export type TestWalletControl = ApprovalControl<TestWalletRequest>

/** `ask` throws the wallet-shaped rejection (named as Solana wallet adapters name it) when a request is refused. */
export type Policy = WalletPolicy<TestWalletRequest>

export function createPolicy(initialMode: TestWalletMode, onRequest?: OnTestWalletRequest): Policy {
  return createWalletPolicy<TestWalletRequest>({
    mode: initialMode,
    onRequest,
    // A silent reconnect and a disconnect are never asked about, as with a real wallet.
    unprompted: { silentConnect: 'approve', disconnect: 'approve' },
    // Only the prompted methods are refused, and each of those is a TestWalletMethod.
    refusal: (method) => new UserRejectedRequestError(method as TestWalletMethod),
  })
}
