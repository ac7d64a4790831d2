/** Options a host app passes to `createLatch` / `createAppKit` (spec §3 "Options from the host app"). */
import type { LatchInitialState } from '../ssr/types'
import type { ChainAdapter } from '../adapters/chainAdapter'
import type { ActivitySource, HoldingsSource } from '../adapters/reads'
import type { CaipNetwork, ChainNamespace } from './chain'
import type { SiwxConfig } from '../siwx/types'
import type { ThemeMode, ThemeVariables } from './theme'

export type { SiwxConfig }

export interface Metadata {
  name: string
  description: string
  url: string
  icons: string[]
}

/** A social login: an OpenID Connect provider, or Farcaster (Sign In With Farcaster, a QR code rather than a popup). */
export type SocialProvider = 'google' | 'github' | 'apple' | 'facebook' | 'x' | 'discord' | 'farcaster'

/**
 * Product features; every one defaults to on (spec §9) unless remote config says otherwise (see
 * `projectConfig`). The host's values here are overridden by `remoteFeatures`, then by the fetched config.
 */
export interface Features {
  /** E-mail one-time-code login. Defaults to `true`. */
  email?: boolean
  /** Social logins offered, in order; `false` hides them. Defaults to all six. */
  socials?: readonly SocialProvider[] | false
  swaps?: boolean
  onramp?: boolean
  send?: boolean
  receive?: boolean
  /** The Account view's Activity tab (remote config's `activity`). Defaults to `true`. */
  history?: boolean
  analytics?: boolean
  /** The product's own branding in the modal (remote config's `reownBranding`). Defaults to `true`. */
  branding?: boolean
  /** Order of connect methods; defaults per spec §2. */
  connectMethodsOrder?: readonly ('email' | 'social' | 'wallet')[]
  /** Order of connector types; defaults per spec §2. */
  connectorTypeOrder?: readonly ('walletConnect' | 'recent' | 'injected' | 'featured' | 'custom' | 'external' | 'recommended')[]
}

/** `features` after defaults, `remoteFeatures` and (once fetched) the project's remote config. */
export interface ResolvedFeatures {
  email: boolean
  swaps: boolean
  onramp: boolean
  send: boolean
  receive: boolean
  history: boolean
  analytics: boolean
  branding: boolean
  socials: readonly SocialProvider[] | false
  connectMethodsOrder?: NonNullable<Features['connectMethodsOrder']>
  connectorTypeOrder: NonNullable<Features['connectorTypeOrder']>
}

/**
 * The features a project's remote config controls (spec §7), named as the original product names them; as the
 * `remoteFeatures` option they are the host's own values, which a fetched config overrides. Mapping onto
 * `Features`: `activity` is `history`, `reownBranding` is `branding`; `swaps` and `onramp` are on when `true`
 * or a non-empty list of providers (the original's `['1inch']`, `['meld']`). Unknown keys and unknown social
 * providers are ignored, so the original's other remote features can be passed unchanged.
 */
export interface RemoteFeatures {
  email?: boolean
  socials?: readonly SocialProvider[] | false
  swaps?: boolean | readonly string[]
  onramp?: boolean | readonly string[]
  activity?: boolean
  reownBranding?: boolean
}

/** What a project-config source answers: every field optional; what it leaves out stays as the host set it. */
export interface RemoteProjectConfig {
  features?: RemoteFeatures
  /**
   * Origins allowed to use the project: exact (`https://app.example.com`), subdomain wildcard
   * (`https://*.example.com`) or port wildcard (`http://localhost:*`). A page outside a non-empty list gets
   * the 'Invalid App Configuration' alert and no embedded wallet. Empty or absent: no check.
   */
  allowedOrigins?: readonly string[]
  /**
   * Whether the project's owner listed its origins. `false`: the list is the development defaults anyone can host a
   * page under, and an allowed page gets the 'Unverified domain' alert.
   */
  verified?: boolean
}

export interface ProjectConfigRequest {
  projectId: string | undefined
  /** Aborted when the answer takes longer than 5 s (the answer then counts as failed). */
  signal: AbortSignal
}

/**
 * Where the project's remote config comes from (spec §7): `{ url }` (GET, with `?projectId=` added; a CORS
 * JSON answer shaped as `RemoteProjectConfig`, e.g. the reference frame server's `/project-config`) or a
 * function of your own.
 */
export type ProjectConfigSource = { url: string } | ((request: ProjectConfigRequest) => Promise<RemoteProjectConfig>)

/** A wallet the dapp adds to the list by hand (spec §3 `customWallets`). */
export interface CustomWallet {
  id: string
  name: string
  homepage?: string
  image_url?: string
  mobile_link?: string | null
  desktop_link?: string | null
  webapp_link?: string | null
  app_store?: string | null
  play_store?: string | null
}

