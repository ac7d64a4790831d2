import { describe, expect, it } from 'vitest'
import { chainInfoOf, parseGasPrice } from './chainInfo'
import { CHAIN_CONFIGS, celestia, cosmoshub, dydx, injective, osmosis } from './networks'

describe('built-in networks', () => {
  it.each([
    [cosmoshub, 'cosmoshub-4', 'ATOM', 6, 'cosmos', 'uatom'],
    [osmosis, 'osmosis-1', 'OSMO', 6, 'osmo', 'uosmo'],
    [celestia, 'celestia', 'TIA', 6, 'celestia', 'utia'],
    [dydx, 'dydx-mainnet-1', 'DYDX', 18, 'dydx', 'adydx'],
    [injective, 'injective-1', 'INJ', 18, 'inj', 'inj'],
  ])('%#: cosmos:<chain id>, its currency, prefix, denom and a gas price in that denom', (network, chainId, symbol, decimals, prefix, denom) => {
    expect(network).toMatchObject({ id: chainId, caipNetworkId: `cosmos:${chainId}`, chainNamespace: 'cosmos', nativeCurrency: { symbol, decimals } })
    expect(network.rpcUrls.default.http[0]).toMatch(/^https:\/\//)
    const config = CHAIN_CONFIGS[network.caipNetworkId]
    expect(config).toMatchObject({ prefix, denom })
    expect(parseGasPrice(config?.gasPrice ?? '')?.denom).toBe(denom)
  })

  it('marks Injective as an Ethereum-key chain with coin type 60', () => {
    expect(CHAIN_CONFIGS[injective.caipNetworkId]).toMatchObject({ keyAlgo: 'ethsecp256k1', coinType: 60 })
  })
})

describe('chainInfoOf', () => {
  it("builds Keplr's ChainInfo for suggest-chain from a network and its config", () => {
    const local = { ...cosmoshub, id: 'latch-local-1', name: 'Latch Local', caipNetworkId: 'cosmos:latch-local-1' as const, nativeCurrency: { name: 'Latch', symbol: 'LATCH', decimals: 6 }, rpcUrls: { default: { http: ['http://127.0.0.1:26657'] } } }
    const info = chainInfoOf(local, { prefix: 'cosmos', denom: 'ulatch', gasPrice: '0.025ulatch' })
    expect(info).toEqual({
      chainId: 'latch-local-1',
      chainName: 'Latch Local',
      rpc: 'http://127.0.0.1:26657',
      rest: 'http://127.0.0.1:26657',
      bip44: { coinType: 118 },
      bech32Config: {
        bech32PrefixAccAddr: 'cosmos',
        bech32PrefixAccPub: 'cosmospub',
        bech32PrefixValAddr: 'cosmosvaloper',
        bech32PrefixValPub: 'cosmosvaloperpub',
        bech32PrefixConsAddr: 'cosmosvalcons',
        bech32PrefixConsPub: 'cosmosvalconspub',
      },
      currencies: [{ coinDenom: 'LATCH', coinMinimalDenom: 'ulatch', coinDecimals: 6 }],
      feeCurrencies: [{ coinDenom: 'LATCH', coinMinimalDenom: 'ulatch', coinDecimals: 6, gasPriceStep: { low: 0.025, average: 0.025, high: 0.05 } }],
      stakeCurrency: { coinDenom: 'LATCH', coinMinimalDenom: 'ulatch', coinDecimals: 6 },
    })
    expect(chainInfoOf(injective, CHAIN_CONFIGS[injective.caipNetworkId]!)).toMatchObject({ bip44: { coinType: 60 }, features: ['eth-address-gen', 'eth-key-sign'] })
  })

  it('reads gas prices as @cosmjs writes them, and refuses others', () => {
    expect(parseGasPrice('0.025uatom')).toEqual({ amount: 0.025, denom: 'uatom' })
    expect(parseGasPrice('12500000000adydx')).toEqual({ amount: 12500000000, denom: 'adydx' })
    expect(parseGasPrice('0.025')).toBeUndefined()
    expect(parseGasPrice('uatom')).toBeUndefined()
  })
})
