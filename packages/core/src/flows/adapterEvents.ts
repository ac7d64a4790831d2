/** Wallet-side events from each adapter: account, chain and disconnect changes, new connectors. */
import { getNamespaceState, resetAccount, resetNetwork, updateAccount } from '../chains/namespaceState'
import { setConnectors } from '../connectors/connectors'
import type { LatchContext } from '../state/context'
import type { AccountType, ChainNamespace } from '../types/chain'
import { toCaipAddress } from '../utils/caip'
import { fetchBalance } from './balance'
import { applyStoredIdentity } from './identityCache'
import { applyWalletNetwork } from './walletNetwork'

export function listenToAdapters(ctx: LatchContext): () => void {
  const offs: (() => void)[] = []
  for (const [ns, adapter] of ctx.adapters) {
    offs.push(
      adapter.on('connectorsChanged', ({ connectors }) => setConnectors(ctx, ns, connectors)),
      adapter.on('accountsChanged', ({ accounts }) => onAccountsChanged(ctx, ns, accounts)),
      adapter.on('chainChanged', ({ caipNetworkId }) => {
        if (getNamespaceState(ctx, ns)?.account.status !== 'connected') return
        if (applyWalletNetwork(ctx, ns, caipNetworkId)) {
          const account = getNamespaceState(ctx, ns)?.account
          if (account?.address) updateAccount(ctx, ns, { caipAddress: toCaipAddress(caipNetworkId, account.address) })
        }
        // On an unsupported chain too: the last network's balance must not stay (it becomes "0.00").
        void fetchBalance(ctx, ns)
      }),
      adapter.on('disconnect', () => {
        if (!getNamespaceState(ctx, ns)?.account.address) return
        resetAccount(ctx, ns)
        resetNetwork(ctx, ns)
        ctx.track('DISCONNECT_SUCCESS', { namespace: ns, initiator: 'wallet' })
      }),
    )
  }
  return () => {
    for (const off of offs) off()
  }
}

function onAccountsChanged(ctx: LatchContext, ns: ChainNamespace, accounts: { address: string; type: AccountType }[]): void {
  const state = getNamespaceState(ctx, ns)
  if (state?.account.status !== 'connected') return
  const first = accounts[0]
  if (!first) {
    // An empty list is the wallet revoking this site.
    resetAccount(ctx, ns)
    resetNetwork(ctx, ns)
    ctx.track('DISCONNECT_SUCCESS', { namespace: ns, initiator: 'wallet' })
    return
  }
  if (first.address === state.account.address) return
  const networkId = state.network.caipNetwork?.caipNetworkId
  updateAccount(ctx, ns, {
    address: first.address,
    caipAddress: networkId ? toCaipAddress(networkId, first.address) : undefined,
    allAccounts: accounts,
    balance: undefined,
    balanceSymbol: undefined,
  })
  ctx.storage.setAddress(ns, first.address)
  // The last address's name must not stay; the new one's shows if it was looked up before.
  applyStoredIdentity(ctx, ns, first.address)
  void fetchBalance(ctx, ns)
}