/** Key/value persistence; defaults to `localStorage` in a browser, memory on the server. */
export interface LatchStorage {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

export interface LatchOptions {
  /** Chain adapters; a dapp installs only the ones it needs. */
  adapters?: readonly ChainAdapter[]
  /** Networks the dapp supports; at least one. */
  networks: readonly [CaipNetwork, ...CaipNetwork[]]
  /**
   * RPC endpoints to use instead of a network's own, per CAIP-2 id, in order of preference (the original
   * product's shape). Every namespace's reads and the WalletConnect sessions' reads go to them.
   */
  customRpcUrls?: Partial<Record<`${string}:${string}`, readonly { url: string }[]>>
  /** The network to start on. Defaults to the first of `networks`. */
  defaultNetwork?: CaipNetwork
  /** Project id for hosted services (WalletConnect, directory). Extension wallets work without it. */
  projectId?: string
  metadata?: Metadata
  features?: Features
  /** The original product's option: your own values for the features remote config controls (see `RemoteFeatures`). */
  remoteFeatures?: RemoteFeatures
  /**
   * The project's remote config (features and allowed origins), fetched when the modal first opens — never
   * before, never awaited, at most once per instance unless it failed; if it fails or hangs, local options
   * stand. Defaults to none: nothing is fetched.
   */
  projectConfig?: ProjectConfigSource
  themeMode?: ThemeMode
  themeVariables?: ThemeVariables
  includeWalletIds?: readonly string[]
  excludeWalletIds?: readonly string[]
  featuredWalletIds?: readonly string[]
  customWallets?: readonly CustomWallet[]
  siwx?: SiwxConfig
  /** Legacy SIWE config; providing both `siwe` and `siwx` is an error (spec §5). */
  siwe?: SiwxConfig
  /** Render the modal inside a host element instead of the body (spec §2 embedded mode). */
  enableEmbedded?: boolean
  /** Let the user stay on a network the dapp did not request. Defaults to `false`. */
  allowUnsupportedChain?: boolean
  /** Let the user switch networks from the modal. Defaults to `true`. */
  enableNetworkSwitch?: boolean
  /** The host controls WalletConnect itself (spec §2 open rule 4). Defaults to `false`. */
  manualWCControl?: boolean
  /** Restore the previous session on start. Defaults to `true`. */
  enableReconnect?: boolean
  /** Persistence; defaults to `localStorage` (memory on the server). A server-rendered dapp passes `cookieStorage`. */
  storage?: LatchStorage
  /**
   * The page is rendered on a server too (Next.js and the like): the first state holds only what a server can know
   * (the options and `initialState`), so the first client render matches the server's HTML; a connection stored
   * only in the browser shows once its silent reconnect answers. Defaults to `false`.
   */
  ssr?: boolean
  /**
   * The state to start from: `cookieToInitialState(cookieHeader)` on the server, with `storage: cookieStorage`. A
   * stored connection then shows as connected in the server's HTML and in the first client render, and the silent
   * reconnect confirms it (or, the wallet gone, disconnects). Defaults to none.
   */
  initialState?: LatchInitialState
  /** Opt-in telemetry sink. Nothing is sent anywhere unless the host provides one. Defaults to none. */
  telemetry?: (event: LatchEvent) => void
  /** Log level of core's console output. Defaults to `'error'`. */
  logLevel?: 'debug' | 'info' | 'warn' | 'error' | 'silent'
  /** UI language (BCP 47); defaults to the browser's, falling back to `'en'`. */
  locale?: string
  /** Namespace preferred when several are connected. Defaults to the default network's. */
  defaultNamespace?: ChainNamespace
  /** WalletConnect endpoints; each defaults to the production service. */
  walletConnect?: WalletConnectOptions
  /**
   * Tokens whose balances the Account view lists, per network, as CAIP-19 asset ids or as the namespace writes
   * them (eip155: contract addresses), read from the chain through the adapter. A namespace whose chain lists an
   * account's tokens itself (solana) lists them all without this. The native currency is always listed.
   */
  tokens?: Partial<Record<`${string}:${string}`, readonly string[]>> | HoldingsOptions
  /**
   * NFT collections whose tokens the Account view lists, per network (ERC-721 Enumerable, read from the chain
   * through the adapter) — or `{ source }`: an indexer's list of the account's ERC-721 and ERC-1155 tokens with
   * their images, spam flagged (see `HoldingsOptions`).
   */
  nfts?: Partial<Record<`${string}:${string}`, readonly string[]>> | HoldingsOptions
  /**
   * The Account view's Activity tab (shown when this is set and `features.history` is on): the account's
   * transactions with what they moved, and the ones sent from the modal while they are pending.
   */
  activity?: ActivityOptions
  /** Swaps (`features.swaps`): the quote source and the starting slippage. */
  swaps?: import('./swapOptions').SwapOptions
  /** The on-ramp (`features.onramp`): the dapp backend that speaks to providers. */
  onramp?: import('./swapOptions').OnrampOptionsInput
  /**
   * Account names (issue #19): the host's name service and the parent names go under (`alice.latch.id`). Absent:
   * the Account view offers no registration.
   */
  names?: import('../names/types').NamesOptions
  /** The embedded wallet (e-mail and social login). Without a `frameUrl` those connect methods are not offered. */
  embeddedWallet?: EmbeddedWalletOptions
  /** Where AllWallets lists wallets from. Defaults to the public explorer API (needs `projectId`). */
  walletDirectory?: {
    /** Root of an explorer-compatible API. Defaults to `https://api.web3modal.org`. */
    url?: string
    /** A source of your own instead (it wins over `url`). */
    source?: import('../walletDirectory/types').WalletDirectorySource
  }
}

/**
 * An indexer a network's adapter knows by name. eip155 (`@latch/adapter-evm`): `'blockscout'` (the public
 * instances) or `{ blockscout: { [caipNetworkId]: url } }` (one instance per network, self-hosted too).
 */
export type IndexerOption = string | { readonly [indexer: string]: unknown }

/**
 * Tokens or NFTs from an indexer instead of the chain (`tokens: { source }`, `nfts: { source }`):
 * - an indexer the adapter knows by name (`IndexerOption`, e.g. `'blockscout'` on eip155);
 * - any `HoldingsSource` of your own.
 * Tokens then come with icons and, where the indexer knows a price, their USD value; spam is flagged and listed
 * last. The account's address is sent to that service.
 */
export interface HoldingsOptions {
  source: IndexerOption | HoldingsSource
}

export interface ActivityOptions {
  /**
   * Where transactions are read from:
   * - an indexer the adapter knows by name (`IndexerOption`; eip155: `{ blockscout: { 'eip155:8453':
   *   'https://base.blockscout.com' } }`, Blockscout's open REST API v2, one instance per network);
   * - `'chain'`: the adapter reads the chain itself (eip155: the Otterscan API, which anvil, Erigon and Reth
   *   serve; solana: the node's signature history);
   * - any `ActivitySource` of your own.
   *
   * The account's address is sent to that service. Defaults to the adapter's own default indexer (eip155: the
   * public Blockscout instances of Ethereum, OP, Gnosis, Polygon, Base, Arbitrum One and the Ethereum and Base
   * Sepolia testnets), or the chain itself for a namespace without indexers.
   */
  source?: 'chain' | IndexerOption | ActivitySource
}

export interface EmbeddedWalletOptions {
  /**
   * Where the embedded-wallet frame is served — a frame on its own origin that speaks the
   * @latch/frame-bridge protocol, e.g. the reference frame in apps/embedded-frame, self-hosted.
   */
  frameUrl?: string
  /** Passed to the frame as `enableLogger`. Defaults to `false`. */
  enableLogger?: boolean
}

export interface WalletConnectOptions {
  /** Relay WebSocket URL. Defaults to the production relay (`wss://relay.walletconnect.org`). */
  relayUrl?: string
  /** Verify API URL put in the dapp metadata. Defaults to the production verify server. */
  verifyUrl?: string
  /** Prefix of sign-client's own storage keys, so two dapps on one origin keep apart. Defaults to `latch`. */
  storagePrefix?: string
  /**
   * Domain verification (the Verify API) for the wallet's phishing warning. Defaults to `true`. Turn it
   * off only with a relay that has no verify server (local development): otherwise every connect
   * loads an iframe from the verify host and waits for it.
   */
  verify?: boolean
}

/** Events mirrored from `useAppKitEvents` (shape of @reown/appkit). */
export interface LatchEvent {
  timestamp: number
  data: {
    type: 'track'
    event: LatchEventName
    properties?: Record<string, unknown>
  }
}

export type LatchEventName =
  | 'MODAL_OPEN'
  | 'MODAL_CLOSE'
  | 'MODAL_LOADED'
  | 'SELECT_WALLET'
  | 'CONNECT_SUCCESS'
  | 'CONNECT_ERROR'
  | 'DISCONNECT_SUCCESS'
  | 'DISCONNECT_ERROR'
  | 'SWITCH_NETWORK'
  | 'CLICK_NETWORKS'
  | 'CLICK_WALLET_HELP'
  | 'SIGN_MESSAGE_SUCCESS'
  | 'SIGN_MESSAGE_ERROR'
  | 'SEND_TRANSACTION_SUCCESS'
  | 'SEND_TRANSACTION_ERROR'
  | 'SIWX_AUTH_SUCCESS'
  | 'SIWX_AUTH_ERROR'
  | 'ERROR_ALERT'
