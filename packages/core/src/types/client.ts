/**
 * The headless instance API (what `createLatch` returns) and the state snapshot the UI reads.
 * This file is the contract between core and its bindings (ui, react): bindings read through
 * `getSnapshot`/`subscribe` and act through the client's methods, never through atoms directly.
 */
import type { ChainTransfers, FeeSpeed } from '../adapters/transfers'
import type { LatchErrorInfo } from '../errors/types'
import type { CaipNetwork, CaipNetworkId, ChainNamespace, ConnectedWalletInfo, Connector } from './chain'
import type { LatchEvent, LatchOptions } from './options'
import type { ThemeMode, ThemeState, ThemeVariables } from './theme'
import type { LoadedWallets } from '../walletDirectory/forInstance'
import type {
  AccountState,
  ActivityState,
  ConnectingState,
  EmbeddedWalletState,
  NamespaceState,
  NftsState,
  PendingTransaction,
  RouterData,
  RouterState,
  SendState,
  SiwxState,
  SnackbarState,
  TokensState,
  ViewName,
  WalletConnectState,
} from './state'
import type { OnrampState, SwapState, SwapTokenOption } from './swapState'
import type { NamesState } from '../names/types'

/** The state shapes are defined in ./state (a leaf); the client contract names them, so it re-exports them. */
export type {
  AccountState,
  EmbeddedWalletInfo,
  ActivityItem,
  ActivityState,
  ActivityTransfer,
  ConnectingState,
  ConnectionStatus,
  EmbeddedWalletState,
  NamespaceState,
  NetworkState,
  NftsState,
  OperationType,
  PendingTransaction,
  RouterData,
  RouterEntry,
  RouterState,
  SendErrorCode,
  SendFieldError,
  SendLeg,
  SendState,
  SiwxState,
  SnackbarMessageKey,
  SnackbarState,
  TokensState,
  ViewName,
  WalletConnectState,
} from './state'

/** `useAppKitState` shape. */
export interface PublicState {
  open: boolean
  loading: boolean
  initialized: boolean
  activeChain: ChainNamespace | undefined
  selectedNetworkId: CaipNetworkId | undefined
}

export interface LatchSnapshot {
  state: PublicState
  modal: {
    open: boolean
    /** True for 500 ms after `shake()` (spec §9). */
    shake: boolean
    /** False while a required sign-in is unsigned on the sign/approve views (spec §2). */
    canClose: boolean
  }
  router: RouterState
  activeNamespace: ChainNamespace | undefined
  namespaces: Partial<Record<ChainNamespace, NamespaceState>>
  /** Connectors in display order (spec §2 connector-type order). */
  connectors: readonly Connector[]
  /** Most recent first, at most 2 (spec §9). */
  recentConnectorIds: readonly string[]
  /** Connect-method order (spec §2). */
  connectMethodsOrder: readonly ('email' | 'social' | 'wallet')[]
  connecting: ConnectingState
  snackbar: SnackbarState
  theme: ThemeState
  /** The alert currently raised (spec §8), if any, e.g. 'Project ID Not Configured'. */
  alert?: LatchErrorInfo
  /** Features after defaults (spec §9: all on unless configured off). */
  features: Required<Pick<NonNullable<LatchOptions['features']>, 'email' | 'swaps' | 'onramp' | 'send' | 'receive' | 'history' | 'analytics' | 'branding'>>
  enableNetworkSwitch: boolean
  /** Latest event, for `useAppKitEvents`. */
  lastEvent?: LatchEvent
  /** The WalletConnect pairing (URI for the QR code, expiry) and session. */
  walletConnect: WalletConnectState
  /** E-mail / social login and approvals; `available` when a frame is configured (options.embeddedWallet). */
  /** The sign-in step: signing in progress, or the last error. */
  siwx: SiwxState
  /** The send form across its views. */
  send: SendState
  /** The Swap form (issue #17); undefined until it first opens (`swap.open()`). */
  swap?: SwapState
  /** The Buy view (issue #17); undefined until it first opens (`onramp.open()`). */
  onramp?: OnrampState
  /** Account-name registration (issue #19); undefined until RegisterAccountName first opens (`names.open()`). */
  names?: NamesState
  /** The Account view's token list. */
  tokens: TokensState
  /** The Account view's NFTs. */
  nfts: NftsState
  /** The Account view's activity, as the source reports it. */
  activity: ActivityState
  /**
   * Transactions sent from the modal that no source has reported settled yet, every account's (each keyed
   * `caipNetworkId:address`), newest first, at most 99.
   */
  pendingTransactions: readonly PendingTransaction[]
  embeddedWallet: EmbeddedWalletState & {
    available: boolean
    /** E-mail login is offered. */
    emailLogin: boolean
    /** The social logins offered, in the configured order. */
    socialProviders: readonly ('google' | 'github' | 'apple' | 'facebook' | 'x' | 'discord' | 'farcaster')[]
  }
}

