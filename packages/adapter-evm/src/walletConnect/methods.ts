/** What a WalletConnect proposal asks an EVM wallet for (kept apart so the session provider can load lazily). */
export const WALLET_CONNECT_METHODS = [
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'eth_sign',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
] as const

export const WALLET_CONNECT_EVENTS = ['accountsChanged', 'chainChanged'] as const
