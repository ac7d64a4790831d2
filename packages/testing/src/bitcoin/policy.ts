/** The test Bitcoin wallet's approval queue: each request is approved, rejected or held for the test to decide. */
import type { ApprovalControl, ApprovalDecision, ApprovalMode, OnApprovalRequest } from '../shared/approvalQueue'
import { createWalletPolicy, type WalletPolicy } from '../shared/walletPolicy'
import { UserRejectedRequestError } from './errors'

export type TestBitcoinWalletMode = ApprovalMode
export type TestBitcoinWalletDecision = ApprovalDecision

/**
 * `connect` is a first authorisation (a prompt); `silentConnect` a connect the wallet answers on its own because the
 * app is already authorised for those purposes; `disconnect` is never asked about.
 */
export type TestBitcoinWalletMethod = 'connect' | 'silentConnect' | 'signMessage' | 'signPsbt' | 'sendTransfer' | 'switchNetwork' | 'disconnect'

/** One request the wallet received, JSON-safe so a test can read it from a page. */
export type TestBitcoinWalletRequest = {
  id: number
  method: TestBitcoinWalletMethod
  status: 'pending' | 'approved' | 'rejected'
  /** Which face of the wallet the app called: the Wallet Standard features, the WBIP004 `request` provider, or a WalletConnect session. */
  via: 'wallet-standard' | 'wbip' | 'walletconnect'
  /** connect: the purposes asked for. */
  purposes?: ('payment' | 'ordinals')[]
  /** signMessage: the signing address; signPsbt: every address whose inputs are signed; sendTransfer: the payer. */
  address?: string
  /** The CAIP-2 network the request is for. */
  chain?: string
  /** signMessage: the message as UTF-8 text; signPsbt: the PSBT as base64; connect: the app's message; sendTransfer: the recipients as JSON. */
  detail?: string
  /** signPsbt: the input indexes to sign. */
  inputs?: number[]
  /** signMessage: `BIP322` or `ECDSA`. */
  protocol?: string
  at: number
}

/** Decides a request before the mode does; return nothing to leave it to the mode. */
export type OnTestBitcoinWalletRequest = OnApprovalRequest<TestBitcoinWalletRequest>

export type TestBitcoinWalletPolicyControl = ApprovalControl<TestBitcoinWalletRequest>

/** `ask` throws the user-rejected error when a request is refused. */
export type TestBitcoinWalletPolicy = WalletPolicy<TestBitcoinWalletRequest>

export function createBitcoinWalletPolicy(initialMode: TestBitcoinWalletMode, onRequest?: OnTestBitcoinWalletRequest): TestBitcoinWalletPolicy {
  return createWalletPolicy<TestBitcoinWalletRequest>({
    mode: initialMode,
    onRequest,
    // A connect the app is already authorised for, and a disconnect, are never prompted, as with a real wallet.
    unprompted: { silentConnect: 'approve', disconnect: 'approve' },
    refusal: (method) => new UserRejectedRequestError(method),
  })
}
