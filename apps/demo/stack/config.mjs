import { TEST_ITEMS_ADDRESS, TEST_NFT_ADDRESS, TEST_TOKEN_ADDRESS } from './contracts/deployContracts.mjs'
import { ENS_REGISTRY_ADDRESS } from './contracts/deployEns.mjs'
import { DEMO_PROJECT_ID } from './embeddedWallet.mjs'

/**
 * Where the local stack listens. Everything binds to loopback; every value can be overridden by env so a
 * second stack (e2e) can run beside `pnpm dev`.
 * @typedef {{ chainId: number, port: number }} ChainConfig
 * @typedef {{ host: string, chains: ChainConfig[], webPort: number, relayPort: number, directoryPort: number, siwePort: number, framePort: number, oidcPort: number, solanaPort?: number, polkadotPort?: number, bitcoinPort?: number, cosmosPorts?: [number, number], swapPort?: number, onrampPort?: number, bundlerPort?: number, paymasterPort?: number, namesPort?: number, farcasterPort?: number }} StackConfig
 *   `solanaPort`: the local Solana chain (LiteSVM) answers JSON-RPC and WebSocket there, and WebSocket on port + 1 too
 *   (where web3.js looks by default); absent, no Solana chain is started. `polkadotPort`: the local Polkadot chain
 *   (chopsticks) answers WebSocket and HTTP JSON-RPC there; absent, none is started. `bitcoinPort`: the local Bitcoin
 *   regtest chain (@latch/local-bitcoin) serves the Esplora HTTP API there; absent, none is started. `cosmosPorts`: two
 *   local Cosmos chains (@latch/local-cosmos, CometBFT RPC), `latch-local-1` and `latch-local-2` (a chain the test wallet
 *   does not know, for suggest-chain); absent, none is started. `swapPort`: the swap quote server (LI.FI's API shape over
 *   Uniswap V2 on the first chain); `onrampPort`: the on-ramp backend with its stand-in provider; absent, not started.
 *   `bundlerPort`, `paymasterPort`: ERC-4337 on the first chain (@latch/local-4337: EntryPoint v0.7, the alto bundler,
 *   a verifying paymaster behind ERC-7677); started only when both are set. `namesPort`: the account-name service
 *   (@latch/name-server: subnames of latch.id, resolved by ENS through CCIP-Read on the first chain); absent, not started.
 *   `farcasterPort`: Sign In With Farcaster's relay (@latch/local-farcaster), with Farcaster's registries on the first
 *   chain standing in for Optimism's; absent, no Farcaster login.
 */

/**
 * @param {NodeJS.ProcessEnv} env
 * @param {{ chainPorts: [number, number], webPort: number, relayPort: number, directoryPort: number, siwePort: number, framePort: number, oidcPort: number, solanaPort?: number, polkadotPort?: number, bitcoinPort?: number, cosmosPorts?: [number, number], swapPort?: number, onrampPort?: number, bundlerPort?: number, paymasterPort?: number, namesPort?: number, farcasterPort?: number }} defaults
 * @returns {StackConfig}
 */
