/** The binding's public types, in a module of their own: the instance pointer and the hooks name them without importing the factory. */
import type {
  AccountState,
  CaipAddress,
  CaipNetwork,
  CaipNetworkId,
  ChainNamespace,
  ConnectedWalletInfo,
  LatchClient,
  LatchEvent,
  LatchOptions,
  OpenOptions,
  PublicState,
  ThemeMode,
  ThemeState,
  ThemeVariables,
} from '@latch/core'

/** Options of `createAppKit` (Reown's name for them). */
export type CreateAppKit = LatchOptions

/** The instance `createAppKit` returns: Reown's AppKit methods, each delegating to the core client. */
export interface AppKit {
  /** The headless core client behind this instance (for ui components and advanced use). */
  readonly client: LatchClient
  readonly options: Readonly<LatchOptions>
  open(options?: OpenOptions): Promise<void>
  close(): void
  getState(): PublicState
  subscribeState(callback: (state: PublicState) => void): () => void
  getThemeMode(): ThemeMode
  getThemeVariables(): ThemeVariables
  setThemeMode(mode: ThemeMode): void
  setThemeVariables(variables: ThemeVariables): void
  subscribeTheme(callback: (theme: ThemeState) => void): () => void
  getAccount(namespace?: ChainNamespace): AccountState | undefined
  getAddress(namespace?: ChainNamespace): string | undefined
  getCaipAddress(namespace?: ChainNamespace): CaipAddress | undefined
  getIsConnectedState(): boolean
  subscribeAccount(callback: (account: AccountState | undefined) => void, namespace?: ChainNamespace): () => void
  getActiveChainNamespace(): ChainNamespace | undefined
  getCaipNetwork(namespace?: ChainNamespace): CaipNetwork | undefined
  getCaipNetworkId(): CaipNetworkId | undefined
  getChainId(): number | string | undefined
  subscribeNetwork(callback: (network: CaipNetwork | undefined) => void): () => void
  switchNetwork(network: CaipNetwork | CaipNetworkId): Promise<void>
  disconnect(namespace?: ChainNamespace): Promise<void>
  getEvent(): LatchEvent
  subscribeEvents(callback: (event: LatchEvent) => void): () => void
  getWalletProvider(namespace?: ChainNamespace): unknown
  getWalletProviderType(namespace?: ChainNamespace): string | undefined
  getWalletInfo(namespace?: ChainNamespace): ConnectedWalletInfo | undefined
  /** Unmounts the modal and releases the client's listeners and timers (tests, hot reload). */
  destroy(): void
}