export interface EmbeddedWalletActions {
  /** Sends the login code (or starts device verification); resolves with the frame's step. */
  connectEmail(email: string): Promise<'VERIFY_DEVICE' | 'VERIFY_OTP' | 'CONNECT'>
  /** Waits for the device approval from the e-mail, then the code step follows. */
  connectDevice(): Promise<void>
  connectOtp(otp: string): Promise<void>
  /** `popup`: `window.open('', …)` called in the click handler itself, so the browser allows it. */
  connectSocial(provider: 'google' | 'github' | 'apple' | 'facebook' | 'x' | 'discord', popup: { closed: boolean; location: { href: string }; close(): void } | null): Promise<void>
  /**
   * Sign In With Farcaster: opens ConnectingFarcaster, which shows `embeddedWallet.farcasterUrl` (a QR code and a
   * link) once the frame has it, and resolves when the user approved in their Farcaster app and is connected.
   * Leaving the view first cancels it (spec §2).
   */
  connectFarcaster(): Promise<void>
  updateEmail(newEmail: string): Promise<void>
  updateEmailPrimaryOtp(otp: string): Promise<void>
  updateEmailSecondaryOtp(otp: string): Promise<string>
  setPreferredAccountType(type: 'eoa' | 'smartAccount'): Promise<'eoa' | 'smartAccount'>
  /**
   * The frame's element (an `<iframe>` in a browser) once the frame is loaded, so the UI can place the
   * frame's approval screen over the modal; undefined before.
   */
  frameElement(): Promise<unknown>
}

export interface OpenOptions {
  view?: ViewName
  data?: RouterData
  namespace?: ChainNamespace
}

export interface LatchClient {
  readonly options: Readonly<LatchOptions>

  getSnapshot(): LatchSnapshot
  /** Calls `listener` after every state change; returns an unsubscribe function. */
  subscribe(listener: () => void): () => void
  /** Calls `listener` only when `select(snapshot)` changes (one level deep), with the new value. */
  watch<T>(select: (snapshot: LatchSnapshot) => T, listener: (value: T) => void): () => void
  /** `useAppKitState`'s shape: open, loading, initialized, active chain, selected network. */
  getState(): PublicState
  subscribeState(listener: (state: PublicState) => void): () => void

  // modal (spec §2 "Opening the modal")
  open(options?: OpenOptions): Promise<void>
  close(): void
  shake(): void

  // router (spec §2 "Navigation operations")
  router: {
    push(view: ViewName, data?: RouterData): void
    replace(view: ViewName, data?: RouterData): void
    reset(view: ViewName, data?: RouterData): void
    goBack(): void
    goBackToIndex(index: number): void
    goBackOrCloseModal(): void
  }

