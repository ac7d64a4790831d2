import type { TestCosmosChainInfo } from './chains'

/** Chain infos for tests: two prefixes, so addresses are checked per chain. Nothing listens at the URLs. */
export function testChainInfo(chainId: string, prefix: string, denom = 'stake'): TestCosmosChainInfo {
  const currency = { coinDenom: denom.toUpperCase(), coinMinimalDenom: denom, coinDecimals: 6 }
  return {
    chainId,
    chainName: `Chain ${chainId}`,
    rpc: 'http://127.0.0.1:1',
    rest: 'http://127.0.0.1:1',
    bech32Config: { bech32PrefixAccAddr: prefix },
    currencies: [currency],
    feeCurrencies: [{ ...currency, gasPriceStep: { low: 0.01, average: 0.025, high: 0.04 } }],
    stakeCurrency: currency,
    bip44: { coinType: 118 },
  }
}

export const COSMOS_TEST = testChainInfo('latch-test-1', 'cosmos')
export const OSMO_TEST = testChainInfo('osmo-test-1', 'osmo', 'uosmo')
