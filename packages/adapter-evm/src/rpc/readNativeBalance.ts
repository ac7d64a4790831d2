import { RpcUnavailableError } from '../errors'

export interface ReadNativeBalanceParameters {
  /** The network's RPC URLs, tried in order. */
  urls: readonly string[]
  chainId: number
  address: string
  /** Per-URL timeout in ms. */
  timeoutMs: number
}

/**
 * Reads an address's native balance from the chain itself (not from the wallet, which may be on
 * another chain or lack the method). ethers is imported here, on first use, so pages that never
 * show a balance never download it.
 */
export async function readNativeBalance({ urls, chainId, address, timeoutMs }: ReadNativeBalanceParameters): Promise<bigint> {
  const { FetchRequest, JsonRpcProvider, Network } = await import('ethers')
  const network = Network.from(chainId)
  const failures: unknown[] = []
  for (const url of urls) {
    const request = new FetchRequest(url)
    request.timeout = timeoutMs
    // staticNetwork: skip ethers' chain-id probing, which retries forever against a dead endpoint.
    const provider = new JsonRpcProvider(request, network, { staticNetwork: network, batchMaxCount: 1 })
    try {
      // A raw call: ethers' getBalance would checksum-validate (and ENS-resolve) the address first.
      const result = await provider.send('eth_getBalance', [address, 'latest'])
      if (typeof result !== 'string' || !/^0x[0-9a-f]+$/i.test(result)) {
        throw new TypeError(`Malformed eth_getBalance result from ${url}: ${String(result)}`)
      }
      return BigInt(result)
    } catch (error) {
      failures.push(error)
    } finally {
      provider.destroy()
    }
  }
  throw new RpcUnavailableError({ chainId, urls, cause: failures })
}