  // connection
  /** Connects through a connector (navigating to ConnectingExternal is the UI's job). */
  connect(connectorId: string): Promise<void>
  /** Disconnects one namespace, or every connected one (spec §4 "Disconnect"). */
  disconnect(options?: { namespace?: ChainNamespace }): Promise<void>
  reconnect(): Promise<void>
  /**
   * Starts (or, per spec §4, reuses) a WalletConnect pairing; resolves with its URI for the QR code or
   * a deep link. The approval arrives later, in state. `force` makes a new pairing (retry).
   */
  connectWalletConnect(options?: { force?: boolean }): Promise<string>
  /**
   * Records the wallet whose deep or universal link the UI opened for the pairing (`walletConnect.linking`;
   * undefined forgets it). Cleared by a new pairing and by a WalletConnect reset (spec §4).
   */
  setWalletConnectLinking(linking: { name: string; href: string } | undefined): Promise<void>
  /**
   * The AllWallets list from the wallet directory: recent, featured, custom, then directory pages, with
   * installed extensions flagged. Loads the directory code on first use.
   */
  loadWallets(request?: { search?: string; pages?: number; signal?: AbortSignal }): Promise<LoadedWallets>
  /**
   * Fetches the code that opening the modal runs (a hint: a button hovered, the page idle), so the first open waits
   * on nothing. Only the dapp's own chunks: no request to any outside host (the wallet list and project config are
   * still asked for only when the modal opens).
   */
  warm(): void
  /** Remembers a directory wallet the user picked, for the recent list (at most 2). */
  rememberWallet(walletId: string): void
  /**
   * Whether this is a phone (user agent; false on a server): there the views hand WalletConnect to the wallet
   * app by its link instead of showing a QR code the phone itself cannot scan.
   */
  isMobile(): boolean
  /** E-mail and social login through the embedded-wallet frame; the code loads on first use. */
  embeddedWallet: EmbeddedWalletActions
  /** Reads the Account view's token list (not again within 30 s of a failure). */
  refreshTokens(): Promise<void>
  /** Reads the Account view's NFTs (not again within 30 s of a failure). */
  refreshNfts(): Promise<void>
  /** Which of the Account view's tabs (Tokens, NFTs, Activity, as configured) shows: `account.currentTab`. */
  setAccountTab(tab: number): void
  /** Reads the first page of the Account view's activity (not again within 30 s of a failure). */
  refreshActivity(): Promise<void>
  /** Reads the next page of activity, when the source has one (`activity.next`). */
  loadMoreActivity(): Promise<void>
  /** Sending the native currency (spec §4): form, check, preview, confirm; the code loads on first use. */
  send: {
    /** `token`: a token from the Tokens list to send instead of the native currency (`null` for native). */
    /** `feeSpeed`: one of `options().feeSpeeds`; `memo`: where `options().memo` says the chain records one. */
    setForm(form: { to?: string; amount?: string; token?: SendState['token'] | null; feeSpeed?: FeeSpeed; memo?: string }): Promise<void>
    /** What the active chain lets the Send form add: fee speeds to choose between (Bitcoin), a memo (Cosmos). */
    options(): Pick<ChainTransfers, 'feeSpeeds' | 'memo'>
    max(): Promise<string>
    preview(): Promise<boolean>
    confirm(): Promise<string>
    cancel(): Promise<void>
  }
  /** Swapping on the active network (issue #17); the code loads on first use. */
  swap: {
    /** Opens the Swap view: the native currency in (or `preset`), the token lists loading. */
    open(preset?: { fromToken?: SwapTokenOption; toToken?: SwapTokenOption }): Promise<void>
    /** Changes the form; the quote is asked again a moment later. */
    setForm(form: { fromToken?: SwapTokenOption; toToken?: SwapTokenOption; amount?: string; side?: SwapState['side']; slippage?: number }): Promise<void>
    flip(): Promise<void>
    max(): Promise<void>
    /** Asks for a quote now. */
    refreshQuote(): Promise<void>
    /** Keeps the quote fresh while the view shows; call the function it resolves with when the view closes. */
    watch(): Promise<() => void>
    /** Approves where needed, then swaps; resolves with the transaction id, or undefined when it did not go ahead. */
    confirm(): Promise<string | undefined>
  }
  /** Buying crypto through the dapp's on-ramp backend (issue #17); the code loads on first use. */
  onramp: {
    open(): Promise<void>
    setForm(form: Partial<Pick<OnrampState, 'amount' | 'purchaseCurrency' | 'paymentCurrency'>>): Promise<void>
    /**
     * Continues with a provider's checkout in `popup`: `window.open('', …)` called in the click handler itself (else
     * browsers block it). The purchase is watched until it lands.
     */
    checkout(provider: string, popup: { closed: boolean; location: { href: string }; close(): void } | null): Promise<void>
    /** Stops watching (leaving the view). */
    close(): Promise<void>
  }
  /** Registering an account name with the host's name service (issue #19, `options.names`); the code loads on first use. */
  names: {
    /** Opens RegisterAccountName with an empty input. */
    open(): Promise<void>
    /** Takes the input's label: checked against spec §5 at once, then asked of the service 300 ms after the last change. */
    setLabel(label: string): Promise<void>
    /** Signs and posts the registration of an available label; resolves with the name, or undefined when it failed (state says why). */
    register(): Promise<string | undefined>
    /** Fills the account's profileName from the name service when the chain's identity has none (the Account view asks). */
    lookup(): Promise<void>
  }
  /** Sign-in with X (spec §4): sign the message on the SIWXSignMessage view, or decline. */
  siwx: { signIn(): Promise<void>; cancel(): Promise<void> }

  // account & network
  getAccount(namespace?: ChainNamespace): AccountState | undefined
  getCaipNetwork(namespace?: ChainNamespace): CaipNetwork | undefined
  switchNetwork(network: CaipNetwork | CaipNetworkId): Promise<void>
  refreshBalance(namespace?: ChainNamespace): Promise<void>
  /** Text as the user reads it, or raw bytes (solana, polkadot). */
  signMessage(message: string | Uint8Array, options?: { namespace?: ChainNamespace }): Promise<string>
  signTypedData(data: unknown, options?: { namespace?: ChainNamespace }): Promise<string>
  /** The namespace's own payload: eip155 `{ to, value?, data? }`, solana a web3.js transaction. */
  sendTransaction(tx: unknown, options?: { namespace?: ChainNamespace }): Promise<string>
  /** `useAppKitProvider` */
  getProvider(namespace?: ChainNamespace): { walletProvider: unknown; walletProviderType: string | undefined }
  getWalletInfo(namespace?: ChainNamespace): ConnectedWalletInfo | undefined

  // snackbar
  /** `messageKey` is a key of the UI's catalogue; a key it lacks is shown as given (a host app's own text). */
  showSnackbar(variant: SnackbarState['variant'], messageKey: string, params?: Record<string, string>): void
  hideSnackbar(): void

  // theme
  setThemeMode(mode: ThemeMode): void
  setThemeVariables(variables: ThemeVariables): void

  // events
  subscribeEvents(listener: (event: LatchEvent) => void): () => void

  /** Removes every listener and timer (tests, hot reload). */
  destroy(): void
}
