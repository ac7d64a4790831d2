/** ERC-20 calls (transferFrom's selector is ERC-721's too, hence "amount or token ID") and the EIP-2612 permit call. */
import { rawAmount, timestamp } from '../format'
import { addressOf, type CallDecoder, fn, uintOf } from './abiWords'

const MAX = (1n << 256n) - 1n
const spendWarning = (spender: string, token: string, amount: bigint) => `This lets ${spender} spend your tokens from ${token}${amount === MAX ? ' without limit' : ''}.`

const transfer: CallDecoder = (words, to) => {
  const [receiver, amount] = [addressOf(words[0]), uintOf(words[1])]
  if (words.length !== 2 || !receiver || amount === undefined) return undefined
  return {
    rows: [fn('transfer(address to, uint256 amount)'), { label: 'Token (contract)', value: to }, { label: 'Receiver', value: receiver }, { label: 'Amount (raw units)', value: rawAmount(amount) }],
    warnings: [],
  }
}

const approve: CallDecoder = (words, to) => {
  const [spender, amount] = [addressOf(words[0]), uintOf(words[1])]
  if (words.length !== 2 || !spender || amount === undefined) return undefined
  return {
    rows: [fn('approve(address spender, uint256 amount)'), { label: 'Token (contract)', value: to }, { label: 'Spender', value: spender }, { label: 'Amount (raw units)', value: rawAmount(amount) }],
    warnings: [spendWarning(spender, to, amount)],
  }
}

const transferFrom: CallDecoder = (words, to) => {
  const [from, receiver, amount] = [addressOf(words[0]), addressOf(words[1]), uintOf(words[2])]
  if (words.length !== 3 || !from || !receiver || amount === undefined) return undefined
  return {
    rows: [
      fn('transferFrom(address from, address to, uint256 amountOrTokenId)'),
      { label: 'Token (contract)', value: to },
      { label: 'From', value: from },
      { label: 'Receiver', value: receiver },
      { label: 'Amount or token ID', value: rawAmount(amount) },
    ],
    warnings: [],
  }
}

const permit: CallDecoder = (words, to) => {
  const [owner, spender, value, deadline, v] = [addressOf(words[0]), addressOf(words[1]), uintOf(words[2]), uintOf(words[3]), uintOf(words[4], 8)]
  if (words.length !== 7 || !owner || !spender || value === undefined || deadline === undefined || v === undefined) return undefined
  return {
    rows: [
      fn('permit(address owner, address spender, uint256 value, uint256 deadline, uint8 v, bytes32 r, bytes32 s)'),
      { label: 'Token (contract)', value: to },
      { label: 'Owner', value: owner },
      { label: 'Spender', value: spender },
      { label: 'Amount (raw units)', value: rawAmount(value) },
      { label: 'Deadline', value: timestamp(deadline) },
    ],
    warnings: [spendWarning(spender, to, value)],
  }
}

export const erc20Calls: Record<string, CallDecoder> = {
  '0xa9059cbb': transfer,
  '0x095ea7b3': approve,
  '0x23b872dd': transferFrom,
  '0xd505accf': permit,
}
