import type { CaipNetwork, CaipNetworkId, FeeSpeed } from '@latch/core'
import type { AddressFormat } from './networks'
import type { BitcoinDataSource } from './source/types'

/** Which of the source's estimates a send pays: core's choice on the Send form. */
export type { FeeSpeed } from '@latch/core'

export interface BitcoinAdapterOptions {
  /**
   * Esplora API roots by CAIP-2 id (a self-hosted electrs, @latch/local-bitcoin), over the network's first RPC URL
   * (mempool.space for the built-in networks; regtest has none, so it needs one here or in `customRpcUrls`).
   */
  esploraUrls?: Readonly<Record<CaipNetworkId, string>>
  /** Where account data, fee estimates and broadcasts go instead of Esplora, per network. */
  source?: (network: CaipNetwork) => BitcoinDataSource
  /** Address formats of the dapp's own networks, added to the built-in ones (./networks `ADDRESS_FORMATS`). */
  addressFormats?: Readonly<Record<CaipNetworkId, AddressFormat>>
  /** Which estimate a send uses unless the request names one. Defaults to `normal`. */
  feeSpeed?: FeeSpeed
  /** The highest fee rate a send may pay (sat/vB); more is refused as a mistake. Defaults to 1000. */
  maxFeeRate?: number
  /** How long a reconnect waits for a late-injected wallet (ms). Defaults to 1000. */
  reconnectWaitMs?: number
}
