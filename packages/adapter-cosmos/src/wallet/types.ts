/**
 * The Keplr API as the adapter uses it (Keplr's `window.keplr`; Leap and Cosmostation mirror it), typed here rather
 * than from @keplr-wallet/types so a dapp's types need no wallet package, and one shape, `CosmosWallet`, for an
 * injected wallet and a WalletConnect session alike.
 */
import type { OfflineSigner } from '@cosmjs/proto-signing'

/** Keplr's `Key`: the account of the wallet's current key on one chain. */
export interface KeplrKey {
  name?: string
  /** `secp256k1`, or `ethsecp256k1` on Ethereum-key chains (Injective, Evmos). */
  algo: string
  pubKey: Uint8Array
  address?: Uint8Array
  bech32Address: string
  isNanoLedger?: boolean
}

/** An amino `StdSignature`: what `signArbitrary` answers (ADR-036). */
export interface StdSignatureLike {
  pub_key: { type: string; value: string }
  signature: string
}

/** The methods of a Keplr-API object the adapter calls; the rest of the object is the dapp's through `getProvider()`. */
export interface KeplrLike {
  enable(chainIds: string | string[]): Promise<void>
  getKey(chainId: string): Promise<KeplrKey>
  getOfflineSigner?(chainId: string): unknown
  getOfflineSignerOnlyAmino?(chainId: string): unknown
  getOfflineSignerAuto?(chainId: string): Promise<unknown>
  signArbitrary?(chainId: string, signer: string, data: string | Uint8Array): Promise<StdSignatureLike>
  experimentalSuggestChain?(chainInfo: unknown): Promise<void>
  disable?(chainIds?: string | string[]): Promise<void>
}

/** One Cosmos wallet, injected or remote, as the adapter drives it. */
export interface CosmosWallet {
  /** What `getProvider()` hands the dapp as `wallet`: the Keplr-API object, or the WalletConnect transport. */
  readonly provider: unknown
  /** Asks the wallet to let the dapp use `chainId` (may prompt). */
  enable(chainId: string): Promise<void>
  /** The current key on `chainId`; throws when the chain is not enabled for the dapp (never prompts). */
  getKey(chainId: string): Promise<KeplrKey>
  /** Keplr's `experimentalSuggestChain`, where the wallet has it. */
  suggestChain?(chainInfo: unknown): Promise<void>
  /** A @cosmjs signer for `chainId`: direct where the wallet signs so, amino otherwise (a Ledger key). */
  offlineSigner(chainId: string): Promise<OfflineSigner>
  /** ADR-036 over `data` by `signer`. */
  signArbitrary(chainId: string, signer: string, data: string | Uint8Array): Promise<StdSignatureLike>
  /** Hears the wallet's key (account) changes; returns the unsubscribe. */
  onKeyChange(listener: () => void): () => void
  /** Tells the wallet the dapp is done with `chainId`, where it has a way to (best effort). */
  disable(chainId: string): Promise<void>
}
