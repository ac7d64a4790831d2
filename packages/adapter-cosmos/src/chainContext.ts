/**
 * What the capability groups need of the adapter, and the checks they share: their own module, so the transfer code
 * loaded after them imports no part of them.
 */
import type { CaipNetwork, CaipNetworkId, TransferRequest } from '@latch/core'
import { InvalidAddressError, RpcUnavailableError } from '@latch/core/errors'
import type { CosmosAdapterOptions, CosmosChainConfig } from './types'
import type { CosmosWallet, KeplrKey } from './wallet/types'

/** What the capability groups need of the adapter. */
export interface CosmosContext {
  options: CosmosAdapterOptions
  /** A network the dapp set up; UnknownNetworkError otherwise. */
  network(caipNetworkId: CaipNetworkId): CaipNetwork
  /** The network's chain config; UnknownNetworkError when it has none. */
  config(caipNetworkId: CaipNetworkId): CosmosChainConfig
  isAddress(address: string, caipNetworkId: CaipNetworkId): boolean
  /** The connected wallet and its key, whose address `address` must be on the network; typed errors otherwise. */
  payer(address: string, caipNetworkId: CaipNetworkId): { wallet: CosmosWallet; key: KeplrKey }
  /** One read client per network, kept for the adapter's life (a library with its own connection object). */
  clients: Map<CaipNetworkId, Promise<unknown>>
}

/** A Cosmos transfer request: core's, whose `memo` (at most 256 bytes) the chain records with the send. */
export type CosmosTransferRequest = TransferRequest

export function rpcUrl(network: CaipNetwork): string {
  const url = network.rpcUrls.default.http[0]
  if (!url) throw new RpcUnavailableError({ namespace: 'cosmos', caipNetworkId: network.caipNetworkId, urls: [] })
  return url
}

export function checkAddress(ctx: CosmosContext, address: string, caipNetworkId: CaipNetworkId): void {
  if (!ctx.isAddress(address, caipNetworkId)) throw new InvalidAddressError({ namespace: 'cosmos', address, rule: `bech32 with the prefix "${ctx.config(caipNetworkId).prefix}"` })
}

