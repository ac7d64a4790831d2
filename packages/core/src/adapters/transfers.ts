/**
 * The `transfers` capability: the Send view's one question to a chain family (spec §4 "Send tokens", §5). Core
 * never builds a transaction: it asks the adapter to prepare one, checks the answer against the balances, shows
 * it, and submits it. An ERC-20 call, an SPL transfer that first creates the receiver's token account, a bank
 * MsgSend or a `balances.transferKeepAlive` all look the same from here.
 */
import type { CaipAssetId, CaipNetworkId } from '../types/chain'
import type { AdapterTransaction } from './reads'

/** How soon the chain should take a transfer; the fee grows with it (Bitcoin's fee-rate estimates). */
export type FeeSpeed = 'slow' | 'normal' | 'fast'

/** The speeds a chain lets the sender choose, and the one a send uses unless the user picks another. */
export interface FeeSpeedChoice {
  options: readonly FeeSpeed[]
  default: FeeSpeed
}

/**
 * One coin a transfer spends or creates, where the chain has such parts (Bitcoin's inputs and outputs): `id` is an
 * outpoint (`txid:vout`) or an address, `amount` in the native currency's smallest unit.
 */
export interface TransferLeg {
  id: string
  amount: bigint
  /** An output back to the sender. */
  change?: boolean
}

export interface TransferRequest {
  /** The sender: the connected account. */
  from: string
  /** The receiver, already checked with `isAddress` (names are resolved before). */
  to: string
  /** CAIP-19 of the token to move; absent for the native currency. */
  asset?: CaipAssetId
  /** In the asset's smallest unit. */
  amount: bigint
  /** The asset's symbol and decimals as the account's token list read them (for the activity entry; chains check). */
  symbol: string
  decimals: number
  caipNetworkId: CaipNetworkId
  /** The speed the user chose, where the adapter offers `feeSpeeds`; absent: its default. */
  feeSpeed?: FeeSpeed
  /** A note the chain records with the transfer (Cosmos), where the adapter takes one (`memo`); checked against its limit. */
  memo?: string
}

export interface PreparedTransfer {
  /** The network fee, in the native currency's smallest unit (with any deposit the transfer must pay, e.g. rent). */
  fee: bigint
  /**
   * The least native balance the sender may keep, unless it keeps none (Solana's rent-exempt minimum, Polkadot's
   * existential deposit). Absent: any remainder is fine.
   */
  minRemaining?: bigint
  /**
   * The least this transfer may carry, in the asset's smallest unit: a receiver the chain does not know yet must get
   * at least its existential deposit (Polkadot) or rent-exempt minimum. Absent: any positive amount.
   */
  minAmount?: bigint
  /**
   * Sending it leaves the sender with nothing and the chain removes the account (Polkadot reaps it: nonce and all).
   * The preview says so before the wallet is asked.
   */
  closesAccount?: boolean
  /** What the fee works out to per unit of size (`12.5` `sat/vB`), where the chain prices so. */
  feeRate?: { value: number; unit: string }
  /** The coins spent and created, where the chain has such parts: the preview lists them. */
  legs?: { inputs: readonly TransferLeg[]; outputs: readonly TransferLeg[] }
  /** The transaction as the account's activity will report it once sent (without hash, status and time). */
  activity: Pick<AdapterTransaction, 'from' | 'to' | 'transfers'>
  /** Sends it through the connected wallet; resolves with its id (hash, signature) once the wallet accepted it. */
  submit(): Promise<string>
}

export interface ChainTransfers {
  /** The fee speeds the user may choose between on the Send form; absent: the chain prices a transfer one way. */
  readonly feeSpeeds?: FeeSpeedChoice
  /** The chain records a memo with a transfer: the Send form offers the field; longer than `maxBytes` (UTF-8) is refused. */
  readonly memo?: { maxBytes: number }
  /**
   * Builds the transfer and prices it; nothing is signed. Throws the namespace's typed error on bad input; an error
   * with `sendField: 'amount' | 'to'` is a rule of the chain the form broke (below dust, short of funds), shown on
   * that field in its own words, not as a failed estimate.
   */
  prepare(request: TransferRequest): Promise<PreparedTransfer>
}
