import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Connector } from '../../types/chain'
import { LazyConnection } from './lazyConnection'

const wallet: Connector = { id: 'w', name: 'Wallet', type: 'ANNOUNCED', chain: 'eip155' }

function connection(log: string[]) {
  return {
    syncConnectors: () => [wallet],
    connect: async (id: string) => void log.push(`connect:${id}`),
    reconnect: async () => 'restored',
    disconnect: () => void log.push('disconnect'),
  }
}

afterEach(() => vi.unstubAllGlobals())

describe('LazyConnection', () => {
  it('loads on the first call; calls made while it loads reach it in order, later ones in the same tick', async () => {
    const log: string[] = []
    let loads = 0
    const lazy = new LazyConnection(async () => {
      loads++
      return connection(log)
    })
    expect(lazy.current).toBeUndefined()
    await Promise.all([lazy.use((c) => c.connect('a')), lazy.disconnect((c) => c.disconnect())])
    expect(log).toEqual(['connect:a', 'disconnect'])
    void lazy.use((c) => c.connect('b'))
    expect(log.at(-1)).toBe('connect:b')
    expect(loads).toBe(1)
  })

  it('a discovery load that fails is no unhandled rejection: [] again, and the next call tries again', async () => {
    vi.stubGlobal('window', {})
    const unhandled: unknown[] = []
    const onUnhandled = (reason: unknown) => unhandled.push(reason)
    process.on('unhandledRejection', onUnhandled)
    try {
      let loads = 0
      const lazy = new LazyConnection(async () => {
        loads++
        if (loads === 1) throw new Error('chunk failed')
        return connection([])
      })
      expect(lazy.syncConnectors()).toEqual([])
      await new Promise((r) => setTimeout(r, 10))
      expect(unhandled).toEqual([])
      expect(lazy.current).toBeUndefined()
      expect(lazy.syncConnectors()).toEqual([])
      await new Promise((r) => setTimeout(r, 10))
      expect(loads).toBe(2)
      expect(lazy.syncConnectors()).toEqual([wallet])
    } finally {
      process.off('unhandledRejection', onUnhandled)
    }
  })

  it('syncConnectors answers [] and starts the load in a browser; on a server it loads nothing', async () => {
    let loads = 0
    const load = async () => {
      loads++
      return connection([])
    }
    expect(new LazyConnection(load).syncConnectors()).toEqual([])
    expect(loads).toBe(0)
    vi.stubGlobal('window', {})
    const lazy = new LazyConnection(load)
    expect(lazy.syncConnectors()).toEqual([])
    await vi.waitFor(() => expect(lazy.current).toBeDefined())
    expect(lazy.syncConnectors()).toEqual([wallet])
  })

  it('a reconnect whose code cannot load is null; a disconnect with nothing loaded loads nothing', async () => {
    let loads = 0
    const lazy = new LazyConnection<ReturnType<typeof connection>>(async () => {
      loads++
      throw new Error('chunk failed')
    })
    await lazy.disconnect((c) => c.disconnect())
    expect(loads).toBe(0)
    expect(await lazy.reconnect((c) => c.reconnect())).toBeNull()
    await expect(lazy.use((c) => c.connect('a'))).rejects.toThrow('chunk failed')
    expect(loads).toBe(2)
  })
})
