/** Every local-storage key of spec §3, by name; each is prefixed (`storagePrefix`) so two dapps on one origin keep apart. */
export const DEFAULT_STORAGE_PREFIX = 'latch'

/** Key names after the prefix. Per-namespace keys end in `.<namespace>`. */
export const STORAGE_KEYS = {
  emailLoginUsed: 'emailLoginUsed',
  email: 'email',
  socialUsername: 'socialUsername',
  /** The social login behind the embedded wallet's session (as the original's `social_provider`), for a restored session. */
  socialProvider: 'socialProvider',
  lastEmailLoginTime: 'lastEmailLoginTime',
  lastUsedChain: 'lastUsedChain',
  activeCaipNetworkId: 'activeCaipNetworkId',
  smartAccountEnabledNetworks: 'smartAccountEnabledNetworks',
  preferredAccountTypes: 'preferredAccountTypes',
  connectedNamespaces: 'connectedNamespaces',
  connectionStatus: 'connectionStatus',
  connectorId: 'connectorId',
  address: 'address',
  recentWallets: 'recentWallets',
  identityCache: 'identityCache',
  /**
   * A WalletConnect pairing handed to a wallet on a browser that reuses it (spec §4), for a reload on return.
   * Not named "walletConnect…": the WalletConnect SDK moves every localStorage key containing that word (or `wc_`,
   * `wc@`) into its own IndexedDB store on a first start, and this one must still be here for that start.
   */
  walletConnectPairing: 'pendingPairing',
} as const
