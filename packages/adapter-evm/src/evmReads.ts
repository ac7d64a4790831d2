/**
 * The eip155 `reads`: balance, tokens, NFTs, activity (Otterscan) and ENS, each read from the chain through core's
 * transport. Each read's code loads with its first call, never in the eager bundle.
 */
import type { AdapterNft, CaipNetwork, CaipNetworkId, ChainReads } from '@latch/core'
import { isEvmAddress } from '@latch/core'
import type { RpcTransport } from '@latch/core/rpc'
import { requireEvmAddress } from './addressRule'
import { networkOf } from './networks'
import { erc20Asset, erc20Contract } from './erc20'
import { withHexPrefix } from './wire'

/**
 * `transportOf` is the adapter's pool: every read on a network shares one transport. `formatUnits` is the adapter's
 * own, handed in: this lazily loaded module then shares no code with the first bundle.
 */
export function createEvmReads(
  networks: () => readonly CaipNetwork[],
  transportOf: (network: CaipNetwork) => Promise<RpcTransport>,
  formatUnits: (value: bigint, decimals: number) => string,
): Required<ChainReads> {
  /** A chain read for `address` on one of the dapp's networks: the network, the address, Multicall3 where it has one. */
  const target = (address: string, caipNetworkId: CaipNetworkId) => {
    const { network } = networkOf(networks(), caipNetworkId)
    requireEvmAddress(address)
    const multicall3 = network.contracts?.multicall3?.address
    const batching = multicall3 && isEvmAddress(multicall3) ? { multicall3 } : {}
    return { network, address: withHexPrefix(address), ...batching }
  }
  /** What a read of `contracts` for `address` needs; undefined when none of them is a contract address. */
  const contractRead = async (address: string, caipNetworkId: CaipNetworkId, list: readonly string[]) => {
    const { network, address: owner, ...rest } = target(address, caipNetworkId)
    const contracts = list.flatMap((t) => erc20Contract(caipNetworkId, t) ?? [])
    return contracts.length === 0 ? undefined : { ...rest, transport: await transportOf(network), owner, contracts }
  }

  return {
    async getBalance({ address, caipNetworkId }) {
      const { network, address: owner } = target(address, caipNetworkId)
      const { readNativeBalance } = await import('./rpc/readNativeBalance')
      const wei = await readNativeBalance({ transport: await transportOf(network), network, address: owner })
      return { balance: formatUnits(wei, network.nativeCurrency.decimals), symbol: network.nativeCurrency.symbol }
    },

    /** An EVM node cannot list an account's tokens: the host's contracts are read, all in one round trip. */
    async getTokens({ address, caipNetworkId, tokens = [] }) {
      const read = await contractRead(address, caipNetworkId, tokens)
      if (!read) return { tokens: [] }
      const { readTokenBalances } = await import('./rpc/readTokenBalances')
      const found = await readTokenBalances({ ...read, tokens: read.contracts })
      return { tokens: found.map((t) => ({ asset: erc20Asset(caipNetworkId, t.address), symbol: t.symbol, name: t.name, decimals: t.decimals, amount: t.balance.toString() })) }
    },

    async getNfts({ address, caipNetworkId, collections = [] }): Promise<AdapterNft[]> {
      const read = await contractRead(address, caipNetworkId, collections)
      if (!read) return []
      const { readNfts } = await import('./rpc/readNfts')
      return readNfts({ ...read, collections: read.contracts })
    },

    /** The account's transactions from the chain itself (the Otterscan API). */
    async getActivity({ address, caipNetworkId, cursor }) {
      const { network, ...rest } = target(address, caipNetworkId)
      const { readActivity } = await import('./rpc/readActivity')
      return readActivity({ ...rest, transport: await transportOf(network), caipNetworkId, native: network.nativeCurrency, ...(cursor ? { cursor } : {}) })
    },

    /**
     * ENS name and avatar, from the network in use when it has an ENS registry (`contracts.ensRegistry`), else from
     * the first of the dapp's networks that has one; `{}` where none has.
     */
    async getIdentity({ address, caipNetworkId }) {
      requireEvmAddress(address)
      const { identityOf } = await import('./rpc/readIdentity')
      return identityOf({ networks: networks(), caipNetworkId, address: withHexPrefix(address), transportOf })
    },

    /** The address an ENS name points to, looked up where `getIdentity` looks names up. */
    async resolveName({ name, caipNetworkId }) {
      const { resolveNameOf } = await import('./rpc/readIdentity')
      return resolveNameOf({ networks: networks(), caipNetworkId, name, transportOf })
    },
  }
}
