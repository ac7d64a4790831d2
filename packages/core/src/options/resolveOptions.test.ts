import { describe, expect, it } from 'vitest'
import { AdapterForNamespaceNotFoundError } from '../errors/adapter'
import { InvalidOptionsError, SiweSiwxConflictError } from '../errors/config'
import { testNetworks } from '../testing/fixtures'
import { createMockAdapter } from '../testing/mockAdapter'
import type { LatchOptions } from '../types/options'
import { resolveOptions } from './resolveOptions'
import { createMemorySiwx } from '../testing/memorySiwx'

function longMessageOf(run: () => unknown): string {
  try {
    run()
  } catch (error) {
    return (error as InvalidOptionsError).longMessage
  }
  throw new Error('did not throw')
}

const base: LatchOptions = { networks: [testNetworks.one, testNetworks.two], projectId: 'p' }

describe('resolveOptions', () => {
  it('fills the defaults of spec §9 (analytics off: privacy by default)', () => {
    const r = resolveOptions(base)
    expect(r.defaultNetwork).toBe(testNetworks.one)
    expect(r.features).toMatchObject({ email: true, swaps: true, onramp: true, send: true, receive: true, history: true, analytics: false })
    expect(r).toMatchObject({ enableNetworkSwitch: true, allowUnsupportedChain: false, enableReconnect: true, manualWCControl: false })
    expect(r.alerts).toEqual([])
  })

  it('a missing project id is the Project ID Not Configured alert, not an error', () => {
    const r = resolveOptions({ networks: [testNetworks.one] })
    expect(r.alerts.map((a) => a.shortMessage)).toEqual(['Project ID Not Configured'])
  })

  it('siwe and siwx together are a conflict', () => {
    expect(() => resolveOptions({ ...base, siwe: createMemorySiwx(), siwx: createMemorySiwx() })).toThrow(SiweSiwxConflictError)
  })

  it('customRpcUrls replace a network’s own endpoints (only those listed), and bad ones are refused', () => {
    const r = resolveOptions({ ...base, customRpcUrls: { 'eip155:2': [{ url: 'https://rpc.example/2' }, { url: 'http://127.0.0.1:9/2' }] } })
    expect(r.networks[0]).toBe(testNetworks.one)
    expect(r.networks[1]?.rpcUrls.default.http).toEqual(['https://rpc.example/2', 'http://127.0.0.1:9/2'])
    expect(testNetworks.two.rpcUrls.default.http).not.toContain('https://rpc.example/2')
    for (const customRpcUrls of [{ 'eip155:1': ['https://x'] }, { 'eip155:1': [{ url: 'javascript:alert(1)' }] }, { 'eip155:1': { url: 'https://x' } }, 'https://x']) {
      expect(() => resolveOptions({ ...base, customRpcUrls } as unknown as LatchOptions)).toThrow(InvalidOptionsError)
    }
  })

  it('reports the path of a bad network', () => {
    const bad = { ...testNetworks.one, caipNetworkId: 'nope' } as unknown as typeof testNetworks.one
    try {
      resolveOptions({ networks: [bad] })
      expect.unreachable()
    } catch (error) {
      expect(error).toBeInstanceOf(InvalidOptionsError)
      expect((error as InvalidOptionsError).issues[0]?.path).toBe('networks.0.caipNetworkId')
    }
  })

  it('rejects no networks, duplicate networks, a foreign default network, a bad theme, two adapters per namespace', () => {
    expect(() => resolveOptions({ networks: [] as unknown as LatchOptions['networks'] })).toThrow(InvalidOptionsError)
    expect(longMessageOf(() => resolveOptions({ networks: [testNetworks.one, testNetworks.one] }))).toMatch(/listed twice/)
    expect(longMessageOf(() => resolveOptions({ ...base, defaultNetwork: testNetworks.sol }))).toMatch(/not in networks/)
    expect(() => resolveOptions({ ...base, themeMode: 'blue' as 'dark' })).toThrow(InvalidOptionsError)
    expect(longMessageOf(() => resolveOptions({ ...base, adapters: [createMockAdapter('eip155'), createMockAdapter('eip155')] }))).toMatch(/Two adapters/)
  })

  it('an adapter without a network of its namespace is a typed error', () => {
    expect(() => resolveOptions({ ...base, adapters: [createMockAdapter('solana')] })).toThrow(AdapterForNamespaceNotFoundError)
  })
})
