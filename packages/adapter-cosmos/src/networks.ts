/**
 * The built-in Cosmos chains. A chain's CAIP-2 reference is its chain id (CAIP-5). Each network's RPC URL is a
 * public CometBFT RPC (publicnode); a dapp replaces it with `customRpcUrls`. Prefixes, denoms and average gas
 * prices follow the Cosmos chain registry; a dapp's own chain adds its config with the adapter's `chains` option.
 */
import { type CaipNetwork, type CaipNetworkId, defineNetwork } from '@latch/core'
import type { CosmosChainConfig } from './types'

interface Chain {
  chainId: string
  name: string
  symbol: string
  decimals: number
  rpc: string
  explorer: string
}

function cosmosNetwork(chain: Chain): CaipNetwork {
  return defineNetwork({
    id: chain.chainId,
    name: chain.name,
    caipNetworkId: `cosmos:${chain.chainId}`,
    chainNamespace: 'cosmos',
    nativeCurrency: { name: chain.name, symbol: chain.symbol, decimals: chain.decimals },
    rpcUrls: { default: { http: [chain.rpc] } },
    blockExplorers: { default: { name: 'Mintscan', url: chain.explorer } },
  })
}

// Pure: a dapp's bundle holds only the networks it imports (the adapter's address check needs none of them, see
// CHAIN_CONFIGS).
export const cosmoshub = /* @__PURE__ */ cosmosNetwork({ chainId: 'cosmoshub-4', name: 'Cosmos Hub', symbol: 'ATOM', decimals: 6, rpc: 'https://cosmos-rpc.publicnode.com', explorer: 'https://www.mintscan.io/cosmos' })
export const osmosis = /* @__PURE__ */ cosmosNetwork({ chainId: 'osmosis-1', name: 'Osmosis', symbol: 'OSMO', decimals: 6, rpc: 'https://osmosis-rpc.publicnode.com', explorer: 'https://www.mintscan.io/osmosis' })
export const celestia = /* @__PURE__ */ cosmosNetwork({ chainId: 'celestia', name: 'Celestia', symbol: 'TIA', decimals: 6, rpc: 'https://celestia-rpc.publicnode.com', explorer: 'https://www.mintscan.io/celestia' })
export const dydx = /* @__PURE__ */ cosmosNetwork({ chainId: 'dydx-mainnet-1', name: 'dYdX', symbol: 'DYDX', decimals: 18, rpc: 'https://dydx-rpc.publicnode.com', explorer: 'https://www.mintscan.io/dydx' })
export const injective = /* @__PURE__ */ cosmosNetwork({ chainId: 'injective-1', name: 'Injective', symbol: 'INJ', decimals: 18, rpc: 'https://injective-rpc.publicnode.com', explorer: 'https://www.mintscan.io/injective' })

/**
 * Each built-in network's prefix, fee denom and average gas price. Keyed by the CAIP-2 ids written out
 * (networks.test.ts checks them against the networks above), so the adapter's eager address check does not pull
 * the network objects into a dapp's first bundle.
 */
export const CHAIN_CONFIGS: Readonly<Record<CaipNetworkId, CosmosChainConfig>> = {
  'cosmos:cosmoshub-4': { prefix: 'cosmos', denom: 'uatom', gasPrice: '0.025uatom', rest: 'https://cosmos-rest.publicnode.com' },
  'cosmos:osmosis-1': { prefix: 'osmo', denom: 'uosmo', gasPrice: '0.025uosmo', rest: 'https://osmosis-rest.publicnode.com' },
  'cosmos:celestia': { prefix: 'celestia', denom: 'utia', gasPrice: '0.02utia', rest: 'https://celestia-rest.publicnode.com' },
  'cosmos:dydx-mainnet-1': { prefix: 'dydx', denom: 'adydx', gasPrice: '12500000000adydx', rest: 'https://dydx-rest.publicnode.com' },
  'cosmos:injective-1': { prefix: 'inj', denom: 'inj', gasPrice: '500000000inj', coinType: 60, keyAlgo: 'ethsecp256k1', rest: 'https://injective-rest.publicnode.com' },
}
