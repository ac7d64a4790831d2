/** Uniswap's Permit2 `approve`: an allowance on Permit2 (the called contract) for a token given as an argument. */
import { rawAmount, timestamp } from '../format'
import { addressOf, type CallDecoder, fn, uintOf } from './abiWords'

const approve: CallDecoder = (words, to) => {
  const [token, spender, amount, expiration] = [addressOf(words[0]), addressOf(words[1]), uintOf(words[2], 160), uintOf(words[3], 48)]
  if (words.length !== 4 || !token || !spender || amount === undefined || expiration === undefined) return undefined
  const unlimited = amount === (1n << 160n) - 1n
  return {
    rows: [
      fn('approve(address token, address spender, uint160 amount, uint48 expiration)'),
      { label: 'Permit2 (contract)', value: to },
      { label: 'Token', value: token },
      { label: 'Spender', value: spender },
      { label: 'Amount (raw units)', value: rawAmount(amount, 160) },
      { label: 'Expiration', value: timestamp(expiration, 48) },
    ],
    warnings: [`This lets ${spender} spend your tokens from ${token} through Permit2${unlimited ? ' without limit' : ''}.`],
  }
}

export const permit2Calls: Record<string, CallDecoder> = { '0x87517c45': approve }
