/** ERC-20 tokens as CAIP-19 asset ids (`eip155:1/erc20:0x…`), and back to their contract. */
import type { CaipAssetId, CaipNetworkId } from '@latch/core'
import { isEvmAddress } from '@latch/core'
import { withHexPrefix } from './wire'

export const erc20Asset = (caipNetworkId: CaipNetworkId, contract: string): CaipAssetId => `${caipNetworkId}/erc20:${contract}`

/** The contract of an `erc20` asset id on `caipNetworkId`, or a bare contract address as hosts list them. */
export function erc20Contract(caipNetworkId: CaipNetworkId, token: string): string | undefined {
  const prefix = `${caipNetworkId}/erc20:`
  const contract = token.startsWith(prefix) ? token.slice(prefix.length) : token
  return isEvmAddress(contract) ? withHexPrefix(contract) : undefined
}

