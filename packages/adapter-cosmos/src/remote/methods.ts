/** The WalletConnect `cosmos` namespace methods and events Latch asks a wallet for (WalletConnect's Cosmos RPC reference). */
export const WALLETCONNECT_METHODS = ['cosmos_getAccounts', 'cosmos_signDirect', 'cosmos_signAmino'] as const
export const WALLETCONNECT_EVENTS = ['accountsChanged', 'chainChanged'] as const
