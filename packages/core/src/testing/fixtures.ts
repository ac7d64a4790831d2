/** Networks and a ready instance for core's own tests (and the bindings' tests via internal). */
import type { ChainAdapter } from '../adapters/chainAdapter'
import { createLatch, type CreateLatchInternals } from '../client/createLatch'
import { createMemoryStorage } from '../store/memoryStorage'
import { createMemorySource } from '../walletDirectory/memorySource'
import type { CaipNetwork, ChainNamespace } from '../types/chain'
import type { LatchOptions, LatchStorage } from '../types/options'

function network(namespace: ChainNamespace, id: number | string, name: string, symbol: string, decimals = 18): CaipNetwork {
  return {
    id,
    name,
    caipNetworkId: `${namespace}:${id}`,
    chainNamespace: namespace,
    nativeCurrency: { name: symbol, symbol, decimals },
    rpcUrls: { default: { http: [`http://127.0.0.1:1/${namespace}/${id}`] } },
    blockExplorers: { default: { name: 'Explorer', url: `https://explorer.test/${namespace}/${id}` } },
  }
}

export const testNetworks = {
  one: network('eip155', 1, 'Chain One', 'ETH'),
  two: network('eip155', 2, 'Chain Two', 'ETH'),
  /** A second, non-EVM namespace: proves core is namespace-generic. */
  sol: network('solana', 'devnet', 'Fake Solana', 'SOL', 9),
} as const

export function createTestLatch(
  adapters: ChainAdapter[],
  options: Partial<LatchOptions> & { storage?: LatchStorage } = {},
  internals: CreateLatchInternals = {},
) {
  const storage = options.storage ?? createMemoryStorage()
  const latch = createLatch(
    // An empty in-memory directory: tests never reach the public explorer.
    { networks: [testNetworks.one, testNetworks.two, testNetworks.sol], projectId: 'test-project', adapters, logLevel: 'silent', walletDirectory: { source: createMemorySource([]) }, ...options, storage },
    internals,
  )
  return { latch, storage }
}
