// Public API of @latch/core. The list is pinned by index.test.ts.
export type { ChainAdapter, ChainIndexers, ChainTransactions } from '../adapters/chainAdapter'
export type { AdapterConnection, AdapterEventMap, AdapterEventName, AdapterListener, AdapterSetupParameters } from '../adapters/connection'
export type {
  AccountReadParameters,
  AccountReads,
  ActivitySource,
  AdapterActivityPage,
  AdapterBalance,
  AdapterIdentity,
  AdapterNft,
  AdapterTransaction,
  AdapterTransfer,
  ChainReads,
  HeldToken,
  HoldingsSource,
  TokenHoldings,
} from '../adapters/reads'
export type { ChainRemote, RemoteWalletTransport } from '../adapters/remote'
export type { ChainTransfers, FeeSpeed, FeeSpeedChoice, PreparedTransfer, TransferLeg, TransferRequest } from '../adapters/transfers'
export type { ChainSwaps, SwapCallParameters, SwapReceipt } from '../adapters/swaps'
export type { SwapFee, SwapQuote, SwapQuoteRequest, SwapSource, SwapStatus, SwapToken } from '../swap/types'
export type { OnrampState, SwapError, SwapErrorCode, SwapQuoteView, SwapState, SwapTokenOption } from '../types/swapState'
export type { Lazy, OnrampOptionsInput, SwapOptions } from '../types/swapOptions'
export type { NameAvailability, NameAvailabilityState, NameService, NamesOptions, NamesState } from '../names/types'
export type { OnrampAmount, OnrampOptions, OnrampPaymentCurrency, OnrampProviderInfo, OnrampPurchaseCurrency, OnrampQuote, OnrampQuoteRequest, OnrampQuoteResult, OnrampSessionRequest, OnrampSource } from '../onramp/types'
export { AdapterEmitter } from '../adapters/kit/emitter'
export { ConnectionGuard, type ConnectionTicket } from '../adapters/kit/connectionGuard'
export { lazyMethods } from '../adapters/kit/lazyMethods'
export { LazyConnection } from '../adapters/kit/lazyConnection'
export { type ConnectionCode, type ConnectionHost, LazyAdapter } from '../adapters/kit/lazyAdapter'
export { formatUnits, parseUnits } from '../adapters/kit/units'
export { CapabilityNotSupportedError, ConnectorNotFoundError, InvalidAmountError, NoAccountsError, ProviderNotConnectedError, UnknownNetworkError } from '../errors/adapterKit'
export { familyName } from '../constants'
export type {
  Account,
  AccountType,
  CaipAddress,
  CaipAssetId,
  CaipNetwork,
  CaipNetworkId,
  ChainNamespace,
  ConnectedWalletInfo,
  EmbeddedWalletUser,
  Connector,
  ConnectorType,
  NativeCurrency,
} from '../types/chain'
export type {
  AccountState,
  EmbeddedWalletInfo,
  ActivityItem,
  OperationType,
  ActivityState,
  ActivityTransfer,
  ConnectingState,
  ConnectionStatus,
  LatchClient,
  LatchSnapshot,
  NamespaceState,
  NetworkState,
  OpenOptions,
  PendingTransaction,
  PublicState,
  RouterData,
  RouterEntry,
  RouterState,
  SendErrorCode,
  SendFieldError,
  SendLeg,
  SendState,
  SnackbarMessageKey,
  SnackbarState,
  ViewName,
} from '../types/client'
export type { ActivityOptions, CustomWallet, HoldingsOptions, Features, LatchEvent, LatchEventName, LatchOptions, LatchStorage, Metadata, SiwxConfig } from '../types/options'
export type { ProjectConfigRequest, ProjectConfigSource, RemoteFeatures, RemoteProjectConfig, ResolvedFeatures, SocialProvider } from '../types/options'
export type { SiwxMessage, SiwxMessageData, SiwxMessageInput, SiwxSession } from '../siwx/types'
export type { ThemeMode, ThemeState, ThemeVariables } from '../types/theme'
export type { LatchErrorInfo } from '../errors/types'

// Foundation: errors (spec §8), constants (§9), validation (§5), CAIP helpers, storage (§3), networks.
export { LatchError, toErrorInfo } from '../errors/base'
export type { LatchErrorParameters } from '../errors/base'
export {
  InvalidAppConfigurationError,
  NetworkNotFoundError,
  ProjectIdNotConfiguredError,
  SessionExpiredError,
  UnsupportedChainError,
  UnverifiedDomainError,
} from '../errors/alerts'
export {
  AdapterForNamespaceNotFoundError,
  CaipNetworkOrAddressUndefinedError,
  CaipNetworkUndefinedError,
  ChainNotSupportedError,
  UserRejectedRequestError,
  WalletConnectConnectorNotFoundError,
} from '../errors/adapter'
export { AppKitNotCreatedError, InvalidOptionsError, InvalidThemeError, SiweSiwxConflictError } from '../errors/config'
export type { OptionsIssue } from '../errors/config'
export * as constants from '../constants'
export { isCaipAddress, isEvmAddress, isSolanaAddress } from '../validation/address'
export { isCaipNetworkId, networkIssues } from '../validation/network'
export { isThemeMode, themeVariablesIssues } from '../validation/theme'
export { isChainNamespace, namespaceOf, parseCaipAddress, parseCaipNetworkId, toCaipAddress } from '../utils/caip'
export { createLatchStorage, DEFAULT_STORAGE_PREFIX, STORAGE_KEYS } from '../store/storage'
export type { LatchStorageAccess } from '../store/storage'
export { createMemoryStorage } from '../store/memoryStorage'
// Server rendering (Next.js): the connection in cookies, and the state a server render starts from.
export { cookieStorage } from '../ssr/cookieStorage'
export { cookieToInitialState, type CookieToInitialStateOptions } from '../ssr/cookieToInitialState'
export type { InitialConnection, LatchInitialState } from '../ssr/types'
export { defineNetwork } from '../networks/defineNetwork'

// The headless instance.
export { createLatch } from '../client/createLatch'
export { createDeferredLatch, type DeferredLatchInternals } from '../client/deferredLatch'
export { IDLE_WARM_TIMEOUT_MS, type IdleWindow, whenIdle } from '../env/whenIdle'
export { AFTER_PAINT_TIMEOUT_MS, afterNextPaint, type PaintWindow } from '../env/afterNextPaint'
export type { CreateLatchInternals, LatchInstance } from '../client/createLatch'
export type { Prefetch } from '../flows/openModal'
export { openingView, type OpeningViewInput } from '../router/openingView'
export { orderConnectMethods, orderConnectors } from '../connectors/order'
export type { ConnectMethod, ConnectorTypeGroup } from '../connectors/order'
export type { ResolvedOptions } from '../options/resolveOptions'
export { type Bech32String, bech32WordsToBytes, decodeBech32 } from '../utils/bech32'
export { shallowEqual } from '../utils/shallowEqual'

