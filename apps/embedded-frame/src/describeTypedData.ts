/**
 * eth_signTypedData_v4 on the approval screen: the domain (name, version, chain, verifying contract), then
 * the message's typed fields in type order, nested structs and arrays indented. Only what ethers signs is
 * shown (the normaliser already dropped untyped keys), and nothing is cut: the screen scrolls.
 */
import { getAddress } from 'ethers'
import type { TypedDataRequest } from '../shared/signRequest.mjs'
import { rawAmount, visibleText } from './format'
import { type ChainInfo, type Described, networkName, networkRow, type Row, warningRow } from './rows'

// Types whose signature lets someone move the signer's tokens: EIP-2612 (and DAI/ERC-721 style) permits,
// Uniswap Permit2's, and Seaport orders.
const MOVES_TOKENS = new Set([
  'Permit',
  'PermitForAll',
  'PermitSingle',
  'PermitBatch',
  'PermitTransferFrom',
  'PermitBatchTransferFrom',
  'PermitWitnessTransferFrom',
  'PermitBatchWitnessTransferFrom',
  'OrderComponents',
  'BulkOrder',
])
const PERMIT2 = '0x000000000022d473030f116ddee9f6b43ac78ba3'
const ARRAY = /^(.*)\[(\d*)\]$/

interface Walk {
  types: TypedDataRequest['types']
  rows: Row[]
  escaped: boolean
}

function leaf(walk: Walk, type: string, value: unknown): Pick<Row, 'value' | 'kind'> {
  const uint = /^uint(\d+)$/.exec(type)
  if (uint) return { value: rawAmount(BigInt(value as string), Number(uint[1])) }
  if (/^int\d+$/.test(type)) return { value: String(value) }
  if (type === 'address') return { value: getAddress(value as string) }
  if (type === 'bool') return { value: value ? 'true' : 'false' }
  if (type.startsWith('bytes')) return { value: String(value), kind: 'code' }
  const shown = visibleText(String(value))
  if (shown.escaped) walk.escaped = true
  return { value: shown.text }
}

function field(walk: Walk, label: string, type: string, value: unknown, depth: number) {
  const array = ARRAY.exec(type)
  if (array) {
    const items = value as unknown[]
    walk.rows.push({ label, value: `${type} (${items.length} item${items.length === 1 ? '' : 's'})`, depth })
    for (const [i, item] of items.entries()) field(walk, `[${i}]`, array[1] as string, item, depth + 1)
    return
  }
  const struct = walk.types[type]
  if (struct) {
    walk.rows.push({ label, value: type, depth })
    for (const f of struct) field(walk, f.name, f.type, (value as Record<string, unknown>)[f.name], depth + 1)
    return
  }
  walk.rows.push({ label, ...leaf(walk, type, value), depth })
}

export function describeTypedData(request: TypedDataRequest, chain: ChainInfo): Described {
  const { domain, types, primaryType, message } = request
  const walk: Walk = { types, rows: [], escaped: false }
  for (const f of types[primaryType] ?? []) field(walk, f.name, f.type, message[f.name], 1)

  const domainChain = domain.chainId === undefined ? undefined : BigInt(domain.chainId)
  const warnings: string[] = []
  if (MOVES_TOKENS.has(primaryType) || domain.verifyingContract === PERMIT2 || domain.name === 'Seaport') warnings.push('This signature can move your tokens.')
  if (domainChain !== undefined && domainChain !== BigInt(chain.chainId)) warnings.push(`This signature is for chain ${domainChain}, not ${networkName(chain)} that the wallet is using.`)
  if (walk.escaped) warnings.push('A text field contains invisible or direction-changing characters, written out as ⟨U+…⟩.')

  const notSet = 'Not set'
  const rows: Row[] = [
    ...warnings.map(warningRow),
    { label: 'Domain name', value: domain.name === undefined ? notSet : visibleText(domain.name).text },
    { label: 'Domain version', value: domain.version === undefined ? notSet : visibleText(domain.version).text },
    { label: 'Domain chain', value: domainChain === undefined ? notSet : domainChain === BigInt(chain.chainId) ? `${domainChain} (${chain.name})` : `${domainChain}` },
    { label: 'Verifying contract', value: domain.verifyingContract === undefined ? notSet : getAddress(domain.verifyingContract) },
    ...(domain.salt === undefined ? [] : [{ label: 'Domain salt', value: domain.salt, kind: 'code' as const }]),
    { label: 'Message', value: primaryType },
    ...walk.rows,
    networkRow(chain),
  ]
  return { title: 'Sign typed data', rows }
}
