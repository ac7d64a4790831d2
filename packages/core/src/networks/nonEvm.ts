/** Ready-made networks of the other namespaces (spec §9: Solana 9 decimals, bitcoin 8). */
import { BITCOIN_DECIMALS, SOLANA_DECIMALS } from '../constants'
import type { CaipNetwork } from '../types/chain'

const sol = { name: 'Solana', symbol: 'SOL', decimals: SOLANA_DECIMALS } as const

function solanaNetwork(reference: string, name: string, rpc: string, testnet: boolean, cluster: string, deprecated?: string): CaipNetwork {
  return {
    id: reference,
    name,
    caipNetworkId: `solana:${reference}`,
    chainNamespace: 'solana',
    nativeCurrency: sol,
    rpcUrls: { default: { http: [rpc] } },
    blockExplorers: { default: { name: 'Solscan', url: cluster ? `https://solscan.io/?cluster=${cluster}` : 'https://solscan.io' } },
    ...(testnet ? { testnet } : {}),
    ...(deprecated ? { deprecatedCaipNetworkId: `solana:${deprecated}` as const } : {}),
  }
}

// Some WalletConnect wallets still name mainnet by its old id.
export const solana = /* @__PURE__ */ solanaNetwork('5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'Solana', 'https://api.mainnet-beta.solana.com', false, '', '4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZ')
export const solanaDevnet = /* @__PURE__ */ solanaNetwork('EtWTRABZaYq6iMfeYKouRu166VU2xqa1', 'Solana Devnet', 'https://api.devnet.solana.com', true, 'devnet', '8E9rvCKLFQia2Y35HXjjpWzj8weVo44K')
export const solanaTestnet = /* @__PURE__ */ solanaNetwork('4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z', 'Solana Testnet', 'https://api.testnet.solana.com', true, 'testnet')

/** BIP-122: a chain is named by the first 32 hex characters of its genesis block hash. */
const BITCOIN_GENESIS = '000000000019d6689c085ae165831e93'

export const bitcoin: CaipNetwork = {
  id: BITCOIN_GENESIS,
  name: 'Bitcoin',
  caipNetworkId: `bip122:${BITCOIN_GENESIS}`,
  chainNamespace: 'bip122',
  nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: BITCOIN_DECIMALS },
  rpcUrls: { default: { http: ['https://mempool.space/api'] } },
  blockExplorers: { default: { name: 'Mempool', url: 'https://mempool.space' } },
}
