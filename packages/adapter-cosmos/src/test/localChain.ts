/** @latch/local-cosmos as the adapter sees it: a network, its chain config, and the Keplr ChainInfo the test wallet knows. */
import { type StartLocalCosmosReturnType, startLocalCosmos } from '@latch/local-cosmos'
import { StargateClient } from '@cosmjs/stargate'
import { type TestChain, testChain } from './chains'

export interface LocalChain extends TestChain {
  node: StartLocalCosmosReturnType
  balanceOf(address: string, denom?: string): Promise<bigint>
  sequenceOf(address: string): Promise<number>
  close(): Promise<void>
}

export async function startLocalChain(): Promise<LocalChain> {
  const node = await startLocalCosmos({ port: 0 })
  const chain = testChain({ chainId: node.chainId, prefix: node.prefix, denom: node.denom, symbol: node.displayDenom, decimals: node.decimals, rpc: node.url })
  chain.config.gasPrice = node.gasPrice
  const reader = await StargateClient.connect(node.url)
  return {
    ...chain,
    node,
    balanceOf: async (address, denom = node.denom) => BigInt((await reader.getBalance(address, denom)).amount),
    sequenceOf: async (address) => (await reader.getAccount(address))?.sequence ?? 0,
    async close() {
      reader.disconnect()
      await node.close()
    },
  }
}
