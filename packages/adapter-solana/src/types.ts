import type { CaipNetworkId } from '@latch/core'
import type { Connection, PublicKey, SendOptions, Transaction, VersionedTransaction } from '@solana/web3.js'
import type { Wallet } from '@wallet-standard/base'
import type { CommitmentOption } from './codec/commitment'

export interface SolanaAdapterOptions {
  /** Commitment for simulating before sending (spec §5: processed, confirmed, finalized or a legacy alias). Defaults to `'confirmed'`. */
  preflightCommitment?: CommitmentOption
  /** Milliseconds an RPC request may take before it counts as failed. Defaults to `10_000` (spec §9). */
  rpcTimeoutMs?: number
  /** Milliseconds a silent reconnect waits for its wallet to register. Defaults to `1_000`. */
  reconnectWaitMs?: number
  /** Wallet Standard wallets to offer besides the ones that register themselves. */
  wallets?: readonly Wallet[]
}

/** Both web3.js transaction kinds; every provider method returns the kind it was given. */
export type AnyTransaction = Transaction | VersionedTransaction

/** Options of `signAndSendTransaction` and `sendTransaction` (web3.js `SendOptions`). */
export type SolanaSendOptions = SendOptions

/**
 * The wallet provider `useAppKitProvider('solana')` returns, as `@reown/appkit-adapter-solana/react` names it:
 * a Wallet-Standard-backed object with the surface of the classic Solana wallet adapter.
 */
export interface Provider {
  readonly name: string
  readonly icon?: string
  /** The active account's key. */
  readonly publicKey: PublicKey
  signMessage(message: Uint8Array): Promise<Uint8Array>
  signTransaction<T extends AnyTransaction>(transaction: T): Promise<T>
  signAllTransactions<T extends AnyTransaction>(transactions: T[]): Promise<T[]>
  /** Signs, then sends through `connection` (the dapp's RPC); resolves with the base58 signature. */
  sendTransaction<T extends AnyTransaction>(transaction: T, connection: Connection, options?: SolanaSendOptions): Promise<string>
  /** Lets the wallet sign and send; resolves with the base58 signature. */
  signAndSendTransaction<T extends AnyTransaction>(transaction: T, options?: SolanaSendOptions): Promise<string>
}

/**
 * What a connected wallet can do, on serialized bytes: an extension over Wallet Standard and a WalletConnect
 * session look the same from here, and the web3.js-facing Provider is built once over either.
 */
export interface SolanaSigner {
  readonly name: string
  readonly icon?: string
  /** The connected addresses, the active one first. */
  accounts(): string[]
  /** Whether the wallet can sign without sending (some can only sign and send). */
  readonly canSignTransaction: boolean
  signMessage(message: Uint8Array, address: string): Promise<Uint8Array>
  signTransactions(transactions: Uint8Array[], address: string, caipNetworkId: CaipNetworkId): Promise<Uint8Array[]>
  /** Resolves with the base58 signature. */
  signAndSendTransaction(transaction: Uint8Array, address: string, caipNetworkId: CaipNetworkId, options?: SolanaSendOptions): Promise<string>
  /** Stops reporting the wallet's events (the wallet already ended the connection, or another replaced it). */
  close(): void
  /** Closes, and ends the wallet's side of the connection (best effort). */
  disconnect(): Promise<void>
}

/** Called with the wallet's new accounts (empty: it disconnected the dapp). */
export type AccountsListener = (addresses: string[]) => void
