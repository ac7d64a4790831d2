/**
 * The `remote` capability: wallets core reaches for the adapter, not through the page — a WalletConnect session
 * or the embedded wallet's frame. Core hands over a transport; the adapter makes it the active connection with
 * its own provider (EIP-1193 on eip155, a Wallet-Standard-like provider on solana), so signing works as with an
 * extension.
 */
import type { CaipNetworkId } from '../types/chain'
import type { AdapterConnection } from './connection'

export interface RemoteWalletTransport {
  /** The connector this connection is recorded under. Defaults to `walletConnect`. */
  connectorId?: string
  /** Addresses the session holds for this namespace (no CAIP prefix), the active one first. */
  accounts: string[]
  /** The network of the session's first account for this namespace. */
  caipNetworkId: CaipNetworkId
  /** Sends `method` to the wallet over the session, on `caipNetworkId`. */
  request(args: { method: string; params?: unknown; caipNetworkId: CaipNetworkId }): Promise<unknown>
  /** Wallet-side session events (`accountsChanged`, `chainChanged`, …) for this namespace. */
  onEvent(listener: (event: { name: string; data: unknown; caipNetworkId: CaipNetworkId }) => void): () => void
  /**
   * Moves the remote wallet to another network, where it is the remote side that holds the network (the embedded
   * wallet). The adapter calls it for its namespace's switch requests (EIP-3326 on eip155) instead of sending them.
   */
  switchNetwork?(caipNetworkId: CaipNetworkId): Promise<void>
  /**
   * Whether the adapter may answer `method` from the network's own RPC instead of asking the wallet. Absent, the
   * adapter's own rule (chain reads go to the network). A wallet with a method policy (the embedded wallet) decides
   * itself, so no call, a disallowed one least of all, goes around its policy.
   */
  isChainRead?(method: string): boolean
}

export interface ChainRemote {
  /** The methods and events this namespace asks a WalletConnect wallet for. */
  walletConnect: { methods: readonly string[]; events: readonly string[] }
  /** Makes a remote wallet the active connection, under `transport.connectorId` (default `walletConnect`). No prompt. */
  attach(transport: RemoteWalletTransport): Promise<AdapterConnection>
}
