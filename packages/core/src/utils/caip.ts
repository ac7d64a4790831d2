/** CAIP-2 / CAIP-10 parsing: the only place core splits chain and account ids. */
import type { CaipAddress, CaipNetworkId, ChainNamespace } from '../types/chain'

/** Namespaces the product supports (spec §1). */
export const CHAIN_NAMESPACES = ['eip155', 'solana', 'polkadot', 'bip122', 'cosmos'] as const

export function isChainNamespace(value: unknown): value is ChainNamespace {
  return typeof value === 'string' && (CHAIN_NAMESPACES as readonly string[]).includes(value)
}

/** `eip155:1` → { namespace: 'eip155', reference: '1' }; undefined when malformed or the namespace is unknown. */
export function parseCaipNetworkId(id: string): { namespace: ChainNamespace; reference: string } | undefined {
  const at = id.indexOf(':')
  if (at <= 0) return undefined
  const namespace = id.slice(0, at)
  const reference = id.slice(at + 1)
  if (!isChainNamespace(namespace) || reference === '' || reference.includes(':')) return undefined
  return { namespace, reference }
}

/**
 * `eip155:1:0xabc` → parts; undefined unless there are three non-empty parts with a known namespace (spec §5).
 * The address part may itself contain no further colon.
 */
export function parseCaipAddress(caipAddress: string): { namespace: ChainNamespace; reference: string; address: string; caipNetworkId: CaipNetworkId } | undefined {
  const parts = caipAddress.split(':')
  if (parts.length !== 3) return undefined
  const [namespace, reference, address] = parts as [string, string, string]
  if (!isChainNamespace(namespace) || reference === '' || address === '') return undefined
  return { namespace, reference, address, caipNetworkId: `${namespace}:${reference}` }
}

export function toCaipAddress(caipNetworkId: CaipNetworkId, address: string): CaipAddress {
  return `${caipNetworkId}:${address}`
}

export function namespaceOf(caipNetworkId: string): ChainNamespace | undefined {
  return parseCaipNetworkId(caipNetworkId)?.namespace
}
