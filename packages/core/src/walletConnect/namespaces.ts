/** The namespaces a WalletConnect proposal asks for, and what an approved session holds. Pure. */
import type { ChainAdapter } from '../adapters/chainAdapter'
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
    const walletConnect = adapter.remote?.walletConnect
    if (!walletConnect) continue
    const chains = networks.filter((n) => n.chainNamespace === adapter.namespace).map((n) => n.caipNetworkId)
    if (chains.length === 0) continue
    result[adapter.namespace] = { chains, methods: [...walletConnect.methods], events: [...walletConnect.events] }
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

/** What a session's accounts are checked against: the dapp's side of the proposal, and the adapters. */
export interface SessionAccountRules {
  /** Whether the dapp asked for this chain (every proposal chain is optional: the dapp's networks). */
  requested(caipNetworkId: CaipNetworkId): boolean
  /** The namespace adapter's address check (false when no adapter serves the namespace). */
  isAddress(namespace: ChainNamespace, address: string, caipNetworkId: CaipNetworkId): boolean
  /** Told about each account left out, with why. */
  dropped(account: string, reason: string): void
}

/** Why a session account (CAIP-10, in namespace `key`) is unusable, or undefined when it is fine. */
export function accountProblem(account: unknown, key: string, rules: SessionAccountRules): string | undefined {
  const parsed = typeof account === 'string' ? parseCaipAddress(account) : undefined
  if (!parsed) return 'not CAIP-10'
  if (parsed.namespace !== key) return 'another namespace'
  if (!rules.requested(parsed.caipNetworkId)) return 'chain not requested'
  if (!rules.isAddress(parsed.namespace, parsed.address, parsed.caipNetworkId)) return 'invalid address'
  return undefined
}

/**
 * Reads `{ eip155: { accounts: ['eip155:1:0xabc', …] } }` into addresses per namespace. The wallet's answer is
 * untrusted: an account that is not CAIP-10, sits in another namespace or on a chain the dapp did not ask
 * for, or whose address the adapter rejects is dropped (and reported), never handed to the dapp.
 */
export function sessionAccounts(namespaces: Record<string, { accounts?: readonly string[] }>, rules: SessionAccountRules): SessionNamespaceAccounts[] {
  const out: SessionNamespaceAccounts[] = []
  for (const [key, value] of Object.entries(namespaces)) {
    const parsed = []
    for (const account of value.accounts ?? []) {
      const problem = accountProblem(account, key, rules)
      if (problem) rules.dropped(String(account), problem)
      else parsed.push(parseCaipAddress(account) as NonNullable<ReturnType<typeof parseCaipAddress>>)
    }
    const first = parsed[0]
    if (!first || !isChainNamespace(key)) continue
    const addresses = [...new Set(parsed.map((a) => a.address))]
    out.push({ namespace: key, addresses, caipNetworkId: first.caipNetworkId })
  }
  return out
}

/**
 * The usable accounts of a wallet's `accountsChanged` event on `caipNetworkId` (CAIP-10 ids, or plain addresses
 * read as on that chain), by the same rules, as CAIP-10 ids. Undefined when nothing in it is usable: the event
 * is then ignored, rather than read as the empty list that means the wallet disconnected.
 */
export function eventAccounts(data: unknown, caipNetworkId: string, rules: SessionAccountRules): string[] | undefined {
  if (!Array.isArray(data)) return undefined
  const valid: string[] = []
  for (const entry of data) {
    const account = typeof entry === 'string' && !entry.includes(':') ? `${caipNetworkId}:${entry}` : entry
    const problem = accountProblem(account, caipNetworkId.split(':')[0] as string, rules)
    if (problem) rules.dropped(String(entry), problem)
    else valid.push(account)
  }
  return data.length > 0 && valid.length === 0 ? undefined : valid
}
