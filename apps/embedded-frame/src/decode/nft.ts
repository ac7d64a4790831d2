/** ERC-721 and ERC-1155 calls: approving an operator for a whole collection, and safe transfers. */
import { rawAmount } from '../format'
import { addressOf, boolOf, bytesOf, type CallDecoder, fn, uintOf } from './abiWords'

const setApprovalForAll: CallDecoder = (words, to) => {
  const [operator, approved] = [addressOf(words[0]), boolOf(words[1])]
  if (words.length !== 2 || !operator || approved === undefined) return undefined
  return {
    rows: [fn('setApprovalForAll(address operator, bool approved)'), { label: 'Collection (contract)', value: to }, { label: 'Operator', value: operator }, { label: 'Approved', value: approved ? 'Yes' : 'No' }],
    warnings: approved ? [`This lets ${operator} move every item you own in ${to}.`] : [],
  }
}

/** The rows every safe transfer shares: the collection, who from, who to, which token. */
function transferRows(words: string[], to: string) {
  const [from, receiver, id] = [addressOf(words[0]), addressOf(words[1]), uintOf(words[2])]
  if (!from || !receiver || id === undefined) return undefined
  return [
    { label: 'Collection (contract)', value: to },
    { label: 'From', value: from },
    { label: 'Receiver', value: receiver },
    { label: 'Token ID', value: `${id}` },
  ]
}

const safeTransferFrom: CallDecoder = (words, to) => {
  const rows = words.length === 3 ? transferRows(words, to) : undefined
  return rows && { rows: [fn('safeTransferFrom(address from, address to, uint256 tokenId)'), ...rows], warnings: [] }
}

const safeTransferFromWithData: CallDecoder = (words, to) => {
  const rows = transferRows(words, to)
  const data = bytesOf(words, 3, 4)
  if (!rows || data === undefined) return undefined
  return { rows: [fn('safeTransferFrom(address from, address to, uint256 tokenId, bytes data)'), ...rows, { label: 'Data for the receiver', value: data, kind: 'code' }], warnings: [] }
}

const erc1155SafeTransferFrom: CallDecoder = (words, to) => {
  const rows = transferRows(words, to)
  const amount = uintOf(words[3])
  const data = bytesOf(words, 4, 5)
  if (!rows || amount === undefined || data === undefined) return undefined
  return {
    rows: [
      fn('safeTransferFrom(address from, address to, uint256 id, uint256 amount, bytes data)'),
      ...rows,
      { label: 'Amount', value: rawAmount(amount) },
      { label: 'Data for the receiver', value: data, kind: 'code' },
    ],
    warnings: [],
  }
}

export const nftCalls: Record<string, CallDecoder> = {
  '0xa22cb465': setApprovalForAll,
  '0x42842e0e': safeTransferFrom,
  '0xb88d4fde': safeTransferFromWithData,
  '0xf242432a': erc1155SafeTransferFrom,
}
