/**
 * The shapes of an instance's state: what each atom holds and what the snapshot shows. A leaf module (it
 * imports only leaf types), so the atoms, the client contract, storage and the runtimes all name these
 * shapes without importing one another.
 */
import type { AdapterNft, AdapterTransaction, AdapterTransfer } from '../adapters/reads'
import type { FeeSpeed } from '../adapters/transfers'
import type { LatchErrorInfo } from '../errors/types'
import type { Account, CaipAddress, CaipAssetId, CaipNetwork, CaipNetworkId, ConnectedWalletInfo, EmbeddedWalletUser } from './chain'

/** Named views (spec §2) plus the ones optional features add. */
export type ViewName =
  | 'Connect'
  | 'Account'
  | 'AllWallets'
  | 'Networks'
  | 'ConnectingWalletConnectBasic'
  | 'ConnectingWalletConnect'
  | 'ConnectingExternal'
  | 'ConnectingFarcaster'
  | 'UnsupportedChain'
  | 'SIWXSignMessage'
  | 'ApproveTransaction'
  | 'EmailVerifyOtp'
  | 'EmailVerifyDevice'
  | 'UpdateEmailWallet'
  | 'UpdateEmailPrimaryOtp'
  | 'UpdateEmailSecondaryOtp'
  | 'ConnectingSocial'
  | 'WalletSend'
  | 'WalletSendPreview'
  | 'Swap'
  | 'OnRampProviders'
  | 'WalletReceive'
  | 'RegisterAccountName'
  | 'RegisterAccountNameSuccess'

/** Data a view may carry (spec §2: ConnectingWalletConnect has a wallet, ConnectingExternal a connector). */
export interface RouterData {
  connectorId?: string
  walletId?: string
  caipNetworkId?: CaipNetworkId
  /** The e-mail an e-mail login / change view is about. */
  email?: string
  /** The social provider a ConnectingSocial view waits on. */
  provider?: string
}

export interface RouterEntry {
  view: ViewName
  data?: RouterData
}

export type TransactionOutcome = 'success' | 'error' | 'cancel'

/** What a flow that hands something to the wallet does when it ends (spec §4 "Transaction stack outcomes"). */
export interface TransactionAction {
  /** The view shown while the wallet has the request; absent, the current view stays. */
  view?: ViewName
  data?: RouterData
  /** Swap the top view for `view` rather than push it. */
  replace?: boolean
  onSuccess?: () => void
  onError?: () => void
  onCancel?: () => void
}

export interface RouterState {
  /** The top of the history stack. */
  view: ViewName
  data?: RouterData
  history: readonly RouterEntry[]
}

/** Connection status (spec §4). */
export type ConnectionStatus = 'disconnected' | 'connecting' | 'reconnecting' | 'connected'

/** Per-namespace account state (spec §3 "Account state"). Fields later issues fill stay undefined. */
export interface AccountState {
  status: ConnectionStatus
  caipAddress?: CaipAddress
  address?: string
  /** Whole-unit decimal string; undefined while unknown ("0.00" only when it cannot be read). */
  balance?: string
  balanceSymbol?: string
  balanceLoading: boolean
  profileName?: string
  profileImage?: string
  /** The account on the network's block explorer, when the network names one. */
  addressExplorerUrl?: string
  smartAccountDeployed?: boolean
  currentTab: number
  allAccounts: readonly Account[]
  connectedWalletInfo?: ConnectedWalletInfo
  /** The wallet's value, else the stored one, else EOA (spec §4); what the connection uses. */
  preferredAccountType?: Account['type']
  /** The embedded wallet's user, when this namespace is connected through it (spec §3). */
  user?: EmbeddedWalletUser
  /** The social login behind the embedded wallet's connection, if any. */
  socialProvider?: string
  /** The embedded wallet's user, login and account type in one object (what `useAppKitAccount` hands the dapp). */
  embeddedWalletInfo?: EmbeddedWalletInfo
  /** The connector behind the connection, when connected. */
  connectorId?: string
}

export interface EmbeddedWalletInfo {
  user: EmbeddedWalletUser
  /** The social provider the user logged in with, else 'email'. */
  authProvider: string
  accountType: 'eoa' | 'smartAccount' | undefined
  isSmartAccountDeployed: boolean
}

