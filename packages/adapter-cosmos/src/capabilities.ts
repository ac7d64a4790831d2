/**
 * The `reads` and `transfers` groups. Loaded with their first call (see cosmosAdapter.ts), @cosmjs/stargate with
 * them. Each method checks its input before any request, so a typed error comes before a fetch.
 */
import { type AdapterActivityPage, type CaipNetworkId, type ChainReads, type ChainTransfers, formatUnits, type PreparedTransfer } from '@latch/core'
import { type CosmosContext, type CosmosTransferRequest, checkAddress, rpcUrl } from './chainContext'
import { decodeTxRaw } from '@cosmjs/proto-signing'
import { StargateClient } from '@cosmjs/stargate'
import { MsgSend } from 'cosmjs-types/cosmos/bank/v1beta1/tx'
import { type DecodedSend, type Denoms, toActivity } from './reads/activity'
import { denomAssetId } from './reads/assetId'

export type { CosmosContext, CosmosTransferRequest } from './chainContext'

export interface CosmosTransfers extends ChainTransfers {
  prepare(request: CosmosTransferRequest): Promise<PreparedTransfer>
}

export type CosmosReads = ChainReads & Required<Pick<ChainReads, 'getTokens' | 'getActivity'>>

const ACTIVITY_PAGE = 20
const MSG_SEND = '/cosmos.bank.v1beta1.MsgSend'

export async function clientFor(ctx: CosmosContext, caipNetworkId: CaipNetworkId): Promise<StargateClient> {
  let client = ctx.clients.get(caipNetworkId) as Promise<StargateClient> | undefined
  if (!client) {
    client = StargateClient.connect(rpcUrl(ctx.network(caipNetworkId)))
    // A failed connect is tried again by the next read rather than remembered.
    client.catch(() => ctx.clients.delete(caipNetworkId))
    ctx.clients.set(caipNetworkId, client)
  }
  return client
}

export function denomsOf(ctx: CosmosContext, caipNetworkId: CaipNetworkId): Denoms {
  const network = ctx.network(caipNetworkId)
  const config = ctx.config(caipNetworkId)
  const native = { denom: config.denom, coinType: config.coinType ?? 118 }
  return {
    describe(denom) {
      if (denom === config.denom) return { symbol: network.nativeCurrency.symbol, decimals: network.nativeCurrency.decimals }
      const known = config.currencies?.find((c) => c.denom === denom)
      return { symbol: known?.symbol ?? denom, decimals: known?.decimals ?? 0, asset: denomAssetId(caipNetworkId, denom, native) }
    },
  }
}

function sendsOf(txBytes: Uint8Array): DecodedSend[] {
  try {
    return decodeTxRaw(txBytes)
      .body.messages.filter((m) => m.typeUrl === MSG_SEND)
      .map((m) => MsgSend.decode(m.value))
  } catch {
    return []
  }
}

export function createReads(ctx: CosmosContext): CosmosReads {
  return {
    /** The bank balance of the chain's native denom. */
    async getBalance({ address, caipNetworkId }) {
      checkAddress(ctx, address, caipNetworkId)
      const { nativeCurrency } = ctx.network(caipNetworkId)
      const coin = await (await clientFor(ctx, caipNetworkId)).getBalance(address, ctx.config(caipNetworkId).denom)
      return { balance: formatUnits(BigInt(coin.amount), nativeCurrency.decimals), symbol: nativeCurrency.symbol }
    },
    /** Every other denom the bank holds for the account (IBC vouchers, token-factory denoms), as CAIP-19. */
    async getTokens({ address, caipNetworkId }) {
      checkAddress(ctx, address, caipNetworkId)
      const native = ctx.config(caipNetworkId).denom
      const denoms = denomsOf(ctx, caipNetworkId)
      const balances = await (await clientFor(ctx, caipNetworkId)).getAllBalances(address)
      const tokens = balances
        .filter((coin) => coin.denom !== native)
        .map((coin) => {
          const { symbol, decimals, asset } = denoms.describe(coin.denom)
          return { asset: asset as NonNullable<typeof asset>, symbol, name: symbol, decimals, amount: coin.amount }
        })
      return { tokens }
    },
    /** MsgSends the account sent or received (`searchTx` on the node's tx index), newest first; the cursor is an offset. */
    async getActivity({ address, caipNetworkId, cursor }): Promise<AdapterActivityPage> {
      checkAddress(ctx, address, caipNetworkId)
      const client = await clientFor(ctx, caipNetworkId)
      const [sent, received] = await Promise.all([client.searchTx(`message.sender='${address}'`), client.searchTx(`transfer.recipient='${address}'`)])
      const byHash = new Map([...sent, ...received].map((tx) => [tx.hash, tx]))
      const all = [...byHash.values()].sort((a, b) => b.height - a.height || b.txIndex - a.txIndex)
      const offset = cursor ? Number(cursor) : 0
      const page = all.slice(offset, offset + ACTIVITY_PAGE)
      const heights = [...new Set(page.map((tx) => tx.height))]
      const times = new Map(await Promise.all(heights.map(async (h) => [h, Date.parse((await client.getBlock(h)).header.time)] as const)))
      const denoms = denomsOf(ctx, caipNetworkId)
      const transactions = page.map((tx) => toActivity({ hash: tx.hash, code: tx.code, timestamp: times.get(tx.height) ?? 0, sends: sendsOf(tx.tx) }, address, denoms))
      return { transactions, ...(offset + ACTIVITY_PAGE < all.length ? { next: String(offset + ACTIVITY_PAGE) } : {}) }
    },
  }
}

export function createTransfers(ctx: CosmosContext): CosmosTransfers {
  return {
    async prepare(request) {
      const { prepareTransfer } = await import('./transfers/prepareTransfer')
      return prepareTransfer(ctx, request)
    },
  }
}
