// The local stand-in for LI.FI: the same endpoints and bodies as https://li.quest/v1 (`/tokens`, `/quote`,
// `/quote/toAmount`, `/status`, and the 404 no-route error body), answered from the local chain's Uniswap V2 pool, so
// core's real `lifiSource` (pointed here by its `baseUrl`) quotes and swaps without the network. Test data only.
import { randomUUID } from 'node:crypto'
import { createServer } from 'node:http'
import { getAddress, isAddress, JsonRpcProvider, toQuantity, ZeroAddress } from 'ethers'
import { uniswapPricer } from './uniswapPricer.mjs'

/** A swap through one or two V2 pools, when eth_estimateGas cannot say (before the approval it reverts). */
const FALLBACK_GAS = 250_000n
/**
 * Room above the estimate. A V2 pool writes its price accumulators only in a block later than its last trade: an
 * estimate taken in the same second as that trade leaves out those writes (two zero-to-nonzero SSTOREs after the
 * pool's first trade, ~44k gas) that the mined transaction, a second later, pays. 25 % of a ~140k swap is not enough.
 */
const GAS_ROOM = 50_000n
/** The router call's deadline: as long as a wallet might take to confirm. */
const DEADLINE_SECONDS = 20n * 60n
/** LI.FI's error codes (docs.li.fi "Error codes"). */
const NO_QUOTE = 1002
const VALIDATION = 1011
const NATIVE = { address: ZeroAddress, symbol: 'ETH', name: 'Ether', decimals: 18 }
const LOOPBACK_ORIGIN = /^https?:\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d+)?$/

/**
 * @typedef {import('./uniswapPricer.mjs').ListedToken & { priceUSD?: string }} ListedToken
 * @param {{ host?: string, port: number, rpcUrl: string, chainId: number, router: string, weth: string, tokens: ListedToken[], ethPriceUsd?: number }} options
 * @returns {Promise<{ url: string, stop: () => Promise<void> }>}
 */
