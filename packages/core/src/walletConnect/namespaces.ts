/** The namespaces a WalletConnect proposal asks for, and what an approved session holds. Pure. */
import type { ChainAdapter } from '../adapters/contract'
import type { CaipNetwork, CaipNetworkId, ChainNamespace } from '../types/chain'
import { isChainNamespace, parseCaipAddress } from '../utils/caip'

export interface ProposalNamespace {
  chains: CaipNetworkId[]
  methods: string[]
  events: string[]
}

/** One optional namespace per adapter that speaks WalletConnect, with the dapp's networks of it. */
export function buildOptionalNamespaces(adapters: readonly ChainAdapter[], networks: readonly CaipNetwork[]): Record<string, ProposalNamespace> {
  const result: Record<string, ProposalNamespace> = {}
  for (const adapter of adapters) {
    if (!adapter.walletConnect) continue
    const chains = networks.filter((n) => n.chainNamespace === adapter.namespace).map((n) => n.caipNetworkId)
    if (chains.length === 0) continue
    result[adapter.namespace] = { chains, methods: [...adapter.walletConnect.methods], events: [...adapter.walletConnect.events] }
  }
  return result
}

export interface SessionNamespaceAccounts {
  namespace: ChainNamespace
  /** Unique addresses in the wallet's order. */
  addresses: string[]
  /** The chain of the first account. */
  caipNetworkId: CaipNetworkId
}

/** Reads `{ eip155: { accounts: ['eip155:1:0xabc', …] } }` into addresses per namespace; bad entries are skipped. */
export function sessionAccounts(namespaces: Record<string, { accounts?: readonly string[] }>): SessionNamespaceAccounts[] {
  const out: SessionNamespaceAccounts[] = []
  for (const [key, value] of Object.entries(namespaces)) {
    const parsed = (value.accounts ?? []).map((a) => parseCaipAddress(a)).filter((a) => a !== undefined)
    const first = parsed[0]
    if (!first || !isChainNamespace(key) || first.namespace !== key) continue
    const addresses = [...new Set(parsed.map((a) => a.address))]
    out.push({ namespace: key, addresses, caipNetworkId: first.caipNetworkId })
  }
  return out
}
