import { JsonRpcProvider, formatEther, parseEther } from 'ethers'
import { inject } from 'vitest'

/** The test's own view of a chain, straight from anvil (never through the page or the wallet). */
export function chainAt(index: 0 | 1) {
  const chain = inject('chains')[index]
  if (!chain) throw new Error(`no chain ${index} in the e2e stack`)
  // No response cache: the tests compare reads taken milliseconds apart, around a transaction.
  const provider = new JsonRpcProvider(chain.url, chain.chainId, { staticNetwork: true, cacheTimeout: -1 })
  return {
    ...chain,
    caipNetworkId: `eip155:${chain.chainId}` as const,
    provider,
    async balanceEth(address: string): Promise<number> {
      return Number(formatEther(await provider.getBalance(address)))
    },
    /** anvil_setBalance: gives an account a distinctive balance so the UI can only show it by reading this chain. */
    async setBalance(address: string, eth: string): Promise<void> {
      await provider.send('anvil_setBalance', [address, `0x${parseEther(eth).toString(16)}`])
    },
  }
}

/** "10000.00 ETH" → 10000 */
export function parseBalanceText(text: string): number {
  const match = /([\d,]+(?:\.\d+)?)\s*ETH/.exec(text)
  if (!match?.[1]) throw new Error(`no ETH amount in "${text}"`)
  return Number(match[1].replace(/,/g, ''))
}
