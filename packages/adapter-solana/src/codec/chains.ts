/**
 * Wallet Standard names Solana clusters `solana:mainnet`, `solana:devnet`, `solana:testnet`, while CAIP-2 (and so
 * core) names them by genesis hash. Other networks (a local validator) are passed to the wallet by their CAIP-2 id.
 */
import type { CaipNetworkId } from '@latch/core'

const WALLET_CHAINS: Record<string, `solana:${string}`> = {
  '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': 'solana:mainnet',
  // Mainnet's legacy CAIP-2 reference, still sent by some WalletConnect wallets.
  '4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZ': 'solana:mainnet',
  EtWTRABZaYq6iMfeYKouRu166VU2xqa1: 'solana:devnet',
  '8E9rvCKLFQia2Y35HXjjpWzj8weVo44K': 'solana:devnet',
  '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z': 'solana:testnet',
}

/** The Wallet Standard chain for a CAIP-2 network id. */
export function walletChainOf(caipNetworkId: CaipNetworkId): `${string}:${string}` {
  const reference = caipNetworkId.slice(caipNetworkId.indexOf(':') + 1)
  return WALLET_CHAINS[reference] ?? caipNetworkId
}
