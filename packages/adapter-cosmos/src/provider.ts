/**
 * What `useAppKitProvider('cosmos')` hands a dapp: the wallet's own object, and the calls a @cosmjs dapp makes for
 * the active chain (an offline signer for its SigningStargateClient, ADR-036 signing), whichever wallet is connected,
 * injected or over WalletConnect. The chain follows the connection's switches.
 */
import type { CaipNetworkId } from '@latch/core'
import type { OfflineSigner } from '@cosmjs/proto-signing'
import { chainIdOf, type Session } from './session'
import type { KeplrKey, StdSignatureLike } from './wallet/types'

export interface CosmosProvider {
  /** The Keplr-API object (`window.keplr`, `window.leap` …) or, over WalletConnect, the session's transport. */
  readonly wallet: unknown
  /** The connection's chain id (`cosmoshub-4`). */
  readonly chainId: string
  /** The wallet's key on the chain: bech32 address, public key, algorithm. */
  getKey(): Promise<KeplrKey>
  /** A @cosmjs signer for the chain (direct, or amino-only for a Ledger key): `SigningStargateClient.connectWithSigner(rpc, signer)`. */
  getOfflineSigner(): Promise<OfflineSigner>
  /** ADR-036 over `data` by the connected account: the whole amino signature (public key and signature, base64). */
  signArbitrary(data: string | Uint8Array): Promise<StdSignatureLike>
  /** As `signArbitrary`, through the adapter's signMessage: the signature, base64. */
  signMessage(message: string | Uint8Array): Promise<string>
}

export function cosmosProvider(session: Session, signMessage: (message: string | Uint8Array, address: string, caipNetworkId: CaipNetworkId) => Promise<string>): CosmosProvider {
  return {
    wallet: session.wallet.provider,
    get chainId() {
      return chainIdOf(session.caipNetworkId)
    },
    getKey: () => session.wallet.getKey(chainIdOf(session.caipNetworkId)),
    getOfflineSigner: () => session.wallet.offlineSigner(chainIdOf(session.caipNetworkId)),
    signArbitrary: (data) => session.wallet.signArbitrary(chainIdOf(session.caipNetworkId), session.key.bech32Address, data),
    signMessage: (message) => signMessage(message, session.key.bech32Address, session.caipNetworkId),
  }
}
