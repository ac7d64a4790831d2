import { networkIssues } from '@latch/core'
import { describe, expect, it } from 'vitest'
import { kusama, kusamaAssetHub, paseo, polkadot, polkadotAssetHub, SS58_PREFIXES, westend } from './networks'

const all = [polkadot, kusama, westend, paseo, polkadotAssetHub, kusamaAssetHub]

describe('built-in networks', () => {
  it('are well-formed Latch networks of the polkadot namespace', () => {
    for (const network of all) {
      expect(networkIssues(network), network.name).toEqual([])
      expect(network.chainNamespace).toBe('polkadot')
      expect(network.caipNetworkId).toBe(`polkadot:${network.id}`)
      expect(network.rpcUrls.default.webSocket?.[0]).toMatch(/^wss:\/\//)
      expect(network.blockExplorers?.default.url).toMatch(/^https:\/\/[a-z-]+\.subscan\.io$/)
    }
  })

  it('are named by the first 32 hex characters of their genesis hash', () => {
    expect(all.map((n) => n.caipNetworkId)).toEqual([
      'polkadot:91b171bb158e2d3848fa23a9f1c25182',
      'polkadot:b0a8d493285c2df73290dfb7e61f870f',
      'polkadot:e143f23803ac50e8f6f8e62695d1ce9e',
      'polkadot:77afd6190f1554ad45fd0d31aee62aac',
      'polkadot:68d56f15f85d3136970ec16946040bc1',
      'polkadot:48239ef607d7928874027a43a6768920',
    ])
  })

  it('carry their native currency', () => {
    expect(all.map((n) => [n.nativeCurrency.symbol, n.nativeCurrency.decimals])).toEqual([
      ['DOT', 10],
      ['KSM', 12],
      ['WND', 12],
      ['PAS', 10],
      ['DOT', 10],
      ['KSM', 12],
    ])
    expect(all.filter((n) => n.testnet).map((n) => n.name)).toEqual(['Westend', 'Paseo'])
  })

  it('have each an SS58 prefix', () => {
    expect(all.map((n) => SS58_PREFIXES[n.caipNetworkId])).toEqual([0, 2, 42, 42, 0, 2])
  })
})
