/**
 * The built-in Polkadot-family networks. A network's CAIP-2 reference is the first 32 hex characters of its genesis
 * hash (CAIP-13). Each has both HTTP and WebSocket endpoints: @polkadot/api prefers the WebSocket one.
 */
import type { CaipNetwork, CaipNetworkId } from '@latch/core'

interface Chain {
  genesisHash: `0x${string}`
  name: string
  symbol: string
  decimals: number
  /** Host of the public RPC node (the same host answers HTTP and WebSocket). */
  rpcHost: string
  /** Subscan's subdomain for the chain. */
  subscan: string
  testnet?: boolean
}

function polkadotNetwork(chain: Chain): CaipNetwork {
  const reference = chain.genesisHash.slice(2, 34)
  return {
    id: reference,
    name: chain.name,
    caipNetworkId: `polkadot:${reference}`,
    chainNamespace: 'polkadot',
    nativeCurrency: { name: chain.symbol, symbol: chain.symbol, decimals: chain.decimals },
    rpcUrls: { default: { http: [`https://${chain.rpcHost}`], webSocket: [`wss://${chain.rpcHost}`] } },
    blockExplorers: { default: { name: 'Subscan', url: `https://${chain.subscan}.subscan.io` } },
    ...(chain.testnet ? { testnet: true } : {}),
  }
}

// Genesis hashes as in @polkadot/networks 14.0.3's knownGenesis (checked by hand; Paseo is not listed there). Pure:
// a dapp's bundle holds only the networks it imports (the adapter's address check needs none, see SS58_PREFIXES).
export const polkadot = /* @__PURE__ */ polkadotNetwork({
  genesisHash: '0x91b171bb158e2d3848fa23a9f1c25182fb8e20313b2c1eb49219da7a70ce90c3',
  name: 'Polkadot',
  symbol: 'DOT',
  decimals: 10,
  rpcHost: 'rpc.polkadot.io',
  subscan: 'polkadot',
})
export const kusama = /* @__PURE__ */ polkadotNetwork({
  genesisHash: '0xb0a8d493285c2df73290dfb7e61f870f17b41801197a149ca93654499ea3dafe',
  name: 'Kusama',
  symbol: 'KSM',
  decimals: 12,
  rpcHost: 'kusama-rpc.polkadot.io',
  subscan: 'kusama',
})
export const westend = /* @__PURE__ */ polkadotNetwork({
  genesisHash: '0xe143f23803ac50e8f6f8e62695d1ce9e4e1d68aa36c1cd2cfd15340213f3423e',
  name: 'Westend',
  symbol: 'WND',
  decimals: 12,
  rpcHost: 'westend-rpc.polkadot.io',
  subscan: 'westend',
  testnet: true,
})
export const paseo = /* @__PURE__ */ polkadotNetwork({
  genesisHash: '0x77afd6190f1554ad45fd0d31aee62aacc33c6db0ea801129acb813f913e0764f',
  name: 'Paseo',
  symbol: 'PAS',
  decimals: 10,
  rpcHost: 'paseo.rpc.amforc.com',
  subscan: 'paseo',
  testnet: true,
})
export const polkadotAssetHub = /* @__PURE__ */ polkadotNetwork({
  genesisHash: '0x68d56f15f85d3136970ec16946040bc1752654e906147f7e43e9d539d7c3de2f',
  name: 'Polkadot Asset Hub',
  symbol: 'DOT',
  decimals: 10,
  rpcHost: 'polkadot-asset-hub-rpc.polkadot.io',
  subscan: 'assethub-polkadot',
})
export const kusamaAssetHub = /* @__PURE__ */ polkadotNetwork({
  genesisHash: '0x48239ef607d7928874027a43a67689209727dfb3d3dc5e5b03a39bdc2eda771a',
  name: 'Kusama Asset Hub',
  symbol: 'KSM',
  decimals: 12,
  rpcHost: 'kusama-asset-hub-rpc.polkadot.io',
  subscan: 'assethub-kusama',
})

/** The generic Substrate prefix, what extensions report addresses in. */
export const GENERIC_SS58_PREFIX = 42

/**
 * Each built-in network's SS58 prefix. Core's CaipNetwork has no field for it, so the adapter keeps it; a dapp's
 * own network (a local chain, a parachain) adds its prefix with the adapter's `ss58Prefixes` option. Keyed by the
 * CAIP-2 ids written out (networks.test.ts checks them against the networks above), so the adapter's eager address
 * check does not pull the six network objects into a dapp's first bundle.
 */
export const SS58_PREFIXES: Readonly<Record<CaipNetworkId, number>> = {
  'polkadot:91b171bb158e2d3848fa23a9f1c25182': 0, // Polkadot
  'polkadot:68d56f15f85d3136970ec16946040bc1': 0, // Polkadot Asset Hub
  'polkadot:b0a8d493285c2df73290dfb7e61f870f': 2, // Kusama
  'polkadot:48239ef607d7928874027a43a6768920': 2, // Kusama Asset Hub
  'polkadot:e143f23803ac50e8f6f8e62695d1ce9e': 42, // Westend
  'polkadot:77afd6190f1554ad45fd0d31aee62aac': 42, // Paseo
}
