/**
 * The `approve` call of the eip155 `swaps` capability, on its own: importing wire.ts's encoders here would pull all
 * of them (and a shared chunk) into the swap chunk with it.
 */
import type { CaipAssetId, CaipNetworkId } from '@latch/core'
import { isEvmAddress } from '@latch/core'

const word = (hex: string) => hex.padStart(64, '0')

/** `approve(spender, amount)` on the token's contract, in the shape `transactions.send` and `swaps.send` take. */
export function approvalCall({ caipNetworkId, asset, spender, amount }: { caipNetworkId: CaipNetworkId; asset: CaipAssetId; spender: string; amount: bigint }): {
  to: string
  data: string
  value: bigint
} {
  const prefix = `${caipNetworkId}/erc20:`
  const to = asset.startsWith(prefix) ? asset.slice(prefix.length) : ''
  // A plain error: a native asset, a malformed spender or amount here is the caller's bug, not the user's input.
  if (!to.startsWith('0x') || !isEvmAddress(to) || !isEvmAddress(spender) || amount < 0n || amount >= 2n ** 256n) {
    throw new TypeError(`Not an approval: ${amount} of ${asset} for ${spender}`)
  }
  return { to, data: `0x095ea7b3${word(spender.replace(/^0x/i, '').toLowerCase())}${word(amount.toString(16))}`, value: 0n }
}
