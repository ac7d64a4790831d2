import type { RpcTransport } from '@latch/core/rpc'
import { readContracts } from './contractCalls'
import { decodeString } from './readTokenBalances'

export interface NftInfo {
  collection: string
  collectionName: string
  symbol: string
  tokenId: string
  /** The token's metadata URI as the contract reports it ('' when it has none). */
  tokenUri: string
  standard: 'ERC-721' | 'ERC-1155'
  /** How many the owner holds: '1' for ERC-721. */
  amount: string
}

const SELECTOR = {
  balanceOf: '0x70a08231',
  balanceOf1155: '0x00fdd58e',
  tokenOfOwnerByIndex: '0x2f745c59',
  tokenURI: '0xc87b56dd',
  uri: '0x0e89341c',
  name: '0x06fdde03',
  symbol: '0x95d89b41',
  supportsInterface: '0x01ffc9a7',
} as const
/** ERC-165 interface id of ERC-1155. */
const ERC1155_INTERFACE = 'd9b67a26'
const TOPIC = {
  transferSingle: '0xc3d58168c5ae7397731d063d5bbf3d657854427343f4c083240f7aacaa2d0f62',
  transferBatch: '0x4a39dc06d4c0dbc64b70af90fd698a233a518aa5d07e595d983b8c0526c8f7fb',
} as const
/** More than this per collection is not listed (the view pages nothing yet). */
const MAX_PER_COLLECTION = 50

const word = (n: bigint) => n.toString(16).padStart(64, '0')
const uint = (hex: unknown) => (typeof hex === 'string' && /^0x[0-9a-f]+$/i.test(hex) ? BigInt(hex) : undefined)
const resultOf = (r: { result: unknown } | { error: unknown } | undefined) => (r && 'result' in r ? r.result : undefined)

interface Collection {
  collection: string
  name: string
  symbol: string
  erc1155: boolean
  /** ERC-721: how many the owner holds (capped). */
  count: number
}

/** The ids of an ABI-encoded `uint256[]` at word `at` of `data` (no 0x). */
function uintArray(data: string, at: number): bigint[] {
  const read = (i: number) => BigInt(`0x${data.slice(i * 64, (i + 1) * 64) || '0'}`)
  const start = Number(read(at)) / 32
  const length = Number(read(start))
  return length > 1000 ? [] : Array.from({ length }, (_, i) => read(start + 1 + i))
}

/**
 * The ERC-1155 ids `owner` ever received in `collection`, from its TransferSingle / TransferBatch logs (the standard
 * has no enumeration). Needs an RPC that serves eth_getLogs over the whole chain — local and dev nodes do, most
 * public ones limit the range: there, list ERC-1155 through an indexer (`nfts: { source }`).
 */
async function receivedIds(transport: RpcTransport, collection: string, ownerTopic: string): Promise<bigint[]> {
  const logs = await transport.request<{ topics: string[]; data: string }[]>('eth_getLogs', [
    { address: collection, fromBlock: '0x0', toBlock: 'latest', topics: [[TOPIC.transferSingle, TOPIC.transferBatch], null, null, ownerTopic] },
  ])
  const ids = new Set<bigint>()
  for (const log of logs) {
    const data = log.data.replace(/^0x/, '')
    if (log.topics[0] === TOPIC.transferSingle) ids.add(BigInt(`0x${data.slice(0, 64) || '0'}`))
    else for (const id of uintArray(data, 0)) ids.add(id)
  }
  return [...ids].sort((a, b) => (a < b ? -1 : 1))
}

/**
 * The NFTs `owner` holds in each collection, through Multicall3 where the network has it: which standard each
 * collection speaks, its name, symbol and (ERC-721) count in one round trip; then the ERC-721 ids (Enumerable) and
 * the ERC-1155 ids the owner received (from logs) with their balances; then the metadata URIs. A collection whose
 * calls fail is left out.
 */
export async function readNfts({
  transport,
  owner,
  collections,
  multicall3,
}: { transport: RpcTransport; owner: string; collections: readonly string[]; multicall3?: string }): Promise<NftInfo[]> {
  const read = (calls: { to: string; data: string }[]) => readContracts(transport, calls, multicall3)
  const ownerWord = owner.toLowerCase().replace(/^0x/, '').padStart(64, '0')
  const call = (to: string, data: string) => ({ to, data })
  const first = await read(
    collections.flatMap((c) => [
      call(c, `${SELECTOR.balanceOf}${ownerWord}`),
      call(c, SELECTOR.name),
      call(c, SELECTOR.symbol),
      call(c, `${SELECTOR.supportsInterface}${ERC1155_INTERFACE.padEnd(64, '0')}`),
    ]),
  )
  const held: Collection[] = collections.map((collection, i) => {
    const [count, name, symbol, is1155] = first.slice(i * 4, i * 4 + 4).map(resultOf)
    const n = uint(count)
    return {
      collection,
      erc1155: uint(is1155) === 1n,
      count: n === undefined ? 0 : Number(n > BigInt(MAX_PER_COLLECTION) ? BigInt(MAX_PER_COLLECTION) : n),
      name: decodeString(String(name ?? '')),
      symbol: decodeString(String(symbol ?? '')),
    }
  })
  const erc721 = held.filter((h) => !h.erc1155).flatMap((h) => Array.from({ length: h.count }, (_, i) => ({ h, index: BigInt(i) })))
  const erc1155 = held.filter((h) => h.erc1155)
  const [idResults, received] = await Promise.all([
    read(erc721.map(({ h, index }) => call(h.collection, `${SELECTOR.tokenOfOwnerByIndex}${ownerWord}${word(index)}`))),
    Promise.all(erc1155.map((h) => receivedIds(transport, h.collection, `0x${ownerWord}`).catch(() => [] as bigint[]))),
  ])
  const candidates = erc1155.flatMap((h, i) => (received[i] ?? []).slice(0, MAX_PER_COLLECTION).map((id) => ({ h, id })))
  const balances = await read(candidates.map(({ h, id }) => call(h.collection, `${SELECTOR.balanceOf1155}${ownerWord}${word(id)}`)))
  const tokens = [
    ...erc721.flatMap(({ h }, i) => {
      const id = uint(resultOf(idResults[i]))
      return id === undefined ? [] : [{ h, id, amount: 1n }]
    }),
    ...candidates.flatMap(({ h, id }, i) => {
      const amount = uint(resultOf(balances[i]))
      return amount ? [{ h, id, amount }] : []
    }),
  ]
  const uris = await read(tokens.map(({ h, id }) => call(h.collection, `${h.erc1155 ? SELECTOR.uri : SELECTOR.tokenURI}${word(id)}`)))
  return tokens.map(({ h, id, amount }, i) => ({
    collection: h.collection,
    // ERC-1155 has no name or symbol of its own; most collections add them, the rest show their address.
    collectionName: h.name || h.collection,
    symbol: h.symbol,
    tokenId: id.toString(),
    tokenUri: decodeString(String(resultOf(uris[i]) ?? '')),
    standard: h.erc1155 ? 'ERC-1155' : 'ERC-721',
    amount: amount.toString(),
  }))
}
