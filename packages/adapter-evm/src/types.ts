/** Wire types of the EVM wallet boundary (EIP-1193 providers, EIP-6963 announcements). */

export interface Eip1193RequestArguments {
  method: string
  params?: readonly unknown[] | Record<string, unknown>
}

/** An EIP-1193 provider. Only `request` is guaranteed; some wallets lack `removeListener`. */
export interface Eip1193Provider {
  request(args: Eip1193RequestArguments): Promise<unknown>
  on?(event: string, listener: (...args: never[]) => void): unknown
  removeListener?(event: string, listener: (...args: never[]) => void): unknown
  off?(event: string, listener: (...args: never[]) => void): unknown
}

/** EIP-6963 `info` as a wallet announces it. */
export interface Eip6963ProviderInfo {
  uuid: string
  name: string
  /** A data: URI per EIP-6963 (some wallets send https). */
  icon: string
  /** Reverse-DNS id, e.g. `io.metamask`: how the wallet directory recognises an installed wallet. */
  rdns: string
}

export interface Eip6963ProviderDetail {
  info: Eip6963ProviderInfo
  provider: Eip1193Provider
}

/** The slice of `window` the adapter uses, so tests can hand in an EventTarget. */
export interface WalletWindow extends EventTarget {
  ethereum?: unknown
}

export interface EvmAdapterOptions {
  /** How long a silent reconnect waits for the stored wallet to announce itself, in ms. Defaults to `1000`. */
  reconnectWaitMs?: number
  /** Per-URL timeout of chain RPC reads (balance), in ms. Defaults to `10000` (spec §9 RPC timeout). */
  rpcTimeoutMs?: number
}
