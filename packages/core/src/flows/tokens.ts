/**
 * The Account view's tokens: the native balance first (always read from the chain), then the tokens — the
 * configured contracts read from the chain, or an indexer's list of what the account holds (`tokens: { source }`)
 * with icons, USD values where it knows a price, and spam flagged and listed last.
 */
import { isHoldingsOptions } from '../activity/isHoldingsOptions'
import type { TokenItem } from '../types/state'
import { tokensAtom } from '../state/atoms'
import type { LatchContext } from '../state/context'
import { fetchAccountData } from './accountData'

/** USD value of `quantity` whole tokens at `price`; none without a price. */
const usdValue = (quantity: string, price: number | undefined) => (price === undefined ? undefined : Number(quantity) * price)

export function fetchTokens(ctx: LatchContext): Promise<void> {
  return fetchAccountData(ctx, tokensAtom, async ({ adapter, address, network }): Promise<TokenItem[]> => {
    const option = ctx.options.tokens
    const params = { address, caipNetworkId: network.caipNetworkId }
    // The indexer's code loads only for hosts that name one.
    const indexed = isHoldingsOptions(option) ? import('../activity/holdingsSource').then((m) => m.holdingsSource(option, network, 'tokens').getTokens?.(params)) : undefined
    const contracts = isHoldingsOptions(option) ? [] : (option?.[network.caipNetworkId] ?? [])
    const [native, fromChain, fromIndexer] = await Promise.all([
      adapter.getBalance(params),
      contracts.length && adapter.getTokenBalances ? adapter.getTokenBalances({ ...params, tokens: contracts }) : [],
      indexed,
    ])
    const nativeValue = usdValue(native.balance, fromIndexer?.nativePriceUsd)
    const tokens: TokenItem[] = [
      ...fromChain.map((t) => ({ address: t.address, symbol: t.symbol, name: t.name, decimals: t.decimals, quantity: t.quantity })),
      ...(fromIndexer?.tokens ?? []).map(({ amount, priceUsd, ...t }) => {
        const quantity = adapter.formatUnits(BigInt(amount), t.decimals)
        const value = usdValue(quantity, priceUsd)
        return { ...t, quantity, ...(value !== undefined ? { value } : {}) }
      }),
    ]
    // Spam last; otherwise the most valuable first, as the indexer or the host listed them when unpriced.
    tokens.sort((a, b) => Number(a.spam ?? false) - Number(b.spam ?? false) || (b.value ?? -1) - (a.value ?? -1))
    return [{ symbol: native.symbol, name: network.nativeCurrency.name, decimals: network.nativeCurrency.decimals, quantity: native.balance, ...(nativeValue !== undefined ? { value: nativeValue } : {}) }, ...tokens]
  })
}
