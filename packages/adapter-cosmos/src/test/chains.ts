/** Test chains: a CaipNetwork, its chain config, and the Keplr ChainInfo a test wallet knows it by. */
import { type CaipNetwork, defineNetwork } from '@latch/core'
import type { TestCosmosChainInfo } from '@latch/testing/cosmos-wallet'
import { chainInfoOf } from '../chainInfo'
import type { CosmosChainConfig } from '../types'

export interface TestChain {
  network: CaipNetwork
  config: CosmosChainConfig
  info: TestCosmosChainInfo
}

export function testChain({ chainId, prefix, denom = 'ustake', symbol = 'STAKE', rpc = 'http://127.0.0.1:1', decimals = 6 }: { chainId: string; prefix: string; denom?: string; symbol?: string; rpc?: string; decimals?: number }): TestChain {
  const network = defineNetwork({
    id: chainId,
    name: `Chain ${chainId}`,
    caipNetworkId: `cosmos:${chainId}`,
    chainNamespace: 'cosmos',
    nativeCurrency: { name: symbol, symbol, decimals },
    rpcUrls: { default: { http: [rpc] } },
  })
  const config: CosmosChainConfig = { prefix, denom, gasPrice: `0.025${denom}` }
  return { network, config, info: chainInfoOf(network, config) as unknown as TestCosmosChainInfo }
}