/** Per-namespace network state (spec §3 "Per-chain network state"). */
export interface NetworkState {
  /** The active network; for an unsupported chain it is a placeholder built from the wallet's id. */
  caipNetwork?: CaipNetwork
  requestedCaipNetworks: readonly CaipNetwork[]
  approvedCaipNetworkIds: readonly CaipNetworkId[]
  supportsAllNetworks: boolean
  smartAccountEnabledNetworks: readonly number[]
  /** True when the wallet is on a network the dapp did not request. */
  isUnsupportedChain: boolean
  /** True while a network switch of this namespace waits for the wallet (spec §4 "marked as switching"). */
  switching?: boolean
}

export interface NamespaceState {
  account: AccountState
  network: NetworkState
}

/** The snackbar messages core itself shows; the UI's catalogue has a text for each. */
export type SnackbarMessageKey = 'snackbar.transactionSent' | 'snackbar.emailUpdated' | 'snackbar.actionNotAllowed' | 'snackbar.swapDone' | 'snackbar.onrampDone'

/**
 * Snackbar (spec §2, §4). It holds a message key, not text: the UI owns every language. Besides core's own
 * keys the UI (or a host app) may show one of its catalogue's keys, so the field is any string.
 */
export interface SnackbarState {
  open: boolean
  messageKey: SnackbarMessageKey | (string & {})
  /** Values for the message's `{name}` placeholders. */
  params?: Record<string, string>
  variant: 'success' | 'error' | 'loading'
}

/** The external connect attempt shown by ConnectingExternal. */
export interface ConnectingState {
  connectorId?: string
  status: 'idle' | 'connecting' | 'error'
  error?: LatchErrorInfo
}

/** The WalletConnect pairing shown as a QR code / deep link (spec §4). */
export interface WalletConnectState {
  status: 'idle' | 'pairing' | 'error'
  uri?: string
  /** Epoch ms when the pairing stops being usable. */
  pairingExpiry?: number
  /** The wallet the user chose for a deep link, if any. */
  linking?: { name: string; href: string }
  error?: LatchErrorInfo
  /** Topic of the live session, once approved. */
  sessionTopic?: string
}

/** The embedded wallet's login and approval state (spec §4 "E-mail login steps", §6 approvals). */
export interface EmbeddedWalletState {
  status: 'idle' | 'loading' | 'awaitingDevice' | 'awaitingOtp' | 'connecting' | 'connected' | 'error'
  /** The e-mail being logged in with (or of the logged-in user). */
  email?: string
  /** The social provider of a login in progress or done. */
  socialProvider?: string
  /** The user name a social login reported. */
  userName?: string
  /** The Sign In With Farcaster link (spec §3 farcasterUrl): shown as a QR code and a link while the user approves. */
  farcasterUrl?: string
  /** An e-mail change in progress: which code is awaited, and for which new address. */
  updateEmail?: { step: 'VERIFY_PRIMARY_OTP' | 'VERIFY_SECONDARY_OTP'; newEmail: string }
  /** An unsafe RPC request the frame is asking the user to approve. */
  approval?: { method: string }
  /** The frame's approval UI is visible over the modal. */
  frameVisible: boolean
  error?: LatchErrorInfo
}

/** The sign-in-with-X step (spec §4 "Sign-in message flow"). */
export interface SiwxState {
  status: 'idle' | 'signing' | 'error'
  error?: LatchErrorInfo
  /** The connected account has a sign-in session (it just signed, or one existed on connect). Absent: unsigned. */
  signedIn?: boolean
}

/** Why the send form's check refused a field; the UI words each code. */
export type SendErrorCode =
  | 'AMOUNT_REQUIRED'
  | 'AMOUNT_NOT_POSITIVE'
  | 'AMOUNT_INVALID'
  | 'RECEIVER_REQUIRED'
  | 'ADDRESS_INVALID'
  | 'NAME_LOOKUP_FAILED'
  | 'NAME_NOT_FOUND'
  | 'FEE_ESTIMATE_FAILED'
  | 'INSUFFICIENT_BALANCE'
  | 'INSUFFICIENT_FEE_BALANCE'
  | 'BELOW_MIN_REMAINING'
  | 'BELOW_MIN_AMOUNT'
  | 'TRANSFER_REFUSED'
  | 'MEMO_TOO_LONG'

/**
 * A refused field: its code, plus what the message needs. A failed lookup or estimate carries the error that
 * stopped it (whose code the UI can word too); the keep-alive rule carries the amount that must stay, the
 * new-receiver rule the least it must get.
 */
