/** The Account view's tokens: the native balance first, then the configured tokens, read from the chain. */
import { tokensAtom } from '../state/atoms'
import type { LatchContext } from '../state/context'
import { fetchAccountData } from './accountData'

export function fetchTokens(ctx: LatchContext): Promise<void> {
  return fetchAccountData(ctx, tokensAtom, async ({ adapter, address, network }) => {
    const contracts = ctx.options.tokens?.[network.caipNetworkId] ?? []
    const [native, tokens] = await Promise.all([
      adapter.getBalance({ address, caipNetworkId: network.caipNetworkId }),
      contracts.length && adapter.getTokenBalances ? adapter.getTokenBalances({ address, caipNetworkId: network.caipNetworkId, tokens: contracts }) : [],
    ])
    return [
      { symbol: native.symbol, name: network.nativeCurrency.name, decimals: network.nativeCurrency.decimals, quantity: native.balance },
      ...tokens.map((t) => ({ address: t.address, symbol: t.symbol, name: t.name, decimals: t.decimals, quantity: t.quantity })),
    ]
  })
}
