/** The WalletConnect `polkadot` namespace methods Latch asks a wallet for (WalletConnect's Polkadot RPC reference). */
export const WALLETCONNECT_METHODS = ['polkadot_signTransaction', 'polkadot_signMessage'] as const