export function stackConfig(env, defaults) {
  const int = (/** @type {string} */ name, /** @type {number} */ fallback) => {
    const raw = env[name]
    if (raw === undefined || raw === '') return fallback
    const n = Number(raw)
    if (!Number.isInteger(n) || n <= 0) throw new Error(`${name} must be a positive integer, got "${raw}"`)
    return n
  }
  const solanaPort = defaults.solanaPort === undefined && !env.SOLANA_PORT ? undefined : int('SOLANA_PORT', defaults.solanaPort ?? 8899)
  const polkadotPort = defaults.polkadotPort === undefined && !env.POLKADOT_PORT ? undefined : int('POLKADOT_PORT', defaults.polkadotPort ?? 9944)
  const bitcoinPort = defaults.bitcoinPort === undefined && !env.BITCOIN_PORT ? undefined : int('BITCOIN_PORT', defaults.bitcoinPort ?? 3002)
  const cosmosPort = defaults.cosmosPorts === undefined && !env.COSMOS_PORT ? undefined : int('COSMOS_PORT', defaults.cosmosPorts?.[0] ?? 26657)
  const swapPort = defaults.swapPort === undefined && !env.SWAP_PORT ? undefined : int('SWAP_PORT', defaults.swapPort ?? 8552)
  const onrampPort = defaults.onrampPort === undefined && !env.ONRAMP_PORT ? undefined : int('ONRAMP_PORT', defaults.onrampPort ?? 8553)
  const bundlerPort = defaults.bundlerPort === undefined && !env.BUNDLER_PORT ? undefined : int('BUNDLER_PORT', defaults.bundlerPort ?? 8554)
  const paymasterPort = defaults.paymasterPort === undefined && !env.PAYMASTER_PORT ? undefined : int('PAYMASTER_PORT', defaults.paymasterPort ?? 8555)
  const namesPort = defaults.namesPort === undefined && !env.NAMES_PORT ? undefined : int('NAMES_PORT', defaults.namesPort ?? 8556)
  const farcasterPort = defaults.farcasterPort === undefined && !env.FARCASTER_PORT ? undefined : int('FARCASTER_PORT', defaults.farcasterPort ?? 8557)
  const cosmosPort2 = cosmosPort === undefined ? undefined : int('COSMOS_PORT_2', defaults.cosmosPorts?.[1] ?? cosmosPort + 10)
  return {
    host: '127.0.0.1',
    chains: [
      { chainId: int('ANVIL_CHAIN_ID_1', 31337), port: int('ANVIL_PORT_1', defaults.chainPorts[0]) },
      { chainId: int('ANVIL_CHAIN_ID_2', 31338), port: int('ANVIL_PORT_2', defaults.chainPorts[1]) },
    ],
    webPort: int('DEMO_PORT', defaults.webPort),
    relayPort: int('RELAY_PORT', defaults.relayPort),
    directoryPort: int('DIRECTORY_PORT', defaults.directoryPort),
    siwePort: int('SIWE_PORT', defaults.siwePort),
    framePort: int('FRAME_PORT', defaults.framePort),
    oidcPort: int('OIDC_PORT', defaults.oidcPort),
    ...(solanaPort === undefined ? {} : { solanaPort }),
    ...(polkadotPort === undefined ? {} : { polkadotPort }),
    ...(bitcoinPort === undefined ? {} : { bitcoinPort }),
    ...(cosmosPort === undefined || cosmosPort2 === undefined ? {} : { cosmosPorts: /** @type {[number, number]} */ ([cosmosPort, cosmosPort2]) }),
    ...(swapPort === undefined ? {} : { swapPort }),
    ...(onrampPort === undefined ? {} : { onrampPort }),
    ...(bundlerPort === undefined ? {} : { bundlerPort }),
    ...(paymasterPort === undefined ? {} : { paymasterPort }),
    ...(namesPort === undefined ? {} : { namesPort }),
    ...(farcasterPort === undefined ? {} : { farcasterPort }),
  }
}

/**
 * The VITE_ variables the demo reads, so the app talks to the anvils this stack started.
 * @param {StackConfig} config
 * @returns {Record<string, string>}
 */
