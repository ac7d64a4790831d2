/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Project id: the local stack's own (its frame server knows it); set a real one for hosted services. */
  readonly VITE_PROJECT_ID?: string
  readonly VITE_CHAIN_ID_1?: string
  readonly VITE_RPC_URL_1?: string
  readonly VITE_CHAIN_NAME_1?: string
  readonly VITE_CHAIN_ID_2?: string
  readonly VITE_CHAIN_NAME_2?: string
  readonly VITE_RPC_URL_2?: string
  /** WalletConnect relay; the local stack's by default. Unset: the production relay (needs VITE_PROJECT_ID). */
  readonly VITE_WC_RELAY_URL?: string
  /** Wallet directory (explorer-compatible API); the local stack's by default. */
  readonly VITE_WALLET_DIRECTORY_URL?: string
  /** The demo's sign-in (SIWE) backend; the local stack's by default. */
  readonly VITE_SIWE_URL?: string
  /** The test ERC-20 the stack deploys on the first chain. */
  readonly VITE_TOKEN_ADDRESS?: string
  /** The test NFT collection the stack deploys on the first chain. */
  readonly VITE_NFT_ADDRESS?: string
  /** The stack's ERC-1155 test items on the first chain. */
  readonly VITE_ITEMS_ADDRESS?: string
  /** The ENS registry on the first chain; accounts' names and avatars are looked up there. */
  readonly VITE_ENS_REGISTRY?: string
  /** The stack's swap quote server (LI.FI's API shape, routing through Uniswap V2 on the first chain); unset, no swaps. */
  readonly VITE_SWAP_URL?: string
  /** The stack's on-ramp backend (@latch/onramp-server with a stand-in provider); unset, no Buy. */
  readonly VITE_ONRAMP_URL?: string
  /** An ERC-7677 paymaster the demo may name in wallet_sendCalls (the local stack's verifying paymaster). */
  readonly VITE_PAYMASTER_URL?: string
  /** The account-name service (@latch/name-server) and the parent name whose subnames it gives out. */
  readonly VITE_NAMES_URL?: string
  readonly VITE_NAMES_PARENT?: string
  /** The embedded wallet's frame (e-mail and social login); the local stack's frame server by default. */
  readonly VITE_EMBEDDED_FRAME_URL?: string
  /** The project's remote config (features, allowed origins): the stack's frame server serves it. */
  readonly VITE_PROJECT_CONFIG_URL?: string
  /** The local Solana chain's JSON-RPC (its WebSocket is on the next port); unset, the demo offers EVM only. */
  readonly VITE_SOLANA_RPC_URL?: string
  /** The CAIP-2 reference of that chain (its genesis hash's first 32 characters); the local chain's by default. */
  readonly VITE_SOLANA_REFERENCE?: string
  /** The local Polkadot chain's WebSocket JSON-RPC; unset, the demo offers no Polkadot. */
  readonly VITE_POLKADOT_RPC_URL?: string
  /** That chain's CAIP-2 reference (its genesis hash's first 32 hex digits), SS58 prefix, symbol and decimals. */
  readonly VITE_POLKADOT_REFERENCE?: string
  readonly VITE_POLKADOT_SS58_PREFIX?: string
  readonly VITE_POLKADOT_SYMBOL?: string
  readonly VITE_POLKADOT_DECIMALS?: string
  /** The local Bitcoin regtest chain's Esplora API; unset, the demo offers no Bitcoin. */
  readonly VITE_BITCOIN_ESPLORA_URL?: string
  /** The local Cosmos chains' CometBFT RPC: `latch-local-1`, and `latch-local-2`, which the test wallet is offered. */
  readonly VITE_COSMOS_RPC_URL?: string
  readonly VITE_COSMOS_RPC_URL_2?: string
}

interface ImportMeta {
  readonly env: ImportMetaEnv
}
