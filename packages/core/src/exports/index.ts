// Public API of @latch/core. The list is pinned by index.test.ts.
export type {
  AdapterBalance,
  AdapterConnection,
  AdapterEventMap,
  AdapterEventName,
  AdapterListener,
  AdapterSetupParameters,
  ChainAdapter,
  SendTransactionParameters,
} from '../adapters/contract'
export type {
  Account,
  AccountType,
  CaipAddress,
  CaipNetwork,
  CaipNetworkId,
  ChainNamespace,
  ConnectedWalletInfo,
  Connector,
  ConnectorType,
  NativeCurrency,
} from '../types/chain'
export type {
  AccountState,
  ConnectingState,
  ConnectionStatus,
  LatchClient,
  LatchSnapshot,
  NamespaceState,
  NetworkState,
  OpenOptions,
  PublicState,
  RouterData,
  RouterEntry,
  RouterState,
  SnackbarState,
  ViewName,
} from '../types/client'
export type { CustomWallet, Features, LatchEvent, LatchEventName, LatchOptions, LatchStorage, Metadata, SiwxConfig } from '../types/options'
export type { ThemeMode, ThemeState, ThemeVariables } from '../types/theme'
export type { LatchErrorInfo } from '../errors/types'
