import { defineNetwork } from '@latch/core'

// NEXT_PUBLIC_ values are inlined at build time: `next build` with them set points the app at another chain.
const rpcUrl = process.env.NEXT_PUBLIC_RPC_URL || 'http://127.0.0.1:8545'
const chainId = Number(process.env.NEXT_PUBLIC_CHAIN_ID || 31337)
if (!Number.isInteger(chainId) || chainId <= 0) throw new Error(`NEXT_PUBLIC_CHAIN_ID must be a positive integer, got "${process.env.NEXT_PUBLIC_CHAIN_ID}"`)

/** The one chain this example connects to: a local anvil unless the env says otherwise. */
export const localChain = defineNetwork({
  id: chainId,
  name: process.env.NEXT_PUBLIC_CHAIN_NAME || 'Anvil Local',
  caipNetworkId: `eip155:${chainId}`,
  chainNamespace: 'eip155',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [rpcUrl] } },
  testnet: true,
})
