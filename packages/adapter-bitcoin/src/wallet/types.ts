/** One shape for the three kinds of Bitcoin wallet (Wallet Standard, WBIP004, vendor globals), as the adapter uses them. */
import type { CaipNetworkId } from '@latch/core'

/** Xverse's, Leather's and the Wallet Standard's names for a wallet's two addresses: spend from one, hold inscriptions in the other. */
export type AddressPurpose = 'payment' | 'ordinals'

export interface WalletAddress {
  address: string
  purpose: AddressPurpose
  /** Hex, as the wallet gave it (33-byte compressed or 32-byte x-only); taproot inputs need it. */
  publicKey?: string
  /** The wallet's own account object, where its API signs by account (Wallet Standard). */
  account?: unknown
}

export interface SignPsbtRequest {
  /** The unsigned PSBT, base64. */
  psbt: string
  /** Inputs to sign, by the address that owns them. */
  signInputs: Record<string, number[]>
  caipNetworkId: CaipNetworkId
}

export interface BitcoinWallet {
  /** What `getProvider()` hands the dapp: the wallet's own object. */
  readonly provider: unknown
  /** Asks for the payment and ordinals addresses; may prompt. */
  connect(): Promise<WalletAddress[]>
  /** The addresses the wallet already shares with this origin, without a prompt; null when it would have to ask. */
  authorized(): Promise<WalletAddress[] | null>
  /** A BIP-322 (simple) signature, base64, by `address` (legacy ECDSA where the wallet only has that). */
  signMessage(params: { address: string; message: string | Uint8Array }): Promise<string>
  /** Signs the inputs named, without finalising or broadcasting; resolves with the PSBT, base64. */
  signPsbt(request: SignPsbtRequest): Promise<string>
  /** Hears the wallet's account changes (an empty list: it dropped the dapp); returns the unsubscribe. */
  onAccountsChanged(listener: (addresses: WalletAddress[]) => void): () => void
  /** Tells the wallet the dapp is done, where its API has a way to (best effort). */
  disconnect(): Promise<void>
}
