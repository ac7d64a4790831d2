/** The WalletConnect `solana` namespace methods Latch asks a wallet for (WalletConnect's Solana RPC reference). */
export const WALLETCONNECT_METHODS = [
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAndSendTransaction',
  'solana_signAllTransactions',
  'solana_getAccounts',
  'solana_requestAccounts',
] as const
