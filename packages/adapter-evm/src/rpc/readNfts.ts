import { createRpcTransport } from '@latch/core/rpc'
import { readContracts } from './contractCalls'
import { decodeString } from './readTokenBalances'

export interface NftInfo {
  collection: string
  collectionName: string
  symbol: string
  tokenId: string
  /** The token's metadata URI as the contract reports it ('' when it has none). */
  tokenUri: string
}

const SELECTOR = { balanceOf: '0x70a08231', tokenOfOwnerByIndex: '0x2f745c59', tokenURI: '0xc87b56dd', name: '0x06fdde03', symbol: '0x95d89b41' } as const
/** More than this per collection is not listed (the view pages nothing yet). */
const MAX_PER_COLLECTION = 50

const word = (n: bigint) => n.toString(16).padStart(64, '0')
const uint = (hex: unknown) => (typeof hex === 'string' && /^0x[0-9a-f]+$/i.test(hex) ? BigInt(hex) : undefined)

/**
 * The ERC-721 tokens `owner` holds in each collection (ERC-721 Enumerable): three batched round trips — counts
 * and names, then the ids, then the URIs (through Multicall3 where the network has it). A collection whose
 * calls fail is left out.
 */
export async function readNfts({
  urls,
  owner,
  collections,
  timeoutMs,
  multicall3,
}: { urls: readonly string[]; owner: string; collections: readonly string[]; timeoutMs: number; multicall3?: string }): Promise<NftInfo[]> {
  const transport = createRpcTransport({ urls, timeoutMs })
  const read = (calls: { to: string; data: string }[]) => readContracts(transport, calls, multicall3)
  const ownerWord = owner.toLowerCase().replace(/^0x/, '').padStart(64, '0')
  const call = (to: string, data: string) => ({ to, data })
  const first = await read(collections.flatMap((c) => [call(c, `${SELECTOR.balanceOf}${ownerWord}`), call(c, SELECTOR.name), call(c, SELECTOR.symbol)]))
  const held = collections.map((collection, i) => {
    const [count, name, symbol] = first.slice(i * 3, i * 3 + 3).map((r) => ('result' in r ? r.result : undefined))
    const n = uint(count)
    return { collection, count: n === undefined ? 0 : Number(n > BigInt(MAX_PER_COLLECTION) ? BigInt(MAX_PER_COLLECTION) : n), name: decodeString(String(name ?? '')), symbol: decodeString(String(symbol ?? '')) }
  })
  const ids = held.flatMap((h) => Array.from({ length: h.count }, (_, i) => ({ h, index: BigInt(i) })))
  if (ids.length === 0) return []
  const idResults = await read(ids.map(({ h, index }) => call(h.collection, `${SELECTOR.tokenOfOwnerByIndex}${ownerWord}${word(index)}`)))
  const tokens = ids.flatMap(({ h }, i) => {
    const r = idResults[i]
    const id = r && 'result' in r ? uint(r.result) : undefined
    return id === undefined ? [] : [{ h, id }]
  })
  const uris = await read(tokens.map(({ h, id }) => call(h.collection, `${SELECTOR.tokenURI}${word(id)}`)))
  return tokens.map(({ h, id }, i) => {
    const r = uris[i]
    return { collection: h.collection, collectionName: h.name, symbol: h.symbol, tokenId: id.toString(), tokenUri: r && 'result' in r ? decodeString(String(r.result)) : '' }
  })
}
