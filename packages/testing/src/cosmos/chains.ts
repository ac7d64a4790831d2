import type { TestWalletStorage } from '../shared/storage'
import { TestCosmosWalletError } from './errors'

/** A currency as Keplr's ChainInfo lists it. */
export type TestCosmosCurrency = {
  coinDenom: string
  coinMinimalDenom: string
  coinDecimals: number
  coinGeckoId?: string
  gasPriceStep?: { low: number; average: number; high: number }
}

/**
 * The part of Keplr's `ChainInfo` the wallet uses (`experimentalSuggestChain` accepts and keeps the whole object).
 * Only the account prefix of `bech32Config` is required: addresses are all the wallet derives.
 */
export type TestCosmosChainInfo = {
  chainId: string
  chainName: string
  rpc: string
  rest: string
  bech32Config: { bech32PrefixAccAddr: string } & Record<string, string>
  currencies: TestCosmosCurrency[]
  feeCurrencies: TestCosmosCurrency[]
  stakeCurrency?: TestCosmosCurrency
  bip44?: { coinType: number }
  features?: string[]
}

/** Checks what a dapp suggests the way Keplr's validation would refuse it: a readable error, not a later crash. */
export function validateChainInfo(input: unknown): TestCosmosChainInfo {
  const info = input as Partial<TestCosmosChainInfo> | null
  const missing = (['chainId', 'chainName', 'rpc', 'rest'] as const).filter((k) => typeof info?.[k] !== 'string' || !info[k])
  if (typeof info?.bech32Config?.bech32PrefixAccAddr !== 'string' || !info.bech32Config.bech32PrefixAccAddr) missing.push('bech32Config.bech32PrefixAccAddr' as never)
  if (!Array.isArray(info?.currencies) || !info.currencies.length) missing.push('currencies' as never)
  if (!Array.isArray(info?.feeCurrencies) || !info.feeCurrencies.length) missing.push('feeCurrencies' as never)
  if (missing.length) throw new TestCosmosWalletError(`Invalid chain info: missing ${missing.join(', ')}.`)
  return info as TestCosmosChainInfo
}

/** A JSON list kept under one storage key (what a real wallet keeps in its extension storage). */
export function storedList<T>(storage: TestWalletStorage | null, key: string) {
  return {
    read(): T[] {
      try {
        const stored = JSON.parse(storage?.getItem(key) ?? '[]') as unknown
        return Array.isArray(stored) ? (stored as T[]) : []
      } catch {
        return []
      }
    },
    write(items: readonly T[]) {
      if (items.length) storage?.setItem(key, JSON.stringify(items))
      else storage?.removeItem(key)
    },
  }
}
