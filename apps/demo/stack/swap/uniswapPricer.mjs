// Prices a trade on the local Uniswap V2 the way an aggregator's quote does: the router's own getAmountsOut /
// getAmountsIn (so the numbers are what the chain will pay), a path through WETH when there is no direct pool, the
// router call that makes the trade with its minimum out at the requested slippage, and USD values from the pools'
// mid prices (so the price impact LI.FI clients derive from them is the pools').
import { Contract, formatUnits, Interface, ZeroAddress } from 'ethers'

const ROUTER_ABI = [
  'function factory() view returns (address)',
  'function getAmountsOut(uint256 amountIn, address[] path) view returns (uint256[] amounts)',
  'function getAmountsIn(uint256 amountOut, address[] path) view returns (uint256[] amounts)',
  'function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable returns (uint256[] amounts)',
  'function swapETHForExactTokens(uint256 amountOut, address[] path, address to, uint256 deadline) payable returns (uint256[] amounts)',
  'function swapExactTokensForETH(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns (uint256[] amounts)',
  'function swapTokensForExactETH(uint256 amountOut, uint256 amountInMax, address[] path, address to, uint256 deadline) returns (uint256[] amounts)',
  'function swapExactTokensForTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns (uint256[] amounts)',
  'function swapTokensForExactTokens(uint256 amountOut, uint256 amountInMax, address[] path, address to, uint256 deadline) returns (uint256[] amounts)',
]
const FACTORY_ABI = ['function getPair(address a, address b) view returns (address)']
const PAIR_ABI = ['function getReserves() view returns (uint112 reserve0, uint112 reserve1, uint32 blockTimestampLast)', 'function token0() view returns (address)']
export const routerInterface = new Interface(ROUTER_ABI)

/** Slippage and amounts in millionths, rounded against the user as the routers do. */
const PARTS = 1_000_000n
/** @param {number} slippage */
const slippageParts = (slippage) => BigInt(Math.round(slippage * 1_000_000))

/**
 * @typedef {{ address: string, symbol: string, name: string, decimals: number, logoURI?: string }} ListedToken
 * @typedef {{ from: ListedToken, to: ListedToken, amount: bigint, side: 'in' | 'out', slippage: number, recipient: string, deadline: bigint }} TradeRequest
 * @typedef {{ path: string[], amountIn: bigint, amountOut: bigint, minAmountOut: bigint, call: { to: string, data: string, value: bigint }, fromUsd?: number, toUsd?: number }} Trade
 */

/**
 * @param {{ provider: import('ethers').JsonRpcProvider, router: string, weth: string, ethPriceUsd: number }} options
 */
export function uniswapPricer({ provider, router, weth, ethPriceUsd }) {
  const routerContract = new Contract(router, ROUTER_ABI, provider)
  /** @type {Promise<Contract> | undefined} */
  let factory
  const factoryContract = () => {
    factory ??= routerContract.getFunction('factory')().then((address) => new Contract(address, FACTORY_ABI, provider))
    return factory
  }
  /** The router trades WETH for the native currency. @param {string} address */
  const onChain = (address) => (address === ZeroAddress ? weth : address)

  /** Reserves of the pool of a and b, as [reserve of a, reserve of b]; undefined without a funded pool. @param {string} a @param {string} b */
  async function reserves(a, b) {
    const pair = await (await factoryContract()).getFunction('getPair')(a, b)
    if (pair === ZeroAddress) return undefined
    const contract = new Contract(pair, PAIR_ABI, provider)
    const [[r0, r1], token0] = await Promise.all([contract.getFunction('getReserves')(), contract.getFunction('token0')()])
    if (r0 === 0n || r1 === 0n) return undefined
    return token0.toLowerCase() === a.toLowerCase() ? [r0, r1] : [r1, r0]
  }

  /** The direct pool, else through WETH. @param {string} a @param {string} b */
  async function pathBetween(a, b) {
    if (await reserves(a, b)) return [a, b]
    if (a === weth || b === weth) return undefined
    return (await reserves(a, weth)) && (await reserves(weth, b)) ? [a, weth, b] : undefined
  }

  /** USD per whole token from its WETH pool's mid price; the native currency and WETH are `ethPriceUsd`. @param {ListedToken} token */
  async function priceUsd(token) {
    const address = onChain(token.address)
    if (address === weth) return ethPriceUsd
    const r = await reserves(address, weth)
    if (!r) return undefined
    return (ethPriceUsd * Number(formatUnits(r[1], 18))) / Number(formatUnits(r[0], token.decimals))
  }

  /**
   * The trade, or a reason there is none (unknown pair, no pool, more than the pool holds).
   * @param {TradeRequest} t
   * @returns {Promise<Trade | { noRoute: string }>}
   */
  async function price(t) {
    const fromNative = t.from.address === ZeroAddress
    const toNative = t.to.address === ZeroAddress
    if (onChain(t.from.address) === onChain(t.to.address)) return { noRoute: 'the same token on both sides' }
    const path = await pathBetween(onChain(t.from.address), onChain(t.to.address))
    if (!path) return { noRoute: `no pool between ${t.from.symbol} and ${t.to.symbol}` }
    let amounts
    try {
      amounts = await routerContract.getFunction(t.side === 'in' ? 'getAmountsOut' : 'getAmountsIn')(t.amount, path)
    } catch {
      // getAmountsIn reverts when the amount out is all the pool holds or more.
      return { noRoute: 'the amount is more than the pool holds' }
    }
    const amountIn = /** @type {bigint} */ (amounts[0])
    const amountOut = /** @type {bigint} */ (amounts[amounts.length - 1])
    if (amountIn === 0n || amountOut === 0n) return { noRoute: 'the amount is too small for the pool' }
    const s = slippageParts(t.slippage)
    const exactIn = t.side === 'in'
    // Exact in: the minimum out moves with the slippage. Exact out: the amount out is fixed, the most paid in moves.
    const minAmountOut = exactIn ? (amountOut * (PARTS - s)) / PARTS : amountOut
    const maxAmountIn = exactIn ? amountIn : (amountIn * (PARTS + s) + PARTS - 1n) / PARTS
    const tail = [path, t.recipient, t.deadline]
    /** @type {[string, unknown[]]} */
    const [fn, args] = fromNative
      ? exactIn ? ['swapExactETHForTokens', [minAmountOut, ...tail]] : ['swapETHForExactTokens', [amountOut, ...tail]]
      : toNative
        ? exactIn ? ['swapExactTokensForETH', [amountIn, minAmountOut, ...tail]] : ['swapTokensForExactETH', [amountOut, maxAmountIn, ...tail]]
        : exactIn ? ['swapExactTokensForTokens', [amountIn, minAmountOut, ...tail]] : ['swapTokensForExactTokens', [amountOut, maxAmountIn, ...tail]]
    const call = { to: routerContract.target.toString(), data: routerInterface.encodeFunctionData(fn, args), value: fromNative ? maxAmountIn : 0n }
    const [fromPrice, toPrice] = await Promise.all([priceUsd(t.from), priceUsd(t.to)])
    return {
      path,
      // What the user may spend (and approves): for exact out, the most the router may take.
      amountIn: maxAmountIn,
      amountOut,
      minAmountOut,
      call,
      ...(fromPrice !== undefined ? { fromUsd: fromPrice * Number(formatUnits(amountIn, t.from.decimals)) } : {}),
      ...(toPrice !== undefined ? { toUsd: toPrice * Number(formatUnits(amountOut, t.to.decimals)) } : {}),
    }
  }

  return { price, priceUsd }
}
