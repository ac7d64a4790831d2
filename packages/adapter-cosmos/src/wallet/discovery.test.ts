import type { Connector } from '@latch/core'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { type CosmosWindow, startDiscovery } from './discovery'

// Only what discovery reads: a Keplr-API object is one with `enable` and `getKey`.
const keplrApi = () => ({ enable: async () => {}, getKey: async () => ({ algo: 'secp256k1', pubKey: new Uint8Array(33), bech32Address: 'cosmos1…' }) })

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => vi.useRealTimers())

describe('startDiscovery', () => {
  it('polls every 100 ms for 3 s, then stops', () => {
    const win: CosmosWindow & Record<string, unknown> = {}
    const heard: string[][] = []
    const discovery = startDiscovery(win, (c: Connector[]) => heard.push(c.map((x) => x.id)))
    expect(heard).toEqual([[]])
    win.keplr = keplrApi()
    vi.advanceTimersByTime(100)
    expect(heard).toEqual([[], ['keplr']])
    vi.advanceTimersByTime(3_000)
    win.leap = keplrApi()
    vi.advanceTimersByTime(1_000)
    // No more polling: a later wallet is found by the next `find` (connect, reconnect) or the window's load.
    expect(heard).toEqual([[], ['keplr']])
    expect(discovery.find('leap')?.provider).toBe(win.leap)
    expect(heard.at(-1)).toEqual(['keplr', 'leap'])
    discovery.stop()
  })

  it('ignores globals that are not Keplr-API objects', () => {
    const win: CosmosWindow = { keplr: { enable: () => {} }, leap: 'leap', cosmostation: { providers: {} } }
    const heard: string[][] = []
    startDiscovery(win, (c) => heard.push(c.map((x) => x.id))).stop()
    expect(heard).toEqual([[]])
  })

  it('waits for a late wallet up to the time given', async () => {
    const win: CosmosWindow = {}
    const discovery = startDiscovery(win, () => {})
    const waiting = discovery.waitFor('cosmostation', 500)
    setTimeout(() => {
      win.cosmostation = { providers: { keplr: keplrApi() } }
    }, 200)
    await vi.advanceTimersByTimeAsync(300)
    expect((await waiting)?.provider).toBe(win.cosmostation?.providers?.keplr)
    const never = discovery.waitFor('leap', 500)
    await vi.advanceTimersByTimeAsync(600)
    expect(await never).toBeUndefined()
    discovery.stop()
  })
})
