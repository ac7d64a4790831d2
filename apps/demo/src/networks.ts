import { defineNetwork } from '@latch/core'

const env = import.meta.env

function chainId(raw: string | undefined, fallback: number): number {
  const n = Number(raw ?? fallback)
  if (!Number.isInteger(n) || n <= 0) throw new Error(`Invalid chain id "${raw}" in the demo's env`)
  return n
}

function anvil(id: number, name: string, rpcUrl: string, ensRegistry?: string) {
  return defineNetwork({
    id,
    name,
    caipNetworkId: `eip155:${id}`,
    chainNamespace: 'eip155',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
    // The stack puts Multicall3 where public chains have it: contract reads are batched through it.
    contracts: { multicall3: { address: '0xcA11bde05977b3631167028862bE2a173976CA11' }, ...(ensRegistry ? { ensRegistry: { address: ensRegistry } } : {}) },
    testnet: true,
  })
}

/** The two local anvil chains `pnpm dev` starts; VITE_RPC_URL_n, VITE_CHAIN_ID_n and VITE_CHAIN_NAME_n point them elsewhere. */
export const anvilLocal = anvil(chainId(env.VITE_CHAIN_ID_1, 31337), env.VITE_CHAIN_NAME_1 || 'Anvil Local', env.VITE_RPC_URL_1 ?? 'http://127.0.0.1:8545', env.VITE_ENS_REGISTRY)
export const anvilSecond = anvil(chainId(env.VITE_CHAIN_ID_2, 31338), env.VITE_CHAIN_NAME_2 || 'Anvil Second', env.VITE_RPC_URL_2 ?? 'http://127.0.0.1:8546')

export const networks = [anvilLocal, anvilSecond] as const
