/**
 * The adapter contract: what core asks of one chain family (spec §1, ARCHITECTURE.md "core").
 *
 * Split by role, like wagmi's `createConnector` and Wallet Standard's features: a required connection and codec
 * every family has, and optional capability groups (`reads`, `transfers`, `transactions`, `remote`), each present
 * or absent as a whole, so no adapter carries a stub. Core never imports an adapter and knows a network only by
 * CAIP-2, an account by CAIP-10, an asset by CAIP-19.
 */
import type { CaipNetwork, CaipNetworkId, ChainNamespace, Connector } from '../types/chain'
import type { AdapterConnection, AdapterEventName, AdapterListener, AdapterSetupParameters } from './connection'
import type { AccountReads, ChainReads } from './reads'
import type { ChainRemote } from './remote'
import type { ChainSwaps } from './swaps'
import type { ChainTransfers } from './transfers'

/** Namespace-typed payloads the dapp builds itself (`useAppKitProvider` users go to the provider instead). */
export interface ChainTransactions {
  /** Signs and sends; resolves with the transaction id. eip155: `{ to, value?, data? }`; solana: a web3.js transaction. */
  send(params: { address: string; caipNetworkId: CaipNetworkId; transaction: unknown }): Promise<string>
  /** Structured-data signing (EIP-712 on eip155). */
  signTypedData?(params: { address: string; caipNetworkId: CaipNetworkId; data: unknown }): Promise<string>
}

/** Where a namespace's named indexers come from (eip155: Blockscout): what a non-object source option means. */
export interface ChainIndexers {
  /**
   * The reader a host's `activity.source` / `tokens.source` / `nfts.source` names when it is not a reader object
   * (`'blockscout'`, `{ blockscout: { … } }`); `option` undefined asks for the namespace's default. Undefined when
   * the option names nothing on this namespace; throws the option's typed error when it is malformed.
   */
  resolve(params: { kind: 'activity' | 'tokens' | 'nfts'; option: unknown; network: CaipNetwork }): Promise<AccountReads | undefined>
}

/**
 * One chain family. Construction must be cheap and touch no `window`/`document` (SSR); heavy SDK code is loaded
 * with dynamic `import()` on the first call that needs it.
 */
export interface ChainAdapter {
  readonly namespace: ChainNamespace
  /**
   * Who holds the network. 'wallet': the wallet is on a network and reports moves (eip155); one the dapp did not
   * ask for is UnsupportedChain (spec §4). 'dapp': the dapp names the network in every request (solana, polkadot,
   * bip122, cosmos); a switch never asks the wallet and never meets an unsupported chain.
   */
  readonly networkControl: 'wallet' | 'dapp'

  // — Connection —

  /** Called once by core before any other method. No I/O. */
  setup(params: AdapterSetupParameters): void
  /** Starts connector discovery (browser only; a no-op on the server) and returns what is known now. */
  syncConnectors(): Connector[]
  /** Asks the wallet behind `connectorId` to connect (may prompt the user). */
  connect(params: { connectorId: string; caipNetworkId?: CaipNetworkId }): Promise<AdapterConnection>
  /**
   * Restores a connection after reload WITHOUT prompting. Resolves null when the wallet no longer authorises the
   * dapp or the connector is not (yet) available.
   */
  reconnect(params: { connectorId: string; caipNetworkId?: CaipNetworkId }): Promise<AdapterConnection | null>
  /** Ends the connection with the active connector (best effort; must not leave listeners behind). */
  disconnect(): Promise<void>
  /**
   * Moves the connection to `network` and reports it, with the address it has there (it may change with the
   * network). A 'wallet' adapter asks the wallet (adding the network where it can; `ChainNotSupportedError` when
   * that fails); a 'dapp' adapter only re-reads the account.
   */
  switchNetwork(params: { network: CaipNetwork }): Promise<AdapterConnection>
  /** The raw wallet provider of the active connection (for `useAppKitProvider`), or undefined. */
  getProvider(): unknown
  on<E extends AdapterEventName>(event: E, listener: AdapterListener<E>): () => void

  // — Codec —

  /** Formats smallest units to a decimal string, e.g. (1500000000000000000n, 18) → "1.5". */
  formatUnits(value: bigint, decimals: number): string
  /** Parses a decimal string to smallest units; throws on malformed input or more decimals than `decimals`. */
  parseUnits(value: string, decimals: number): bigint
  /** Whether `address` is an account address on `caipNetworkId` (spec §5; prefixes can depend on the network). */
  isAddress(address: string, caipNetworkId: CaipNetworkId): boolean
  /**
   * The form two spellings of one address or transaction id share, for comparing and keying (eip155: lower case).
   * Absent: values are compared as they are.
   */
  normalize?(value: string, kind: 'address' | 'hash'): string
  /**
   * The address as the namespace writes it canonically (EIP-55 on eip155), for messages that must quote it exactly
   * (sign-in with X). Absent: addresses are used as the wallet reported them.
   */
  canonicalAddress?(address: string): Promise<string>
  /** Signs a message with the connected wallet: text as the user reads it, or raw bytes. */
  signMessage(params: { message: string | Uint8Array; address: string; caipNetworkId: CaipNetworkId }): Promise<string>

  // — Capabilities: each present or absent as a whole —

  readonly reads?: ChainReads
  /** The namespace's named indexers (absent: only reader objects and the chain itself). */
  readonly indexers?: ChainIndexers
  readonly transfers?: ChainTransfers
  readonly transactions?: ChainTransactions
  readonly remote?: ChainRemote
  /** What a swap asks of the chain once a `SwapSource` priced it (allowance, approve, send, receipt). */
  readonly swaps?: ChainSwaps
}