export function viteEnvFor(config) {
  const [a, b] = config.chains
  const aa = local4337Urls(config)
  return {
    VITE_CHAIN_ID_1: String(a?.chainId),
    VITE_RPC_URL_1: `http://${config.host}:${a?.port}`,
    VITE_CHAIN_ID_2: String(b?.chainId),
    VITE_RPC_URL_2: `http://${config.host}:${b?.port}`,
    // The local WalletConnect relay (no verify host behind it, so the demo turns Verify off for it).
    VITE_WC_RELAY_URL: `ws://${config.host}:${config.relayPort}`,
    // The local wallet directory (real wallets' public data plus generated test entries).
    VITE_WALLET_DIRECTORY_URL: `http://${config.host}:${config.directoryPort}`,
    // The demo's sign-in backend (SIWE), used when the page is opened with ?siwe=optional or ?siwe=required.
    VITE_SIWE_URL: `http://${config.host}:${config.siwePort}`,
    // The test token the stack deploys on the first chain (a fixed address on a fresh chain).
    VITE_TOKEN_ADDRESS: TEST_TOKEN_ADDRESS,
    VITE_NFT_ADDRESS: TEST_NFT_ADDRESS,
    VITE_ITEMS_ADDRESS: TEST_ITEMS_ADDRESS,
    // ENS on the first chain (a fixed address on a fresh chain): names and avatars of accounts.
    VITE_ENS_REGISTRY: ENS_REGISTRY_ADDRESS,
    // The embedded wallet (e-mail and social login): the stack's frame server, which knows this project id only.
    VITE_PROJECT_ID: DEMO_PROJECT_ID,
    VITE_EMBEDDED_FRAME_URL: `http://${config.host}:${config.framePort}/frame`,
    // The project's remote config (features, allowed origins): the frame server's, from the same project records
    // its frame checks (the demo's CSP lists its origin for connect-src).
    VITE_PROJECT_CONFIG_URL: `http://${config.host}:${config.framePort}/project-config`,
    // The local Solana chain (LiteSVM behind JSON-RPC; web3.js finds its WebSocket on port + 1).
    ...(config.solanaPort === undefined ? {} : { VITE_SOLANA_RPC_URL: `http://${config.host}:${config.solanaPort}` }),
    // The local Polkadot chain (chopsticks from the Rococo Asset Hub genesis; SS58 prefix 2, ROC with 12 decimals).
    ...(config.polkadotPort === undefined ? {} : { VITE_POLKADOT_RPC_URL: `ws://${config.host}:${config.polkadotPort}` }),
    // The local Bitcoin regtest chain's Esplora API (@latch/local-bitcoin: a ledger that checks every signature).
    ...(config.bitcoinPort === undefined ? {} : { VITE_BITCOIN_ESPLORA_URL: `http://${config.host}:${config.bitcoinPort}` }),
    // The local Cosmos chains' CometBFT RPC (@latch/local-cosmos: a ledger that checks every signature over the SignDoc).
    ...(config.cosmosPorts === undefined
      ? {}
      : { VITE_COSMOS_RPC_URL: `http://${config.host}:${config.cosmosPorts[0]}`, VITE_COSMOS_RPC_URL_2: `http://${config.host}:${config.cosmosPorts[1]}` }),
    // Swaps: the quote server in LI.FI's shape, routing through the Uniswap V2 pools the stack seeds (test data).
    ...(config.swapPort === undefined ? {} : { VITE_SWAP_URL: `http://${config.host}:${config.swapPort}` }),
    // The on-ramp: an @latch/onramp-server handler with a stand-in provider whose checkout pays test ETH.
    ...(config.onrampPort === undefined ? {} : { VITE_ONRAMP_URL: `http://${config.host}:${config.onrampPort}/onramp` }),
    // The local ERC-7677 paymaster on the first chain, for the "sponsored batch" (wallet_sendCalls with paymasterService):
    // the page only hands the URL to the wallet, whose server calls it. Only with the bundler, as the stack starts both.
    ...(aa === undefined ? {} : { VITE_PAYMASTER_URL: aa.paymasterUrl }),
    // Account names: the name service, and the parent whose subnames it gives out (ENS resolves them on the first chain).
    ...(config.namesPort === undefined ? {} : { VITE_NAMES_URL: `http://${config.host}:${config.namesPort}`, VITE_NAMES_PARENT: NAMES_PARENT }),
  }
}

/** The ENS name whose subnames the demo's name service gives out (its resolver on the first chain asks the service). */
export const NAMES_PARENT = 'latch.id'

/**
 * Where the first chain's bundler and paymaster answer, or undefined when the stack starts no ERC-4337 services.
 * @param {StackConfig} config
 * @returns {{ bundlerUrl: string, paymasterUrl: string } | undefined}
 */
export function local4337Urls(config) {
  if (config.bundlerPort === undefined || config.paymasterPort === undefined) return undefined
  return { bundlerUrl: `http://${config.host}:${config.bundlerPort}`, paymasterUrl: `http://${config.host}:${config.paymasterPort}` }
}
