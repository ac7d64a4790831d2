/**
 * The `reads` and `transfers` groups. Loaded with their first call (see polkadotAdapter.ts); each method checks its
 * input before it opens a connection, so a typed error comes before any download or socket.
 */
import { type CaipNetwork, type CaipNetworkId, CapabilityNotSupportedError, type ChainReads, type ChainTransfers } from '@latch/core'
import { InvalidAddressError } from '@latch/core/errors'
import type { ApiPromise } from '@polkadot/api'
import type { Signer } from '@polkadot/api/types'
import type { PolkadotBalances } from './reads/readBalance'
import { isNativeAsset } from './transfers/nativeAsset'

/** What the capability groups need of the adapter. */
export interface PolkadotContext {
  /** A network the dapp set up; UnknownNetworkError otherwise. */
  network(caipNetworkId: CaipNetworkId): CaipNetwork
  /** The adapter's ApiPromise for the network (one per network, reused). */
  api(network: CaipNetwork): Promise<ApiPromise>
  /** The adapter's SS58 rule for the network (its own prefix, when it has one). */
  isAddress(address: string, caipNetworkId: CaipNetworkId): boolean
  /** The connected wallet's signer for `address`; ProviderNotConnectedError when no session holds that account. */
  signer(address: string): Signer
}

function checkAddress(ctx: PolkadotContext, address: string, caipNetworkId: CaipNetworkId): void {
  if (!ctx.isAddress(address, caipNetworkId)) throw new InvalidAddressError({ namespace: 'polkadot', address, rule: "SS58 with the network's prefix" })
}

export function createReads(ctx: PolkadotContext): ChainReads {
  return {
    async getBalance({ address, caipNetworkId }) {
      checkAddress(ctx, address, caipNetworkId)
      const network = ctx.network(caipNetworkId)
      const [api, { readBalance }] = await Promise.all([ctx.api(network), import('./reads/readBalance')])
      return readBalance(api, address, network.nativeCurrency)
    },
  }
}

/** Free, reserved, frozen and transferable: what the Account view's one figure (transferable) is made of. */
export async function readBalances(ctx: PolkadotContext, { address, caipNetworkId }: { address: string; caipNetworkId: CaipNetworkId }): Promise<PolkadotBalances> {
  checkAddress(ctx, address, caipNetworkId)
  const network = ctx.network(caipNetworkId)
  const [api, reads] = await Promise.all([ctx.api(network), import('./reads/readBalance')])
  return reads.readBalances(api, address, network.nativeCurrency)
}

export function createTransfers(ctx: PolkadotContext): ChainTransfers {
  return {
    async prepare(request) {
      checkAddress(ctx, request.from, request.caipNetworkId)
      checkAddress(ctx, request.to, request.caipNetworkId)
      const network = ctx.network(request.caipNetworkId)
      // Native transfers only for now: the assets pallet (`…/asset:<id>`) is not written yet.
      if (request.asset && !isNativeAsset(request.asset, network.caipNetworkId)) throw new CapabilityNotSupportedError({ namespace: 'polkadot', capability: `Sending ${request.asset}` })
      const [api, { prepareTransfer }] = await Promise.all([ctx.api(network), import('./transfers/prepareTransfer')])
      return prepareTransfer({ api, signer: () => ctx.signer(request.from) }, request)
    },
  }
}
