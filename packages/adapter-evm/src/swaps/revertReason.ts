/**
 * Why a call reverted, from what a node or a wallet says about it: Solidity's `Error(string)`, a `Panic(uint256)`,
 * or one of the aggregators' custom errors that mean "the trade paid out less than its minimum".
 */
const ERROR_STRING = '0x08c379a0'
const PANIC = '0x4e487b71'

/** Custom errors of routers whose only meaning is slippage, by selector (keccak of the signature). */
const SLIPPAGE_ERRORS: Record<string, string> = {
  // 1inch AggregationRouterV5 (`RouterErrors`) and V6.
  '0xf32bec2f': 'ReturnAmountIsNotEnough',
  '0x064a4ec6': 'ReturnAmountIsNotEnough',
  // 0x Settler: TooMuchSlippage(address token, uint256 expected, uint256 actual).
  '0x97a6f3b9': 'TooMuchSlippage',
  // Uniswap's UniversalRouter.
  '0x849eaf98': 'V2TooLittleReceived',
  '0x39d35496': 'V3TooLittleReceived',
  // LI.FI diamond: CumulativeSlippageTooHigh(uint256 minAmount, uint256 receivedAmount).
  '0x275c273c': 'CumulativeSlippageTooHigh',
}

/**
 * The messages routers revert with when the output is below the minimum: UniswapV2Router02's
 * 'INSUFFICIENT_OUTPUT_AMOUNT', Uniswap V3 SwapRouter's 'Too little received', 1inch v4's 'Return amount is not
 * enough', and the custom errors above by name.
 */
const SLIPPAGE = /INSUFFICIENT_OUTPUT_AMOUNT|Too little received|Return amount is not enough|ReturnAmountIsNotEnough|TooMuchSlippage|TooLittleReceived|CumulativeSlippageTooHigh/i

export const isSlippageReason = (reason: string | undefined): boolean => reason !== undefined && SLIPPAGE.test(reason)

/** The reason in a revert's return data; undefined when the data names none (an empty revert, an unknown error). */
export function decodeRevertData(data: string): string | undefined {
  if (!/^0x(?:[0-9a-f]{2})*$/i.test(data) || data.length < 10) return undefined
  const selector = data.slice(0, 10).toLowerCase()
  if (selector === ERROR_STRING) return errorString(data.slice(10))
  if (selector === PANIC && data.length === 74) return `panic 0x${BigInt(`0x${data.slice(10)}`).toString(16)}`
  return SLIPPAGE_ERRORS[selector]
}

interface Revert {
  reason?: string
}

const REVERTED_CODE = 3
const REVERTED_MESSAGE = /revert/i

/**
 * The revert in a node's or a wallet's error, wherever it put it: geth and anvil answer code 3 with the return data
 * in `data`; MetaMask wraps that in `data` (or `data.originalError`) under -32603; ethers and viem chain it as
 * `cause` / `error` / `info.error`; core's read transport as `RpcResponseError` (`rpcCode`, `data`). Undefined when the error is not a revert (a rejection, a network failure).
 */
export function revertOf(error: unknown): Revert | undefined {
  let reverted = false
  let reason: string | undefined
  const visit = (e: unknown, depth: number) => {
    if (typeof e !== 'object' || e === null || depth > 5) return
    const { code, rpcCode, message, data, cause, error: inner, info, originalError } = e as Record<string, unknown>
    // `rpcCode`: core's RpcResponseError, what the read transport throws.
    if (code === REVERTED_CODE || rpcCode === REVERTED_CODE || (typeof message === 'string' && REVERTED_MESSAGE.test(message))) reverted = true
    if (typeof data === 'string') {
      const decoded = decodeRevertData(data)
      if (decoded !== undefined || /^0x[0-9a-f]{8}/i.test(data)) reverted = true
      reason ??= decoded
    }
    reason ??= messageReason(message)
    for (const next of [data, cause, inner, (info as { error?: unknown } | undefined)?.error, originalError]) visit(next, depth + 1)
  }
  visit(error, 0)
  if (!reverted) return undefined
  return reason !== undefined ? { reason } : {}
}

/** "execution reverted: UniswapV2Router: INSUFFICIENT_OUTPUT_AMOUNT" → the part after the colon. */
function messageReason(message: unknown): string | undefined {
  if (typeof message !== 'string') return undefined
  const match = /reverted(?: with reason string)?:?\s+['"]?([^'"]+?)['"]?\s*$/i.exec(message)
  return match?.[1] || undefined
}

/**
 * `Error(string)`'s argument: an offset word, a length word, the UTF-8 bytes. Its own few lines rather than
 * readTokenBalances' `decodeString`, whose module would come along into the swap chunk.
 */
function errorString(hex: string): string | undefined {
  const offset = Number.parseInt(hex.slice(0, 64), 16) * 2
  const length = Number.parseInt(hex.slice(offset, offset + 64), 16) * 2
  const start = offset + 64
  if (!Number.isSafeInteger(length) || hex.length < start + length) return undefined
  const bytes = new Uint8Array(length / 2)
  for (let i = 0; i < bytes.length; i++) bytes[i] = Number.parseInt(hex.slice(start + i * 2, start + i * 2 + 2), 16)
  return new TextDecoder().decode(bytes) || undefined
}
