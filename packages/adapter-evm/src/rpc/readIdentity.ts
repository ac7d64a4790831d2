import type { AdapterIdentity, CaipNetwork, CaipNetworkId } from '@latch/core'
import type { RpcTransport } from '@latch/core/rpc'
import { keccak256 } from 'ethers/crypto'
import { concat, toUtf8Bytes } from 'ethers/utils'
import { readContracts } from './contractCalls'
import { decodeString } from './readTokenBalances'

const SELECTOR = { resolver: '0x0178b8bf', name: '0x691f3431', addr: '0x3b3b57de', text: '0x59d1d43c' } as const
/** Longer names and avatar URLs than these are not shown (a record is anyone's input). */
const MAX_NAME_BYTES = 255
const MAX_AVATAR_BYTES = 2048
const IPFS_GATEWAY = 'https://ipfs.io/ipfs/'

/** ENS namehash (ENSIP-1). Labels are hashed as given: a name that is not normalised fails the forward check. */
export function namehash(name: string): string {
  let node = `0x${'00'.repeat(32)}`
  if (!name) return node
  for (const label of name.split('.').reverse()) node = keccak256(concat([node, keccak256(toUtf8Bytes(label))]))
  return node
}

const isAddress = (v: string | undefined): v is string => typeof v === 'string' && /^0x[0-9a-f]{40}$/i.test(v)

/** The network to ask: `caipNetworkId` when it has an ENS registry (`contracts.ensRegistry`), else the first of `networks` that has one. */
function ensNetwork(networks: readonly CaipNetwork[], caipNetworkId: CaipNetworkId) {
  const network = [networks.find((n) => n.caipNetworkId === caipNetworkId), ...networks].find((n) => isAddress(n?.contracts?.ensRegistry?.address))
  const registry = network?.contracts?.ensRegistry?.address
  if (!network || !registry) return undefined
  const multicall3 = network.contracts?.multicall3?.address
  return { network, registry, ...(isAddress(multicall3) ? { multicall3 } : {}) }
}

/** Where ENS is read from, and the adapter's transport for any of its networks. */
interface EnsLookup {
  networks: readonly CaipNetwork[]
  caipNetworkId: CaipNetworkId
  transportOf: (network: CaipNetwork) => Promise<RpcTransport>
}

/** The address's ENS name and avatar, from the network `ensNetwork` picks; `{}` where none has ENS. */
export async function identityOf({ networks, caipNetworkId, address, transportOf }: EnsLookup & { address: string }): Promise<AdapterIdentity> {
  const target = ensNetwork(networks, caipNetworkId)
  return target ? readIdentity({ ...target, transport: await transportOf(target.network), address }) : {}
}

/** The address an ENS name points to (its `addr`), from the network `ensNetwork` picks; undefined when none. */
export async function resolveNameOf({ networks, caipNetworkId, name, transportOf }: EnsLookup & { name: string }): Promise<string | undefined> {
  const target = ensNetwork(networks, caipNetworkId)
  // ENS names are lower case (ENSIP-15 normalisation beyond case is not applied: such a name does not resolve).
  const normal = name.trim().toLowerCase()
  if (!target || !normal || /[\s\p{Cc}]/u.test(normal)) return undefined
  const { read, resolverOf } = ensReader({ ...target, transport: await transportOf(target.network) })
  const node = namehash(normal)
  const resolver = await resolverOf(node)
  if (!resolver) return undefined
  const [forward] = await read([{ to: resolver, data: `${SELECTOR.addr}${word(node)}` }])
  const address = addressOf(forward)
  return address && address !== NO_ADDRESS ? address : undefined
}

const word = (hex: string) => hex.replace(/^0x/, '').padStart(64, '0')
const addressOf = (result: unknown) => (typeof result === 'string' && /^0x[0-9a-f]{64}$/i.test(result) ? `0x${result.slice(26)}`.toLowerCase() : undefined)
const NO_ADDRESS = `0x${'00'.repeat(20)}`

/** `text(node, key)` call data: node, the string's offset, its length and bytes. */
function textCall(node: string, key: string): string {
  const bytes = Array.from(toUtf8Bytes(key), (b) => b.toString(16).padStart(2, '0')).join('')
  return `${SELECTOR.text}${word(node)}${word('40')}${word(String((bytes.length / 2).toString(16)))}${bytes.padEnd(Math.ceil(bytes.length / 64) * 64, '0')}`
}

/**
 * Only what an <img> can show without surprises: https and inline images; ipfs:// through a public gateway.
 * NFT avatars (`eip155:1/erc721:…`) would need the token's metadata from wherever it points: not followed.
 */
export function avatarUrl(record: string): string | undefined {
  if (/^https:\/\//i.test(record) || /^data:image\//i.test(record)) return record
  const ipfs = /^ipfs:\/\/(?:ipfs\/)?([\w./-]+)$/i.exec(record)
  return ipfs ? `${IPFS_GATEWAY}${ipfs[1]}` : undefined
}

/** Contract reads against one ENS deployment: any calls, and a node's resolver from the registry. */
function ensReader({ transport, registry, multicall3 }: { transport: RpcTransport; registry: string; multicall3?: string }) {
  const read = async (calls: { to: string; data: string }[]) => (await readContracts(transport, calls, multicall3)).map((r) => ('result' in r ? r.result : undefined))
  const resolverOf = async (node: string) => {
    const [result] = await read([{ to: registry, data: `${SELECTOR.resolver}${word(node)}` }])
    const resolver = addressOf(result)
    return resolver && resolver !== NO_ADDRESS ? resolver : undefined
  }
  return { read, resolverOf }
}

/**
 * The ENS primary name of `address` and its avatar: the reverse record (`<addr>.addr.reverse`), then the forward
 * check — the name's `addr` must be `address`, else it is anyone's claim and not shown. Four round trips
 * (each through Multicall3 where the network has it); a step that finds nothing ends with `{}`.
 */
export async function readIdentity({
  transport,
  address,
  registry,
  multicall3,
}: { transport: RpcTransport; address: string; registry: string; multicall3?: string }): Promise<AdapterIdentity> {
  const { read, resolverOf } = ensReader({ transport, registry, ...(multicall3 ? { multicall3 } : {}) })
  const owner = address.toLowerCase()
  const reverseNode = namehash(`${owner.slice(2)}.addr.reverse`)
  const reverseResolver = await resolverOf(reverseNode)
  if (!reverseResolver) return {}
  const [nameResult] = await read([{ to: reverseResolver, data: `${SELECTOR.name}${word(reverseNode)}` }])
  const name = decodeString(String(nameResult ?? ''), MAX_NAME_BYTES)
  // Control characters or spaces never belong to a name.
  if (!name || /[\s\p{Cc}]/u.test(name)) return {}
  const node = namehash(name)
  const resolver = await resolverOf(node)
  if (!resolver) return {}
  const [forward, avatar] = await read([
    { to: resolver, data: `${SELECTOR.addr}${word(node)}` },
    { to: resolver, data: textCall(node, 'avatar') },
  ])
  if (addressOf(forward) !== owner) return {}
  const url = avatarUrl(decodeString(String(avatar ?? ''), MAX_AVATAR_BYTES))
  return { name, ...(url ? { avatar: url } : {}) }
}