export type SendFieldError =
  | { code: Exclude<SendErrorCode, 'NAME_LOOKUP_FAILED' | 'FEE_ESTIMATE_FAILED' | 'TRANSFER_REFUSED' | 'BELOW_MIN_REMAINING' | 'BELOW_MIN_AMOUNT' | 'MEMO_TOO_LONG'> }
  | { code: 'NAME_LOOKUP_FAILED' | 'FEE_ESTIMATE_FAILED' | 'TRANSFER_REFUSED'; cause: LatchErrorInfo }
  | { code: 'BELOW_MIN_REMAINING'; minRemaining: string; symbol: string }
  | { code: 'BELOW_MIN_AMOUNT'; minAmount: string; symbol: string }
  | { code: 'MEMO_TOO_LONG'; maxBytes: number }

/** The send form, kept across its two views (spec §4 "Send tokens"). */
export interface SendState {
  to: string
  amount: string
  /** The token to send (CAIP-19); absent: the native currency. */
  token?: { asset: CaipAssetId; symbol: string; decimals: number; quantity: string }
  status: 'idle' | 'checking' | 'sending' | 'error'
  /** Per-field problems of the last check, as codes (never text). */
  errors: { to?: SendFieldError; amount?: SendFieldError; memo?: SendFieldError }
  /** The memo, where the chain takes one (`client.send.options().memo`); absent or empty: none. */
  memo?: string
  /** Of the last check that passed: what will be sent and what the network takes, in smallest units. */
  value?: string
  fee?: string
  /** The fee in whole units, as the adapter formats it. */
  feeText?: string
  /**
   * Of the last check that passed: the send empties the account and the chain removes it; `minRemaining` is what
   * it must receive to exist again (whole units of the native currency), when the chain has such a minimum.
   */
  closesAccount?: { minRemaining?: string; symbol: string }
  /** The fee speed the user picked, where the chain offers a choice (`client.send.options().feeSpeeds`); absent: its default. */
  feeSpeed?: FeeSpeed
  /** Of the last check that passed, where the chain has them: the fee per unit of size, and the coins moved. */
  feeRate?: { value: number; unit: string }
  legs?: { inputs: readonly SendLeg[]; outputs: readonly SendLeg[] }
  /** When the receiver was given as a name (ENS …): the address it resolved to, which is what is sent to. */
  resolvedTo?: string
  hash?: string
  error?: LatchErrorInfo
}

/** A coin the send spends or creates, its amount in whole units of the native currency. */
export interface SendLeg {
  id: string
  amount: string
  change: boolean
}

/** A list the Account view reads for the connected account (tokens, NFTs, activity). */
export interface AccountDataState<T> {
  status: 'idle' | 'loading' | 'error'
  items: readonly T[]
  /** The account and network the items belong to. */
  key?: string
  /** The source's cursor for more items, when it pages (activity). */
  next?: string
  error?: LatchErrorInfo
  /** Epoch ms of the last failure: no new fetch within 30 s of it. */
  failedAt?: number
}

export type TokenItem = {
  /** The network the balance is on (spec §3 "Token balance" chainId). */
  chainId: CaipNetworkId
  /** CAIP-19; absent for the native currency. */
  asset?: CaipAssetId
  symbol: string
  name: string
  decimals: number
  quantity: string
  iconUrl?: string
  /** USD per whole token, where a price source knows it. */
  price?: number
  /** In USD (quantity × price), where a price source knows the token's price. */
  value?: number
  spam?: boolean
}
/** An NFT as the chain reports it, plus what an indexer adds: its image and a spam flag. */
export type NftItem = AdapterNft

/** The Account view's token list (spec §4 "Token balance fetch"). */
export type TokensState = AccountDataState<TokenItem>
export type NftsState = AccountDataState<NftItem>

/** A transfer as the Activity tab shows it: the source's, plus `quantity` in whole units (the adapter's formatting). */
export type ActivityTransfer = AdapterTransfer & { quantity: string }
/** What a transaction did, seen from the account (spec §3 "Transaction" metadata). */
export type OperationType = 'send' | 'receive' | 'trade' | 'execute'
export type ActivityItem = Omit<AdapterTransaction, 'transfers'> & {
  transfers: readonly ActivityTransfer[]
  /** The network it happened on. */
  chain: CaipNetworkId
  operationType: OperationType
}
export type ActivityState = AccountDataState<ActivityItem>

/** A transaction sent from the modal that no source has reported settled yet; `key` is `caipNetworkId:address`. */
export type PendingTransaction = ActivityItem & { key: string }
