/**
 * One wallet that announces itself on several namespaces under one name (MetaMask, Phantom, … on EIP-6963 and
 * Wallet Standard) is one MULTI_CHAIN connector (spec §3 connector types): listed once, and connecting it connects
 * every namespace it speaks in one step. The lists that show wallets fold them (their code loads with those views);
 * the snapshot keeps each namespace's own connectors.
 */
import type { Connector } from '../types/chain'
import { MULTI_CHAIN_PREFIX } from '../constants'
const key = (c: Connector) => c.name.trim().toLowerCase()
const groupable = (c: Connector) => c.type === 'ANNOUNCED' || c.type === 'INJECTED'

/** The list with each multi-namespace wallet's connectors folded into one, where its first one was. */
export function groupMultiChain(connectors: readonly Connector[]): Connector[] {
  const groups = new Map<string, Connector[]>()
  for (const c of connectors) {
    if (!groupable(c)) continue
    const group = groups.get(key(c)) ?? []
    // One per namespace: a second announcement on the same namespace stays a wallet of its own.
    if (!group.some((g) => g.chain === c.chain)) group.push(c)
    groups.set(key(c), group)
  }
  const out: Connector[] = []
  for (const c of connectors) {
    const group = groupable(c) ? groups.get(key(c)) : undefined
    if (!group || group.length < 2 || !group.includes(c)) {
      out.push(c)
      continue
    }
    if (group[0] !== c) continue
    const image = group.find((g) => g.imageUrl)?.imageUrl
    const rdns = group.find((g) => g.info?.rdns)?.info
    out.push({ id: `${MULTI_CHAIN_PREFIX}${key(c)}`, name: c.name, type: 'MULTI_CHAIN', chain: c.chain, ...(image ? { imageUrl: image } : {}), ...(rdns ? { info: rdns } : {}), connectors: group })
  }
  return out
}
