import { EvmAdapter } from '@latch/adapter-evm'
import { BitcoinAdapter } from '@latch/adapter-bitcoin'
import { CosmosAdapter } from '@latch/adapter-cosmos'
import { PolkadotAdapter } from '@latch/adapter-polkadot'
import { SolanaAdapter } from '@latch/adapter-solana'
import { createHttpSiwx } from '@latch/core/siwx'
import { createAppKit } from '@latch/react'
import { anvilLocal, anvilSecond, bitcoinLocal, cosmosChainConfigs, cosmosLocal, cosmosLocalTwo, polkadotLocal, polkadotSs58Prefix, solanaLocal } from './networks'

/** Rainbow's id in the public wallet directory (and the local one). */
const RAINBOW_ID = '1ae92b26df02f0abca6304df07debccd18262fdf5fe82daa81593582dac9a369'

/**
 * The one AppKit instance of the demo. No project id by default: the modal shows the
 * 'Project ID Not Configured' alert, and extension wallets still work (set VITE_PROJECT_ID for hosted services).
 */
/**
 * Sign-in with X (CAIP-122) is opt-in per page load: `?siwe=required` (the modal cannot be closed until the
 * user signs) or `?siwe=optional`. The demo's backend verifies EVM messages with the `siwe` package and Polkadot
 * and Solana ones with their own key schemes, and keeps the session in an HttpOnly cookie (apps/demo/stack/siwe).
 */
const pageParams = new URLSearchParams(window.location.search)
const siweMode = pageParams.get('siwe')
const siwx =
  import.meta.env.VITE_SIWE_URL && (siweMode === 'required' || siweMode === 'optional')
    ? createHttpSiwx({ url: import.meta.env.VITE_SIWE_URL, required: siweMode === 'required', statement: 'Sign in to the Latch demo.' })
    : undefined

/**
 * `?projectId=none` runs the demo as a dapp that configured no project id (spec §5: the 'Project ID Not Configured'
 * alert); `?projectId=<id>` as another project of the stack's (apps/demo/stack/embeddedWallet.mjs: one whose remote
 * config turns e-mail login off, one that allows another site only).
 */
const requestedProjectId = pageParams.get('projectId')
const projectId =
  requestedProjectId === 'none' ? undefined : requestedProjectId && /^[A-Za-z0-9._-]{1,128}$/.test(requestedProjectId) ? requestedProjectId : import.meta.env.VITE_PROJECT_ID || undefined
const embeddedFrameUrl = (projectId && import.meta.env.VITE_EMBEDDED_FRAME_URL) || undefined
/** The project's remote config (spec §7), from the stack's frame server: read when the modal first opens. */
const projectConfigUrl: string | undefined = (projectId && import.meta.env.VITE_PROJECT_CONFIG_URL) || undefined

/**
 * Swaps through the stack's quote server (LI.FI's API shape, routing through Uniswap V2 on the first anvil) and
 * the on-ramp through the stack's stand-in provider (an @latch/onramp-server handler whose checkout pays test ETH).
 * `?swaps=off` runs the demo as a dapp with swaps turned off.
 */
const swapUrl: string | undefined = import.meta.env.VITE_SWAP_URL || undefined
const onrampUrl: string | undefined = import.meta.env.VITE_ONRAMP_URL || undefined
const namesUrl: string | undefined = import.meta.env.VITE_NAMES_URL || undefined
const swapsOn = Boolean(swapUrl) && pageParams.get('swaps') !== 'off'

// Solana, Polkadot, Bitcoin and Cosmos join when the stack runs their local chains: each wallet connects what it speaks. Their
// adapters' chain SDKs load only when a wallet of theirs is used.
const adapters = [
  new EvmAdapter(),
  ...(solanaLocal ? [new SolanaAdapter()] : []),
  ...(polkadotLocal ? [new PolkadotAdapter({ ss58Prefixes: { [polkadotLocal.caipNetworkId]: polkadotSs58Prefix } })] : []),
  ...(bitcoinLocal ? [new BitcoinAdapter()] : []),
  ...(cosmosLocal ? [new CosmosAdapter({ chains: cosmosChainConfigs })] : []),
]
export const appKit = createAppKit({
  adapters,
  networks: [anvilLocal, anvilSecond, ...(solanaLocal ? [solanaLocal] : []), ...(polkadotLocal ? [polkadotLocal] : []), ...(bitcoinLocal ? [bitcoinLocal] : []), ...[cosmosLocal, cosmosLocalTwo].filter((n) => n !== undefined)],
  projectId,
  metadata: {
    name: 'Latch demo',
    description: 'Connect an extension or WalletConnect wallet to two local anvil chains and local Solana, Polkadot, Bitcoin and Cosmos chains.',
    url: window.location.origin,
    icons: [],
  },
  // E-mail and social login through the stack's own embedded-wallet frame (VITE_EMBEDDED_FRAME_URL); swaps and the
  // on-ramp through the stack's stand-ins, and only with them, so the demo never leaves 127.0.0.1; no analytics.
  features: {
    email: Boolean(embeddedFrameUrl),
    socials: embeddedFrameUrl ? ['google', 'github', 'apple', 'facebook', 'x', 'discord', 'farcaster'] : false,
    swaps: swapsOn,
    onramp: Boolean(onrampUrl),
    analytics: false,
  },
  swaps: swapUrl ? { lifi: { baseUrl: `${swapUrl}/v1` } } : undefined,
  onramp: onrampUrl ? { url: onrampUrl } : undefined,
  // Account names from the stack's name service: subnames of latch.id that ENS on the first chain resolves (CCIP-Read).
  names: namesUrl ? { url: namesUrl, parent: import.meta.env.VITE_NAMES_PARENT ?? 'latch.id' } : undefined,
  embeddedWallet: embeddedFrameUrl ? { frameUrl: embeddedFrameUrl } : undefined,
  projectConfig: projectConfigUrl ? { url: projectConfigUrl } : undefined,
  themeMode: 'light',
  // WalletConnect through the local relay `pnpm dev` starts (no verify host there); with VITE_PROJECT_ID and no
  // VITE_WC_RELAY_URL the production relay and Verify are used.
  walletConnect: import.meta.env.VITE_WC_RELAY_URL ? { relayUrl: import.meta.env.VITE_WC_RELAY_URL, verify: false } : undefined,
  walletDirectory: import.meta.env.VITE_WALLET_DIRECTORY_URL ? { url: import.meta.env.VITE_WALLET_DIRECTORY_URL } : undefined,
  // The two best-known wallets first in AllWallets (ids from the public directory).
  featuredWalletIds: [RAINBOW_ID],
  siwx,
  // The stack's test token on the first chain: the Account view lists its balance next to ETH.
  tokens: import.meta.env.VITE_TOKEN_ADDRESS ? { [anvilLocal.caipNetworkId]: [import.meta.env.VITE_TOKEN_ADDRESS] } : undefined,
  // The stack's ERC-721 collection and ERC-1155 items on the first chain.
  nfts: import.meta.env.VITE_NFT_ADDRESS
    ? { [anvilLocal.caipNetworkId]: [import.meta.env.VITE_NFT_ADDRESS, ...(import.meta.env.VITE_ITEMS_ADDRESS ? [import.meta.env.VITE_ITEMS_ADDRESS] : [])] }
    : undefined,
  // The Activity tab reads the local chains themselves (anvil serves the Otterscan API): nothing leaves 127.0.0.1.
  activity: { source: 'chain' },
})
