/** Every business constant of spec §9, named, in one place. Durations are in milliseconds unless named otherwise. */
import type { ChainNamespace } from './types/chain'

// Embedded-wallet frame: the protocol's timings (ready 20 s, requests 30 s, 500 ms after READY, sign-out
// 3 s) are defined once, in @latch/frame-bridge, which enforces them.
export {
  FRAME_AFTER_READY_MS as FRAME_POST_READY_DELAY_MS,
  FRAME_READY_TIMEOUT_MS,
  FRAME_REQUEST_TIMEOUT_MS,
  FRAME_SIGN_OUT_TIMEOUT_MS,
} from '@latch/frame-bridge/constants'
/** Minimum wait between two e-mail login code requests, in seconds. */
export const EMAIL_CODE_MIN_INTERVAL_S = 30

// WalletConnect pairing
/** A new pairing lasts this long. */
export const PAIRING_TTL_MS = 4 * 60_000
/** A pairing with this much time left, or less, counts as expired. */
export const PAIRING_EXPIRY_MARGIN_MS = 10_000

// UI timings
/** After a failed token-balance fetch, no retry within this time. */
export const TOKEN_BALANCE_RETRY_PAUSE_MS = 30_000
/** A new snackbar message waits this long after closing the open one. */
export const SNACKBAR_RESHOW_DELAY_MS = 150
/** How long the modal shakes. */
export const SHAKE_DURATION_MS = 500
/** Delay before the 'Action not allowed' message for a disallowed RPC method. */
export const UNKNOWN_METHOD_MESSAGE_DELAY_MS = 300

// Limits
export const MAX_RECENT_WALLETS = 2
export const MAX_PENDING_TRANSACTIONS = 99
/** A looked-up identity (name, avatar) is read again after this long; until then the stored one is shown. */
export const IDENTITY_CACHE_MS = 24 * 60 * 60_000
/** Identities kept in storage, most recent first. */
export const IDENTITY_CACHE_MAX = 20

// Networks
export const DEFAULT_CAIP_NETWORK_ID = 'eip155:1' as const
export const SOLANA_DECIMALS = 9
export const BITCOIN_DECIMALS = 8
/** What the balance shows when it cannot be read (spec §9: testnets and unsupported chains on the hosted API). */
export const UNREADABLE_BALANCE = '0.00'

// RPC transport
export const RPC_TIMEOUT_MS = 10_000
export const RPC_BATCH_SIZE = 1000
export const RPC_FALLBACK_POLLING_MS = 4_000
export const RPC_HEALTH_SAMPLE_COUNT = 10
export const RPC_PING_TIMEOUT_MS = 1_000
export const RPC_RANK_WEIGHT_STABILITY = 0.7
export const RPC_RANK_WEIGHT_LATENCY = 0.3
/** Multicall batch size, in bytes of call data. */
export const MULTICALL_BATCH_BYTES = 1024
export const RPC_RETRY_COUNT = 3
export const RPC_RETRY_BASE_DELAY_MS = 150
/** A reply body larger than this, in bytes, is refused (an endpoint cannot fill the page's memory). */
export const RPC_MAX_RESPONSE_BYTES = 10 * 1024 * 1024
/** The longest `Retry-After` a rate-limited endpoint is taken at its word for. */
export const RPC_RETRY_AFTER_MAX_MS = 30_000

// Query cache
export const QUERY_GC_TIME_MS = 5 * 60_000
export const QUERY_RETRY_COUNT = 3
export const QUERY_RETRY_DELAY_MS = 1_000
export const QUERY_RETRY_MAX_DELAY_MS = 30_000

// Modal look (the defaults of the theme variables)
export const MODAL_WIDTH_PX = 360
export const MODAL_Z_INDEX = 999
export const FONT_SIZE_MASTER_PX = 10
export const BORDER_RADIUS_MASTER_PX = 4

// Embedded-wallet SDK
export const WALLET_SDK_LOG_LEVEL = 'error' as const
export const WALLET_SDK_VERSION = 4

/** This package's version, sent as the dapp's `sdkVersion` (spec §3 "Dapp data sync"); a test keeps it equal to package.json's. */
export const LATCH_VERSION = '0.1.0'

// The test chain and the namespaces live beside the code that paints the first screen (networks/testChain,
// utils/caip): a first bundle that needs them should not also hold every timing below.
export { TEST_CHAIN } from './networks/testChain'
export { CHAIN_NAMESPACES } from './utils/caip'

/** Social providers (spec §5). */
export const SOCIAL_PROVIDERS = ['google', 'github', 'apple', 'facebook', 'x', 'discord'] as const

/** Solana preflight commitments (spec §5). */
export const SOLANA_COMMITMENTS = ['processed', 'confirmed', 'finalized', 'recent', 'single', 'singleGossip', 'root', 'max'] as const

/** The id a folded MULTI_CHAIN connector is listed under: this prefix and the wallet's name. */
export const MULTI_CHAIN_PREFIX = 'multichain:'

const FAMILY: Record<ChainNamespace, string> = { eip155: 'EVM', solana: 'Solana', polkadot: 'Polkadot', bip122: 'Bitcoin', cosmos: 'Cosmos' }
/** A person's name for a chain family, for messages. */
export const familyName = (namespace: ChainNamespace) => FAMILY[namespace]
