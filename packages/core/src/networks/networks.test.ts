import { describe, expect, it } from 'vitest'
import { InvalidOptionsError } from '../errors/config'
import { defineNetwork } from './defineNetwork'
import * as evm from './evm'
import * as nonEvm from './nonEvm'

describe('ready-made networks', () => {
  it.each(Object.entries({ ...evm, ...nonEvm }))('%s is a valid network', (_name, network) => {
    expect(defineNetwork(network)).toBe(network)
  })
  it('about 27 are built in (spec §7), Aurora among them, each id once', () => {
    const all = Object.values({ ...evm, ...nonEvm })
    expect(all.length).toBeGreaterThanOrEqual(27)
    expect(new Set(all.map((n) => n.caipNetworkId)).size).toBe(all.length)
    expect(evm.aurora.caipNetworkId).toBe('eip155:1313161554')
    expect(all.filter((n) => n.chainNamespace === 'solana')).toHaveLength(3)
  })

  it('names each network namespace:id, so the CAIP-2 id cannot drift from the id', () => {
    for (const n of Object.values({ ...evm, ...nonEvm })) expect(n.caipNetworkId, n.name).toBe(`${n.chainNamespace}:${n.id}`)
  })

  it('uses the spec decimals and test chain', () => {
    expect(nonEvm.solana.nativeCurrency.decimals).toBe(9)
    expect(nonEvm.solanaDevnet.nativeCurrency.decimals).toBe(9)
    expect(nonEvm.bitcoin.nativeCurrency.decimals).toBe(8)
    expect(evm.baseSepolia).toMatchObject({ id: 84532, testnet: true, nativeCurrency: { name: 'Ether', decimals: 18 } })
  })
})

describe('defineNetwork', () => {
  it('names the bad field of a malformed network', () => {
    const bad = { ...evm.mainnet, caipNetworkId: 'eip155' as `${string}:${string}` }
    expect(() => defineNetwork(bad)).toThrow(InvalidOptionsError)
    try {
      defineNetwork(bad)
    } catch (e) {
      expect((e as InvalidOptionsError).issues.map((i) => i.path)).toContain('network(Ethereum).caipNetworkId')
    }
  })
})
