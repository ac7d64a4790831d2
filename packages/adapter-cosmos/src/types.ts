import type { CaipNetworkId } from '@latch/core'

/** The SDK's limit on a memo (`MaxMemoCharacters`, counted in bytes): a longer one no chain accepts. */
export const MAX_MEMO_BYTES = 256

/**
 * What a Cosmos chain needs beyond core's CaipNetwork (which has no field for it): its address prefix, fee denom and
 * price, and the key its accounts use. The native denom's decimals are the network's `nativeCurrency.decimals`.
 */
export interface CosmosChainConfig {
  /** The bech32 prefix of account addresses (`cosmos`, `osmo`). */
  prefix: string
  /** The native (and fee) denom, in base units (`uatom`). */
  denom: string
  /** The average gas price, amount and denom (`0.025uatom`), as @cosmjs/stargate's `GasPrice.fromString` reads it. */
  gasPrice: string
  /** SLIP-44 coin type of the chain's keys: 118 unless given (Injective's is 60). */
  coinType?: number
  /**
   * `ethsecp256k1` for chains whose accounts are Ethereum keys (Injective, Evmos): keccak addresses and signatures
   * that @cosmjs cannot make. Such chains connect and read, but transfers are refused (README).
   */
  keyAlgo?: 'secp256k1' | 'ethsecp256k1'
  /** The chain's REST (LCD) root, which Keplr's suggest-chain requires. Defaults to the RPC URL. */
  rest?: string
  /** Other denoms the chain knows, for the token list's symbols and decimals (unknown denoms show as they are, 0 decimals). */
  currencies?: readonly { denom: string; symbol: string; decimals: number }[]
}

export interface CosmosAdapterOptions {
  /** Configs of the dapp's own chains by CAIP-2 id (`cosmos:latch-local-1`), added to the built-in ones (`CHAIN_CONFIGS`). */
  chains?: Readonly<Record<CaipNetworkId, CosmosChainConfig>>
  /** Gas limit = simulated gas × this. Defaults to 1.4. */
  gasMultiplier?: number
  /** How long a reconnect waits for a late-injected wallet (ms). Defaults to 3000: wallets have no discovery event. */
  reconnectWaitMs?: number
  /** How often a send looks for its transaction in a block (ms). Defaults to 1000. */
  broadcastPollIntervalMs?: number
  /** How long a send waits for its block before giving up on seeing it (ms). Defaults to 60000. */
  broadcastTimeoutMs?: number
}
