/**
 * The production tokens and NFTs source: Blockscout's REST API v2 — the address's ERC-20 balances with icon, USD
 * rate and reputation (`/tokens`), the native currency's rate (`/addresses/{a}`), and its ERC-721 / ERC-1155
 * instances with images (`/nft`). First pages only (50 of each): a modal lists what matters most, not everything.
 * Fields are read defensively; an item that does not fit is left out.
 */
import type { AdapterNft, CaipNetworkId, HeldToken, HoldingsSource } from '@latch/core'
import { blockscoutClient, isParams } from './blockscoutClient'

type Json = Record<string, unknown>
const text = (v: unknown) => (typeof v === 'string' && v.length > 0 ? v : undefined)
const integer = (v: unknown) => (typeof v === 'string' && /^\d+$/.test(v) ? v : undefined)
/** A positive finite rate, else none (Blockscout sends `null` or a decimal string). */
const rate = (v: unknown) => {
  const n = typeof v === 'string' || typeof v === 'number' ? Number(v) : Number.NaN
  return Number.isFinite(n) && n > 0 ? n : undefined
}
/** Blockscout marks scam tokens with `reputation: 'scam'` (newer) or `is_scam` on the token (older). */
const isSpam = (token: Json) => token.reputation === 'scam' || token.is_scam === true
/** Only images an <img> can show without surprises: https and inline data. */
export const safeImage = (v: unknown) => {
  const url = text(v)
  return url && (/^https:\/\//i.test(url) || /^data:image\//i.test(url)) ? url : undefined
}

function toToken(item: unknown, caipNetworkId: CaipNetworkId): HeldToken | undefined {
  if (!isParams(item) || !isParams(item.token)) return undefined
  const token = item.token as Json
  const address = text(token.address_hash) ?? text(token.address)
  const amount = integer(item.value)
  const decimals = Number(token.decimals ?? 0)
  if (!address || !amount || !Number.isInteger(decimals) || decimals < 0 || decimals > 255) return undefined
  const icon = safeImage(token.icon_url)
  const price = rate(token.exchange_rate)
  return {
    asset: `${caipNetworkId}/erc20:${address}`,
    symbol: text(token.symbol) ?? '?',
    name: text(token.name) ?? text(token.symbol) ?? address,
    decimals,
    amount,
    ...(icon ? { iconUrl: icon } : {}),
    ...(price ? { priceUsd: price } : {}),
    ...(isSpam(token) ? { spam: true } : {}),
  }
}

function toNft(item: unknown): AdapterNft | undefined {
  if (!isParams(item) || !isParams(item.token)) return undefined
  const token = item.token as Json
  const collection = text(token.address_hash) ?? text(token.address)
  const tokenId = integer(item.id)
  const standard = item.token_type ?? token.type
  if (!collection || !tokenId || (standard !== 'ERC-721' && standard !== 'ERC-1155')) return undefined
  const image = safeImage(item.image_url) ?? (isParams(item.metadata) ? safeImage(item.metadata.image) : undefined)
  return {
    collection,
    collectionName: text(token.name) ?? collection,
    symbol: text(token.symbol) ?? '',
    tokenId,
    tokenUri: '',
    standard,
    amount: integer(item.value) ?? '1',
    ...(image ? { imageUrl: image } : {}),
    ...(isSpam(token) ? { spam: true } : {}),
  }
}

export function blockscoutHoldings({ baseUrl }: { baseUrl: string }): HoldingsSource {
  const tokens = blockscoutClient(baseUrl, 'tokens')
  const nfts = blockscoutClient(baseUrl, 'NFTs')
  return {
    async getTokens({ address, caipNetworkId }) {
      const account = encodeURIComponent(address)
      const [list, info] = await Promise.all([
        tokens.list(`/api/v2/addresses/${account}/tokens`, { type: 'ERC-20' }),
        // An address Blockscout has not seen answers 404 here: the list still stands, without the native price.
        tokens.get(`/api/v2/addresses/${account}`).catch(() => undefined),
      ])
      const nativePriceUsd = isParams(info) ? rate(info.exchange_rate) : undefined
      return { tokens: list.items.flatMap((i) => toToken(i, caipNetworkId) ?? []), ...(nativePriceUsd ? { nativePriceUsd } : {}) }
    },
    async getNfts({ address }) {
      const list = await nfts.list(`/api/v2/addresses/${encodeURIComponent(address)}/nft`, { type: 'ERC-721,ERC-1155' })
      return list.items.flatMap((i) => toNft(i) ?? [])
    },
  }
}
