/**
 * Where an instance starts (spec §3, §4): each namespace's network and account, the active namespace, the theme, the
 * recent wallets and the first alert, from the options, storage and a server's `initialState`, before any wallet is
 * asked. Plain values, no store: createLatch seeds its atoms with them, and the snapshot a page paints before the
 * client has loaded (client/startSnapshot) is built from the same.
 */
import { withExplorerUrl } from '../chains/explorerLink'
import { requestedNetworksOf, servedNamespacesOf, startNetworkOf } from '../chains/startNetworks'
import type { LatchErrorInfo } from '../errors/types'
import { storedConnections } from '../flows/storedConnections'
import type { ResolvedOptions } from '../options/defaults'
import { applyInitialState } from '../ssr/applyInitialState'
import type { LatchInitialState } from '../ssr/types'
import { emptyAccount } from '../state/initial'
import type { StartReads } from '../store/startReads'
import { initialThemeMode } from '../theme/initialThemeMode'
import type { ChainNamespace } from '../types/chain'
import type { NamespaceState } from '../types/client'
import type { ThemeState } from '../types/theme'

export interface StartState {
  namespaces: Partial<Record<ChainNamespace, NamespaceState>>
  activeNamespace: ChainNamespace | undefined
  theme: ThemeState
  recentConnectorIds: readonly string[]
  alert: LatchErrorInfo | undefined
  /** Namespaces whose connection the connection code must ask its adapter about. */
  toRestore: ChainNamespace[]
  /** Stored connections that cannot come back; their keys are cleared when the client starts. */
  forget: ChainNamespace[]
  /** Namespaces stored as disconnected, whose cached address is cleared when the client starts. */
  staleAddress: ChainNamespace[]
}

export interface StartInput {
  options: ResolvedOptions
  storage: StartReads
  /** A server rendered this page: nothing stored is shown, so the first render is the server's. */
  ssr?: boolean
  initialState?: LatchInitialState
  /** In a browser the connection code asks at once, so a stored connection shows as reconnecting from the start. */
  inBrowser: boolean
}

export function startState({ options, storage, ssr, initialState, inBrowser }: StartInput): StartState {
  const namespaces: StartState['namespaces'] = {}
  const smartAccountEnabledNetworks = storage.getSmartAccountEnabledNetworks()
  for (const namespace of servedNamespacesOf(options)) {
    namespaces[namespace] = {
      account: emptyAccount(),
      network: {
        caipNetwork: startNetworkOf(options, storage, namespace),
        requestedCaipNetworks: requestedNetworksOf(options, namespace),
        approvedCaipNetworkIds: [],
        supportsAllNetworks: false,
        smartAccountEnabledNetworks,
        isUnsupportedChain: false,
      },
    }
  }
  const last = storage.getLastUsedChain()
  const activeNamespace: ChainNamespace | undefined = last && namespaces[last] ? last : (options.defaultNamespace ?? options.defaultNetwork.chainNamespace)

  const stored = storedConnections(options, storage)
  for (const c of ssr ? [] : stored.restore) {
    const current = namespaces[c.namespace] as NamespaceState
    const account = { ...current.account, status: 'connecting' as const, address: c.address, caipAddress: c.caipAddress, connectorId: c.connectorId }
    namespaces[c.namespace] = withExplorerUrl({ ...current, account })
  }
  let start: Pick<StartState, 'namespaces' | 'activeNamespace' | 'toRestore'> = { namespaces, activeNamespace, toRestore: stored.restore.map((c) => c.namespace) }
  if (initialState) start = applyInitialState(options, initialState, start)
  // What was "connecting" from storage shows as reconnecting while the adapters are asked (flows/restoreStatus).
  if (inBrowser) {
    for (const ns of start.toRestore) {
      const current = start.namespaces[ns]
      if (current?.account.status === 'connecting') start.namespaces[ns] = { ...current, account: { ...current.account, status: 'reconnecting' } }
    }
  }

  return {
    ...start,
    theme: { themeMode: initialThemeMode(options.themeMode), themeVariables: options.themeVariables ?? {} },
    recentConnectorIds: storage.getRecentWallets(),
    alert: options.alerts[0]?.toInfo(),
    forget: stored.forget,
    staleAddress: stored.staleAddress,
  }
}
