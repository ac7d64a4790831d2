import type { CaipNetworkId } from '@latch/core'

/**
 * Reads a chain id the way wallets actually send it: EIP-1193 says a 0x-hex string, but some wallets
 * (headless-web3-provider among them) emit a number or a decimal string.
 */
export function parseChainId(raw: unknown): number {
  const id =
    typeof raw === 'number'
      ? raw
      : typeof raw === 'bigint'
        ? Number(raw)
        : typeof raw === 'string' && /^(0x[0-9a-f]+|\d+)$/i.test(raw.trim())
          ? Number(raw.trim())
          : Number.NaN
  if (!Number.isSafeInteger(id) || id <= 0) {
    throw new TypeError(`Invalid chain id from wallet: ${String(raw)}`)
  }
  return id
}

export function toCaipNetworkId(chainId: number): CaipNetworkId {
  return `eip155:${chainId}`
}

/** The chain id of an `eip155:<n>` CAIP-2 id, or undefined for any other shape. */
export function chainIdOf(caipNetworkId: string): number | undefined {
  const match = /^eip155:(\d+)$/.exec(caipNetworkId)
  return match ? Number(match[1]) : undefined
}

export function toHexChainId(chainId: number): string {
  return `0x${chainId.toString(16)}`
}
