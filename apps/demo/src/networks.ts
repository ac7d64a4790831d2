import { bitcoinRegtest } from '@latch/adapter-bitcoin'
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

/** bs58 of the local chain's fixed genesis hash, cut to CAIP-2's 32 characters. */
export const LOCAL_SOLANA_REFERENCE = '8J5DoZXrEnbqMdUaNNRqjheb1joqyfJT'

/**
 * The local Solana chain `pnpm dev` starts (@latch/local-solana, LiteSVM): named by the first 32 characters of its
 * genesis hash, as CAIP-2 names Solana clusters. Its WebSocket answers on the next port, where web3.js looks.
 */
export const solanaLocal = env.VITE_SOLANA_RPC_URL ? solana(env.VITE_SOLANA_RPC_URL, env.VITE_SOLANA_REFERENCE || LOCAL_SOLANA_REFERENCE) : undefined

function solana(rpcUrl: string, reference: string) {
  const url = new URL(rpcUrl)
  const ws = `${url.protocol === 'https:' ? 'wss' : 'ws'}://${url.hostname}:${Number(url.port || (url.protocol === 'https:' ? 443 : 80)) + 1}`
  return defineNetwork({
    id: reference,
    name: 'Solana Local',
    caipNetworkId: `solana:${reference}`,
    chainNamespace: 'solana',
    nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
    rpcUrls: { default: { http: [rpcUrl], webSocket: [ws] } },
    testnet: true,
  })
}

/** Chopsticks' genesis mode fixes block 0's hash at 0x4545…45: the local chain's CAIP-2 reference. */
export const LOCAL_POLKADOT_REFERENCE = '45454545454545454545454545454545'

/**
 * The local Polkadot chain `pnpm dev` starts (@latch/local-polkadot: chopsticks from the Rococo Asset Hub genesis),
 * named by its genesis hash as CAIP-2 names Polkadot chains; its SS58 prefix (2) goes to the adapter, which
 * writes addresses in it.
 */
export const polkadotLocal = env.VITE_POLKADOT_RPC_URL
  ? defineNetwork({
      id: env.VITE_POLKADOT_REFERENCE || LOCAL_POLKADOT_REFERENCE,
      name: 'Polkadot Local',
      caipNetworkId: `polkadot:${env.VITE_POLKADOT_REFERENCE || LOCAL_POLKADOT_REFERENCE}`,
      chainNamespace: 'polkadot',
      nativeCurrency: { name: 'Rococo', symbol: env.VITE_POLKADOT_SYMBOL || 'ROC', decimals: Number(env.VITE_POLKADOT_DECIMALS || 12) },
      rpcUrls: { default: { http: [env.VITE_POLKADOT_RPC_URL.replace(/^ws/, 'http')], webSocket: [env.VITE_POLKADOT_RPC_URL] } },
      testnet: true,
    })
  : undefined
export const polkadotSs58Prefix = Number(env.VITE_POLKADOT_SS58_PREFIX || 2)

/**
 * The local Bitcoin regtest chain `pnpm dev` starts (@latch/local-bitcoin): Bitcoin's regtest network, its data (balance,
 * activity, fees, broadcast) from the stack's Esplora API, given as the network's RPC URL.
 */
export const bitcoinLocal = env.VITE_BITCOIN_ESPLORA_URL
  ? defineNetwork({ ...bitcoinRegtest, name: 'Bitcoin Local', rpcUrls: { default: { http: [env.VITE_BITCOIN_ESPLORA_URL] } } })
  : undefined

/**
 * The two local Cosmos chains `pnpm dev` starts (@latch/local-cosmos): `latch-local-1`, which the stack's test wallet
 * knows, and `latch-local-2`, which a wallet is offered with suggest-chain. LATCH (ulatch, 6 decimals); OTHER is the
 * second denom every test account holds.
 */
const cosmosLocalChain = (chainId: string, name: string, url: string | undefined) =>
  url
    ? defineNetwork({
        id: chainId,
        name,
        caipNetworkId: `cosmos:${chainId}`,
        chainNamespace: 'cosmos',
        nativeCurrency: { name: 'Latch', symbol: 'LATCH', decimals: 6 },
        rpcUrls: { default: { http: [url] } },
      })
    : undefined
export const cosmosLocal = cosmosLocalChain('latch-local-1', 'Cosmos Local', env.VITE_COSMOS_RPC_URL)
export const cosmosLocalTwo = cosmosLocalChain('latch-local-2', 'Cosmos Local Two', env.VITE_COSMOS_RPC_URL_2)
/** What the Cosmos adapter needs of them beyond a CaipNetwork: prefix, fee denom and gas price, the other denom. */
export const cosmosChainConfigs = Object.fromEntries(
  [cosmosLocal, cosmosLocalTwo].flatMap((n) =>
    n ? [[n.caipNetworkId, { prefix: 'cosmos', denom: 'ulatch', gasPrice: '0.025ulatch', currencies: [{ denom: 'uother', symbol: 'OTHER', decimals: 6 }] }]] : [],
  ),
)

export const networks = [anvilLocal, anvilSecond] as const
