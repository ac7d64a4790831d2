/**
 * Keplr's `ChainInfo` for `experimentalSuggestChain`, built from a CaipNetwork and its chain config: what a wallet
 * needs to add a chain it lacks (the dapp's own chain, a testnet). No SDK: it loads with the connection
 * code (./cosmosConnection), ready for a network switch.
 */
import type { CaipNetwork } from '@latch/core'
import type { CosmosChainConfig } from './types'

/** `0.025uatom` → 0.025 and `uatom`; undefined when malformed. */
export function parseGasPrice(text: string): { amount: number; denom: string } | undefined {
  const match = /^(\d+(?:\.\d+)?)([a-zA-Z][a-zA-Z0-9/:._-]{2,127})$/.exec(text)
  if (!match) return undefined
  return { amount: Number(match[1]), denom: match[2] as string }
}

export function chainInfoOf(network: CaipNetwork, config: CosmosChainConfig): Record<string, unknown> {
  const chainId = String(network.id)
  const rpc = network.rpcUrls.default.http[0] ?? ''
  const p = config.prefix
  const currency = { coinDenom: network.nativeCurrency.symbol, coinMinimalDenom: config.denom, coinDecimals: network.nativeCurrency.decimals }
  const average = parseGasPrice(config.gasPrice)?.amount ?? 0
  const eth = config.keyAlgo === 'ethsecp256k1'
  return {
    chainId,
    chainName: network.name,
    rpc,
    rest: config.rest ?? rpc,
    bip44: { coinType: config.coinType ?? 118 },
    bech32Config: {
      bech32PrefixAccAddr: p,
      bech32PrefixAccPub: `${p}pub`,
      bech32PrefixValAddr: `${p}valoper`,
      bech32PrefixValPub: `${p}valoperpub`,
      bech32PrefixConsAddr: `${p}valcons`,
      bech32PrefixConsPub: `${p}valconspub`,
    },
    currencies: [currency],
    // The wallet offers low / average / high; the adapter pays the average, so it is the middle one here too.
    feeCurrencies: [{ ...currency, gasPriceStep: { low: average, average, high: average * 2 } }],
    stakeCurrency: currency,
    ...(eth ? { features: ['eth-address-gen', 'eth-key-sign'] } : {}),
  }
}
