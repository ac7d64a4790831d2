import type { Coin } from 'cosmjs-types/cosmos/base/v1beta1/coin'
import { SdkCode, TxError } from './errors'

/** The SDK's denom rule (`reDnmString`): a letter, then 2–127 letters, digits or `/:._-`. */
const DENOM = /^[a-zA-Z][a-zA-Z0-9/:._-]{2,127}$/

export type Amounts = Map<string, bigint>

export function isDenom(denom: string): boolean {
  return DENOM.test(denom)
}

/**
 * Coins as the SDK's `Coins.Validate` wants them: valid denoms, sorted, no denom twice, positive integers.
 * `allowEmpty` for a fee (a zero fee is an empty list); a send needs at least one coin.
 */
export function parseCoins(coins: readonly Coin[], what: string, allowEmpty = false): Amounts {
  const out: Amounts = new Map()
  if (coins.length === 0 && !allowEmpty) throw new TxError(SdkCode.invalidCoins, `${what} must not be empty`)
  let previous = ''
  for (const { denom, amount } of coins) {
    if (!isDenom(denom)) throw new TxError(SdkCode.invalidCoins, `invalid denom: ${denom}`)
    if (!/^\d{1,77}$/.test(amount) || BigInt(amount) === 0n) throw new TxError(SdkCode.invalidCoins, `${formatCoins(coins)}`)
    if (denom <= previous) throw new TxError(SdkCode.invalidCoins, `${formatCoins(coins)}: denominations must be sorted and unique`)
    previous = denom
    out.set(denom, BigInt(amount))
  }
  return out
}

/** `100ulatch,5uother`, the SDK's `Coins.String()` (sorted by denom). */
export function formatCoins(coins: readonly Coin[] | Amounts): string {
  const list = coins instanceof Map ? [...coins].map(([denom, amount]) => ({ denom, amount: String(amount) })) : coins
  return [...list]
    .sort((a, b) => (a.denom < b.denom ? -1 : a.denom > b.denom ? 1 : 0))
    .map((c) => `${c.amount}${c.denom}`)
    .join(',')
}
