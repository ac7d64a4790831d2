/**
 * LI.FI's words in Latch's: its tokens (an address on a numeric chain id) as CAIP-19 assets, and its Step (the body of
 * `/v1/quote` and `/v1/quote/toAmount`) as a `SwapQuote`. Pure functions; `lifi.ts` does the HTTP.
 */
import type { CaipAssetId, CaipNetworkId } from '../../types/chain'
import type { SwapFee, SwapQuote, SwapQuoteRequest, SwapToken } from '../types'
import type { LifiStep, LifiToken } from './lifiSchema'

/** How LI.FI spells an EVM chain's native currency: mostly the zero address, on some answers the 0xEeee… placeholder. */
export const LIFI_NATIVE = '0x0000000000000000000000000000000000000000'
const NATIVE_SPELLINGS = new Set([LIFI_NATIVE, '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'])

/**
 * LI.FI's chain id for a CAIP-2 network: on eip155 it is the chain id itself. LI.FI also trades on Solana, Bitcoin and
 * Sui under chain ids of its own (1151111081099710 for Solana, 20000000000001 for Bitcoin); mapping those is later work.
 */
export function lifiChainId(caipNetworkId: CaipNetworkId): number | undefined {
  const match = /^eip155:([1-9]\d{0,15})$/.exec(caipNetworkId)
  return match ? Number(match[1]) : undefined
}

export const nativeAssetOf = (chainId: number): CaipAssetId => `eip155:${chainId}/slip44:60`

export function isNativeAddress(address: string): boolean {
  return NATIVE_SPELLINGS.has(address.toLowerCase())
}

/** The address LI.FI takes for `asset` on `caipNetworkId`, or undefined for an asset of another chain or kind. */
export function lifiTokenAddress(caipNetworkId: CaipNetworkId, asset: CaipAssetId): string | undefined {
  if (asset === `${caipNetworkId}/slip44:60`) return LIFI_NATIVE
  const prefix = `${caipNetworkId}/erc20:`
  const contract = asset.startsWith(prefix) ? asset.slice(prefix.length) : ''
  return /^0x[0-9a-fA-F]{40}$/.test(contract) ? contract : undefined
}

export function assetOf(chainId: number, address: string): CaipAssetId {
  return isNativeAddress(address) ? nativeAssetOf(chainId) : `eip155:${chainId}/erc20:${address}`
}

/** A listed token as a `SwapToken`; undefined when its address is not an EVM address. */
export function toSwapToken(chainId: number, token: LifiToken): SwapToken | undefined {
  if (!/^0x[0-9a-fA-F]{40}$/.test(token.address)) return undefined
  const price = token.priceUSD === null || token.priceUSD === undefined ? Number.NaN : Number(token.priceUSD)
  return {
    asset: assetOf(chainId, token.address),
    symbol: token.symbol,
    name: token.name || token.symbol,
    decimals: token.decimals,
    ...(token.logoURI ? { iconUrl: token.logoURI } : {}),
    ...(Number.isFinite(price) && price >= 0 ? { priceUsd: price } : {}),
  }
}

export interface QuoteContext {
  source: string
  chainId: number
  request: SwapQuoteRequest
  expiresAt: number
}

export function stepToQuote(step: LifiStep, { source, chainId, request, expiresAt }: QuoteContext): SwapQuote {
  const { estimate } = step
  const amountIn = BigInt(estimate.fromAmount)
  const fromNative = isNativeAddress(step.action.fromToken.address)
  const gas = estimate.gasCosts.filter((c) => !c.token || isNativeAddress(c.token.address))
  const priceImpact = impactFromUsd(estimate.fromAmountUSD, estimate.toAmountUSD)
  return {
    id: step.id,
    source,
    caipNetworkId: request.caipNetworkId,
    fromToken: request.fromToken,
    toToken: request.toToken,
    amountIn,
    amountOut: BigInt(estimate.toAmount),
    minAmountOut: BigInt(estimate.toAmountMin),
    slippage: request.slippage,
    ...(priceImpact !== undefined ? { priceImpact } : {}),
    ...(gas.length ? { networkFee: gas.reduce((sum, c) => sum + BigInt(c.amount), 0n) } : {}),
    // Every fee LI.FI names is listed, `included: true` ones too (LI.FI's and the integrator's fee usually are): the
    // user sees what the trade costs. Included fees are already taken out of `amountOut`; the view must not subtract
    // them again, and SwapFee has no flag for it, so nothing here adds fees to any total.
    fees: estimate.feeCosts.map(
      (f): SwapFee => ({ label: f.name, amount: BigInt(f.amount), asset: assetOf(chainId, f.token.address), symbol: f.token.symbol, decimals: f.token.decimals }),
    ),
    route: routeOf(step),
    expiresAt,
    ...(!fromNative && estimate.approvalAddress ? { approval: { spender: estimate.approvalAddress, amount: amountIn } } : {}),
    ...(step.transactionRequest ? { transaction: transactionOf(step.transactionRequest) } : {}),
  }
}

/** LI.FI's `transactionRequest` in the eip155 shape the adapter sends (`{ to, data, value, gas? }`, bigints). */
export function transactionOf(tx: NonNullable<LifiStep['transactionRequest']>): { to: string; data: string; value: bigint; gas?: bigint } {
  return { to: tx.to, data: tx.data, value: BigInt(tx.value ?? '0'), ...(tx.gasLimit !== undefined ? { gas: BigInt(tx.gasLimit) } : {}) }
}

/**
 * The tools the trade goes through, from `includedSteps` (LI.FI's fee collection is a `protocol` step, not a hop, so
 * it is left out); the step's own tool when it lists none.
 */
function routeOf(step: LifiStep): string[] {
  const hops = step.includedSteps.filter((s) => s.type !== 'protocol').map((s) => s.toolDetails?.name ?? s.tool ?? '')
  const named = hops.filter((name) => name !== '')
  if (named.length) return named
  const own = step.toolDetails?.name ?? step.tool
  return own ? [own] : []
}

/**
 * LI.FI gives no price impact field: it is what the trade loses in USD, `1 − toAmountUSD / fromAmountUSD`, which also
 * counts the fees taken out of the amount. A gain (prices that disagree) is no impact. Absent without both values.
 */
function impactFromUsd(from: string | number | undefined, to: string | number | undefined): number | undefined {
  const inUsd = Number(from)
  const outUsd = Number(to)
  if (from === undefined || to === undefined || !Number.isFinite(inUsd) || !Number.isFinite(outUsd) || inUsd <= 0 || outUsd < 0) return undefined
  return Math.max(0, 1 - outUsd / inUsd)
}
