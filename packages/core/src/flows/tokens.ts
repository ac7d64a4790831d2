/**
 * The Account view's tokens: the native balance first (always read from the chain), then the tokens — what the
 * adapter reads from the chain (the configured contracts on eip155, every token account on solana), or an
 * indexer's list of what the account holds (`tokens: { source }`) with icons, USD values where it knows a price,
 * and spam flagged and listed last.
 */
import type { TokenHoldings } from '../adapters/reads'
import { isHoldingsOptions } from '../sources/isHoldingsOptions'
import { tokensAtom } from '../state/atoms'
import type { LatchContext } from '../state/context'
import type { TokenItem } from '../types/state'
import { fetchAccountData } from './accountData'

/** USD value of `quantity` whole tokens at `price`; none without a price. */
const usdValue = (quantity: string, price: number | undefined) => (price === undefined ? undefined : Number(quantity) * price)

export function fetchTokens(ctx: LatchContext): Promise<void> {
  return fetchAccountData(ctx, tokensAtom, 'tokens', async ({ adapter, address, network }): Promise<TokenItem[]> => {
    const option = ctx.options.tokens
    const params = { address, caipNetworkId: network.caipNetworkId }
    const reads = adapter.reads
    if (!reads) return []
    // The indexer's code loads only for hosts that name one.
    const holdings: Promise<TokenHoldings | undefined> = isHoldingsOptions(option)
      ? import('../sources/readers').then(async (m) => (await m.holdingsReader(option, adapter, network, 'tokens')).getTokens?.(params))
      : reads.getTokens ? reads.getTokens({ ...params, tokens: option?.[network.caipNetworkId] ?? [] }) : Promise.resolve(undefined)
    const [native, held] = await Promise.all([reads.getBalance(params), holdings])
    const nativeValue = usdValue(native.balance, held?.nativePriceUsd)
    const chainId = network.caipNetworkId
    const tokens: TokenItem[] = (held?.tokens ?? []).map(({ amount, priceUsd, ...t }) => {
      const quantity = adapter.formatUnits(BigInt(amount), t.decimals)
      const value = usdValue(quantity, priceUsd)
      return { ...t, chainId, quantity, ...(priceUsd !== undefined ? { price: priceUsd } : {}), ...(value !== undefined ? { value } : {}) }
    })
    // Spam last; otherwise the most valuable first, as the reader or the host listed them when unpriced.
    tokens.sort((a, b) => Number(a.spam ?? false) - Number(b.spam ?? false) || (b.value ?? -1) - (a.value ?? -1))
    const nativePrice = held?.nativePriceUsd
    const nativeItem: TokenItem = {
      chainId,
      symbol: native.symbol,
      name: network.nativeCurrency.name,
      decimals: network.nativeCurrency.decimals,
      quantity: native.balance,
      ...(nativePrice !== undefined ? { price: nativePrice } : {}),
      ...(nativeValue !== undefined ? { value: nativeValue } : {}),
    }
    return [nativeItem, ...tokens]
  })
}
