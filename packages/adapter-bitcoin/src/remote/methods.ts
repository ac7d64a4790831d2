/** The WalletConnect `bip122` namespace methods and events Latch asks a wallet for (WalletConnect's Bitcoin RPC reference). */
export const WALLETCONNECT_METHODS = ['signMessage', 'sendTransfer', 'signPsbt', 'getAccountAddresses'] as const
export const WALLETCONNECT_EVENTS = ['bip122_addressesChanged'] as const