export async function startSwapQuoteServer({ host = '127.0.0.1', port, rpcUrl, chainId, router, weth, tokens, ethPriceUsd = 2500 }) {
  // Loopback only: this answers any caller with calldata that moves the local accounts' tokens.
  if (host !== '127.0.0.1') throw new Error(`the swap quote server binds to 127.0.0.1 only, not ${host}`)
  const provider = new JsonRpcProvider(rpcUrl, chainId, { staticNetwork: true, polling: false, cacheTimeout: -1 })
  const pricer = uniswapPricer({ provider, router, weth, ethPriceUsd })
  /** @type {Map<string, ListedToken>} */
  const known = new Map([[ZeroAddress.toLowerCase(), NATIVE], ...tokens.map((t) => /** @type {const} */ ([t.address.toLowerCase(), t]))])
  /** LI.FI accepts either spelling of the native currency. @param {string | null} address */
  const tokenOf = (address) => {
    const key = address?.toLowerCase() === '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee' ? ZeroAddress.toLowerCase() : address?.toLowerCase()
    return key ? known.get(key) : undefined
  }
  /** A token as LI.FI writes it, priced from the pools. @param {ListedToken} t */
  const lifiToken = async (t) => {
    const price = await pricer.priceUsd(t)
    return { address: t.address, chainId, symbol: t.symbol, name: t.name, decimals: t.decimals, coinKey: t.symbol, logoURI: t.logoURI ?? '', priceUSD: price === undefined ? '0' : String(price) }
  }

  /** @param {URLSearchParams} q @param {'in' | 'out'} side */
  async function quote(q, side) {
    const from = tokenOf(q.get('fromToken'))
    const to = tokenOf(q.get('toToken'))
    const fromAddress = q.get('fromAddress') ?? ''
    const amountText = q.get(side === 'in' ? 'fromAmount' : 'toAmount') ?? ''
    const slippage = Number(q.get('slippage') ?? '0.005')
    if (q.get('fromChain') !== String(chainId) || q.get('toChain') !== String(chainId)) return [400, { message: `Only chain ${chainId} is served here`, code: VALIDATION }]
    if (!isAddress(fromAddress) || !/^\d+$/.test(amountText) || !(slippage >= 0 && slippage < 1)) return [400, { message: 'Invalid fromAddress, amount or slippage', code: VALIDATION }]
    if (!from || !to) return [404, noQuote('Unknown token on this chain')]
    const block = await provider.getBlock('latest')
    const trade = await pricer.price({ from, to, amount: BigInt(amountText), side, slippage, recipient: fromAddress, deadline: BigInt(block?.timestamp ?? 0) + DEADLINE_SECONDS })
    if ('noRoute' in trade) return [404, noQuote(trade.noRoute)]
    const gas = await estimateGas(fromAddress, trade.call)
    const gasPrice = await provider.send('eth_gasPrice', []).then(BigInt)
    const limit = (gas * 125n) / 100n + GAS_ROOM
    const [fromToken, toToken, ethToken] = await Promise.all([lifiToken(from), lifiToken(to), lifiToken(NATIVE)])
    const tool = { key: 'uniswap', name: 'Uniswap V2', logoURI: '' }
    const action = { fromChainId: chainId, toChainId: chainId, fromToken, toToken, fromAmount: String(trade.amountIn), slippage, fromAddress: getAddress(fromAddress), toAddress: getAddress(fromAddress) }
    const estimate = {
      tool: 'uniswap',
      approvalAddress: router,
      fromAmount: String(trade.amountIn),
      toAmount: String(trade.amountOut),
      toAmountMin: String(trade.minAmountOut),
      ...(trade.fromUsd !== undefined ? { fromAmountUSD: trade.fromUsd.toFixed(6) } : {}),
      ...(trade.toUsd !== undefined ? { toAmountUSD: trade.toUsd.toFixed(6) } : {}),
      feeCosts: [],
      gasCosts: [{ type: 'SEND', price: String(gasPrice), estimate: String(gas), limit: String(limit), amount: String(gas * gasPrice), token: ethToken }],
      executionDuration: 12,
    }
    const step = {
      type: 'lifi',
      id: randomUUID(),
      tool: 'uniswap',
      toolDetails: tool,
      action,
      estimate,
      includedSteps: [{ id: randomUUID(), type: 'swap', tool: 'uniswap', toolDetails: tool, action, estimate }],
      integrator: q.get('integrator') ?? 'latch',
      transactionRequest: { from: getAddress(fromAddress), to: trade.call.to, data: trade.call.data, value: toQuantity(trade.call.value), chainId, gasPrice: toQuantity(gasPrice), gasLimit: toQuantity(limit) },
    }
    return [200, step]
  }

  /**
   * The chain's estimate; before the router may move the user's token (or past the slippage) the swap reverts, and a
   * fixed estimate stands in.
   * @param {string} from @param {{ to: string, data: string, value: bigint }} call
   */
  async function estimateGas(from, call) {
    try {
      return await provider.estimateGas({ from, ...call })
    } catch {
      return FALLBACK_GAS
    }
  }

  /** @param {URLSearchParams} q */
  async function status(q) {
    const hash = q.get('txHash') ?? ''
    if (!/^0x[0-9a-fA-F]{64}$/.test(hash)) return [400, { message: 'Invalid txHash', code: VALIDATION }]
    const receipt = await provider.getTransactionReceipt(hash)
    const sending = { txHash: hash, chainId }
    if (!receipt) {
      const known = await provider.getTransaction(hash)
      return [200, { transactionId: hash, sending, status: known ? 'PENDING' : 'NOT_FOUND', ...(known ? { substatus: 'WAIT_SOURCE_CONFIRMATIONS' } : {}), tool: 'uniswap' }]
    }
    const done = receipt.status === 1
    return [200, { transactionId: hash, sending: { ...sending, gasUsed: String(receipt.gasUsed) }, receiving: sending, status: done ? 'DONE' : 'FAILED', ...(done ? { substatus: 'COMPLETED' } : {}), tool: 'uniswap' }]
  }

  /** @param {URL} url @returns {Promise<[number, unknown]>} */
  async function route(url) {
    const q = url.searchParams
    switch (url.pathname) {
      case '/v1/tokens': {
        const asked = (q.get('chains') ?? '').split(',')
        const list = asked.includes(String(chainId)) ? await Promise.all([...known.values()].map(lifiToken)) : undefined
        return [200, { tokens: list ? { [chainId]: list } : {} }]
      }
      case '/v1/quote':
        return /** @type {[number, unknown]} */ (await quote(q, 'in'))
      case '/v1/quote/toAmount':
        return /** @type {[number, unknown]} */ (await quote(q, 'out'))
      case '/v1/status':
        return /** @type {[number, unknown]} */ (await status(q))
      default:
        return [404, { message: `Cannot GET ${url.pathname}`, code: 1003 }]
    }
  }

  const server = createServer((req, res) => {
    const origin = req.headers.origin
    // The demo page on another loopback port calls this; no other site may read it.
    if (origin && LOOPBACK_ORIGIN.test(origin)) res.setHeader('access-control-allow-origin', origin)
    res.setHeader('vary', 'origin')
    if (req.method === 'OPTIONS') {
      res.writeHead(204, { 'access-control-allow-methods': 'GET', 'access-control-allow-headers': 'accept, x-lifi-api-key', 'access-control-max-age': '600' }).end()
      return
    }
    /** @param {number} code @param {unknown} body */
    const send = (code, body) => res.writeHead(code, { 'content-type': 'application/json' }).end(JSON.stringify(body))
    if (req.method !== 'GET') return send(405, { message: 'GET only', code: VALIDATION })
    route(new URL(req.url ?? '/', 'http://127.0.0.1'))
      .then(([code, body]) => send(code, body))
      .catch((/** @type {unknown} */ error) => send(500, { message: error instanceof Error ? error.message : String(error), code: 1006 }))
  })
  await new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => resolve(undefined))
  })
  return {
    url: `http://${host}:${port}`,
    stop: async () => {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(() => resolve(undefined)))
      provider.destroy()
    },
  }
}

/** LI.FI's no-route answer (HTTP 404, NoQuoteError). @param {string} reason */
function noQuote(reason) {
  return { message: `No available quotes for the requested transfer: ${reason}`, code: NO_QUOTE, errors: { filteredOut: [], failed: [] } }
}
