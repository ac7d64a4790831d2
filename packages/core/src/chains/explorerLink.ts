import type { NamespaceState } from '../types/client'
import { explorerUrl } from '../utils/explorer'

/** The explorer link follows address and network wherever either changes, so no flow has to remember it. */
export function withExplorerUrl(state: NamespaceState): NamespaceState {
  const { address } = state.account
  const addressExplorerUrl = address ? explorerUrl(state.network.caipNetwork, 'address', address) : undefined
  return addressExplorerUrl === state.account.addressExplorerUrl ? state : { ...state, account: { ...state.account, addressExplorerUrl } }
}
