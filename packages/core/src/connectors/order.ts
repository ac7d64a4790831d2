/** Ordering rules of spec §2: connect methods and connector types. Pure functions. */
import type { Connector } from '../types/chain'

export type ConnectMethod = 'email' | 'social' | 'wallet'
export type ConnectorTypeGroup = 'walletConnect' | 'recent' | 'injected' | 'featured' | 'custom' | 'external' | 'recommended'

/**
 * Default order email, social, wallet; when an injected or announced wallet exists the user most
 * likely came to use it, so wallet goes first. A host-given order always wins. Disabled methods are
 * left out.
 */
export function orderConnectMethods(params: {
  configured?: readonly ConnectMethod[]
  connectors: readonly Connector[]
  email: boolean
  social: boolean
}): ConnectMethod[] {
  const hasInstalled = params.connectors.some((c) => c.type === 'INJECTED' || c.type === 'ANNOUNCED')
  const order = params.configured ?? (hasInstalled ? ['wallet', 'email', 'social'] : ['email', 'social', 'wallet'])
  return order.filter((m, i) => order.indexOf(m) === i && (m === 'wallet' || (m === 'email' ? params.email : params.social)))
}

const isInstalled = (c: Connector) => c.type === 'INJECTED' || c.type === 'ANNOUNCED' || c.type === 'MULTI_CHAIN'

function groupOf(connector: Connector, recent: readonly string[], featured: readonly string[]): ConnectorTypeGroup | undefined {
  if (recent.includes(connector.id)) return 'recent'
  if (connector.type === 'WALLET_CONNECT') return 'walletConnect'
  if (featured.includes(connector.id) || (connector.explorerId !== undefined && featured.includes(connector.explorerId))) return 'featured'
  if (isInstalled(connector)) return 'injected'
  if (connector.type === 'EXTERNAL') return 'external'
  // AUTH (e-mail/social) is not a wallet row; it has its own connect methods.
  return undefined
}

/**
 * The wallet list: grouped by the connector-type order, recents most-recent first, and otherwise in
 * the order adapters reported them. One row per wallet: a wallet announced on two namespaces (same
 * rdns) is listed once.
 *
 * `mobile`: on a phone an injected or announced wallet means the page runs inside that wallet's own
 * in-app browser, so it is what the user came with: installed wallets go first, ahead of WalletConnect,
 * recents and the type order (a phone has no browser extensions to compete with it).
 */
export function orderConnectors(params: {
  connectors: readonly Connector[]
  recentIds: readonly string[]
  featuredIds?: readonly string[]
  typeOrder: readonly ConnectorTypeGroup[]
  mobile?: boolean
}): Connector[] {
  const { recentIds, mobile = false } = params
  const typeOrder: readonly (ConnectorTypeGroup | 'inAppWallet')[] = mobile ? ['inAppWallet', ...params.typeOrder] : params.typeOrder
  const featured = params.featuredIds ?? []
  const seen = new Set<string>()
  const unique = params.connectors.filter((c) => {
    const key = c.info?.rdns ?? c.id
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
  const rank = (c: Connector): [number, number] => {
    const group = mobile && isInstalled(c) ? 'inAppWallet' : groupOf(c, recentIds, featured)
    const g = group === undefined ? -1 : typeOrder.indexOf(group)
    const within = group === 'recent' ? recentIds.indexOf(c.id) : group === 'featured' ? featured.indexOf(c.explorerId ?? c.id) : 0
    return [g < 0 ? typeOrder.length : g, within]
  }
  return unique
    .map((c, i) => ({ c, i, r: rank(c) }))
    .filter(({ c }) => groupOf(c, recentIds, featured) !== undefined)
    .sort((a, b) => a.r[0] - b.r[0] || a.r[1] - b.r[1] || a.i - b.i)
    .map(({ c }) => c)
}
