import type { RpcTransport } from '@latch/core/rpc'
import { readContracts } from './contractCalls'

export interface TokenInfo {
  address: string
  symbol: string
  name: string
  decimals: number
  /** Smallest units. */
  balance: bigint
}

const SELECTOR = { balanceOf: '0x70a08231', decimals: '0x313ce567', symbol: '0x95d89b41', name: '0x06fdde03' } as const

const word = (hex: string, index: number) => hex.slice(2 + index * 64, 2 + (index + 1) * 64)

/**
 * An ABI-encoded `string` return value (offset, length, bytes); `bytes32` symbols of old tokens too. Longer than
 * `maxBytes` reads as '' (a token's name or symbol is short; a hostile contract's may not be).
 */
export function decodeString(hex: string, maxBytes = 256): string {
  if (!/^0x[0-9a-f]*$/i.test(hex) || hex.length < 66) return ''
  const bytes = (start: number, length: number) => {
    const out = new Uint8Array(length)
    for (let i = 0; i < length; i++) out[i] = Number.parseInt(hex.slice(2 + (start + i) * 2, 4 + (start + i) * 2), 16)
    return new TextDecoder().decode(out)
  }
  if (hex.length === 66) return bytes(0, 32).replace(/\0+$/, '')
  const offset = Number.parseInt(word(hex, 0), 16)
  const length = Number.parseInt(hex.slice(2 + offset * 2, 2 + offset * 2 + 64), 16)
  if (!Number.isSafeInteger(length) || length > maxBytes || hex.length < 2 + (offset + 32 + length) * 2) return ''
  return bytes(offset + 32, length)
}

const uint = (hex: unknown) => (typeof hex === 'string' && /^0x[0-9a-f]+$/i.test(hex) ? BigInt(hex) : undefined)

/**
 * Balance, symbol, name and decimals of each ERC-20 for `owner`, read from the chain in one round trip:
 * 4 calls per token, through Multicall3 where the network has it, else as one JSON-RPC batch of eth_calls
 * (core's transport: fallback, timeouts). A token whose calls fail is left out.
 */
export async function readTokenBalances({
  transport,
  owner,
  tokens,
  multicall3,
}: { transport: RpcTransport; owner: string; tokens: readonly string[]; multicall3?: string }): Promise<TokenInfo[]> {
  const padded = owner.toLowerCase().replace(/^0x/, '').padStart(64, '0')
  const calls = tokens.flatMap((to) => [`${SELECTOR.balanceOf}${padded}`, SELECTOR.decimals, SELECTOR.symbol, SELECTOR.name].map((data) => ({ to, data })))
  const results = await readContracts(transport, calls, multicall3)
  const out: TokenInfo[] = []
  tokens.forEach((address, i) => {
    const [balance, decimals, symbol, name] = results.slice(i * 4, i * 4 + 4).map((r) => ('result' in r ? r.result : undefined))
    const b = uint(balance)
    const d = uint(decimals)
    if (b === undefined || d === undefined || d > 255n) return
    out.push({ address, balance: b, decimals: Number(d), symbol: decodeString(String(symbol ?? '')), name: decodeString(String(name ?? '')) })
  })
  return out
}
