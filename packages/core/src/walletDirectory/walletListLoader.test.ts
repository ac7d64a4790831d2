import { afterEach, describe, expect, it, vi } from 'vitest'
import { createQueryCache } from '../query/queryCache'
import { createMemorySource } from './memorySource'
import type { WalletDirectorySource, WalletEntry, WalletListRequest } from './types'
import { WalletDirectoryError } from './walletDirectoryError'
import { createWalletListLoader } from './walletListLoader'

function wallet(n: number, extra: Partial<WalletEntry> = {}): WalletEntry {
  return {
    id: `w${n}`,
    name: `Wallet ${n}`,
    homepage: 'https://example.invalid',
    image_id: `img${n}`,
    mobile_link: null,
    desktop_link: null,
    webapp_link: null,
    app_store: null,
    play_store: null,
    rdns: `invalid.example.w${n}`,
    chains: [n % 2 ? 'eip155:1' : 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
    injected: null,
    ...extra,
  }
}

const entries = Array.from({ length: 95 }, (_, i) => wallet(i + 1))
const ids = (list: { id: string }[]) => list.map((w) => w.id)

afterEach(() => vi.useRealTimers())

describe('createWalletListLoader', () => {
  it('loads the first page with the featured and recent wallets, in one request each', async () => {
    const source = createMemorySource(entries)
    const loader = createWalletListLoader({ source, featuredWalletIds: ['w50', 'w40'] })
    const result = await loader.load({ recentWalletIds: ['w90'], installedRdns: ['invalid.example.w2'] })

    expect(source.requests).toEqual([
      { page: 1, entries: 3, include: ['w90', 'w50', 'w40'] },
      { page: 1, entries: 40, exclude: ['w50', 'w40'] },
    ])
    expect(ids(result.wallets).slice(0, 5)).toEqual(['w90', 'w50', 'w40', 'w1', 'w2'])
    expect(result.wallets.find((w) => w.id === 'w2')?.installed).toBe(true)
    expect(result).toMatchObject({ directoryCount: 93, pages: 1, hasMore: true })
    // w90 is recent and also on no directory page yet; it is listed once.
    expect(result.wallets).toHaveLength(3 + 40)
  })

  it('pages on scroll, fetching only the new page and stopping at the end', async () => {
    const source = createMemorySource(entries)
    const loader = createWalletListLoader({ source })
    await loader.load()
    const two = await loader.load({ pages: 2 })
    expect(two).toMatchObject({ pages: 2, hasMore: true })
    expect(two.wallets).toHaveLength(80)
    const all = await loader.load({ pages: 10 })
    expect(all).toMatchObject({ pages: 3, hasMore: false, directoryCount: 95 })
    expect(ids(all.wallets)).toEqual(ids(entries))
    expect(source.requests.map((r) => r.page)).toEqual([1, 2, 3])
  })

  it('searches through the source and caches by (page, search), case and spaces aside', async () => {
    const source = createMemorySource(entries)
    const loader = createWalletListLoader({ source, customWallets: [{ id: 'c', name: 'Wallet Nine Custom' }, { id: 'd', name: 'Other' }] })
    const found = await loader.load({ search: ' wallet 9' })
    expect(source.requests.at(-1)).toEqual({ page: 1, entries: 40, search: 'wallet 9' })
    expect(ids(found.wallets)).toEqual(['w9', 'w90', 'w91', 'w92', 'w93', 'w94', 'w95'])
    await loader.load({ search: 'WALLET 9 ' })
    await loader.load({ search: ' wallet 9' })
    expect(source.requests).toHaveLength(1)

    // Custom wallets are filtered locally.
    expect(ids((await loader.load({ search: 'nine' })).wallets)).toEqual(['c'])
  })

  it('re-fetches after invalidate', async () => {
    const source = createMemorySource(entries)
    const loader = createWalletListLoader({ source, featuredWalletIds: ['w3'] })
    await loader.load()
    await loader.load()
    expect(source.requests).toHaveLength(2)
    loader.invalidate()
    await loader.load()
    expect(source.requests).toHaveLength(4)
  })

  it('sends include, exclude and chains to the source and enforces them locally too', async () => {
    // A source that ignores every filter, as a misbehaving directory might.
    const requests: WalletListRequest[] = []
    const sloppy: WalletDirectorySource = {
      list: async (request) => {
        requests.push(request)
        return { count: entries.length, data: entries.slice(0, 40) }
      },
      imageUrl: () => '',
    }
    const loader = createWalletListLoader({ source: sloppy, includeWalletIds: ['w1', 'w2', 'w3', 'w5'], excludeWalletIds: ['w3'], chains: ['eip155:1'] })
    const result = await loader.load()
    expect(requests[0]).toMatchObject({ include: ['w1', 'w2', 'w3', 'w5'], exclude: ['w3'], chains: ['eip155:1'] })
    expect(ids(result.wallets)).toEqual(['w1', 'w5'])
  })

  it('uses a shared cache when given one; invalidate forgets only its own pages', async () => {
    const cache = createQueryCache({ server: true })
    const source = createMemorySource(entries)
    await createWalletListLoader({ source, cache }).load()
    const second = createWalletListLoader({ source, cache })
    await second.load()
    expect(source.requests).toHaveLength(1)
    expect(cache.size).toBe(1)
    await cache.fetch('tokens:eip155:1:me', async () => [])
    second.invalidate()
    expect([cache.size, cache.get('tokens:eip155:1:me')]).toEqual([1, []])
    await second.load()
    expect(source.requests).toHaveLength(2)
  })

  it('loads of one page share one request; one caller giving up does not end it for the other', async () => {
    const source = createMemorySource(entries)
    let seen: AbortSignal | undefined
    const slow: WalletDirectorySource = {
      imageUrl: source.imageUrl,
      list: async (r) => {
        seen = r.signal
        await new Promise((resolve) => setTimeout(resolve, 5))
        return source.list({ ...r, signal: undefined })
      },
    }
    const loader = createWalletListLoader({ source: slow })
    const leaving = new AbortController()
    const first = loader.load({ signal: leaving.signal })
    const second = loader.load({ signal: new AbortController().signal })
    leaving.abort(new Error('search changed'))
    await expect(first).rejects.toThrow('search changed')
    expect((await second).wallets).toHaveLength(40)
    expect(source.requests).toHaveLength(1)
    expect(seen?.aborted).toBe(false)
  })

  it('passes directory errors through and caches nothing for the failed page', async () => {
    let fail = true
    const memory = createMemorySource(entries)
    const source: WalletDirectorySource = {
      imageUrl: memory.imageUrl,
      list: async (r) => {
        if (fail) throw new WalletDirectoryError({ origin: 'https://dir.example', failure: { kind: 'status', status: 503 } })
        return memory.list(r)
      },
    }
    const loader = createWalletListLoader({ source })
    await expect(loader.load()).rejects.toBeInstanceOf(WalletDirectoryError)
    fail = false
    expect((await loader.load()).wallets).toHaveLength(40)
  })

  it('rejects with the abort reason and leaves the cache usable', async () => {
    const source = createMemorySource(entries)
    const loader = createWalletListLoader({ source })
    const controller = new AbortController()
    controller.abort(new Error('closed'))
    await expect(loader.load({ signal: controller.signal })).rejects.toThrow('closed')
    expect((await loader.load()).wallets).toHaveLength(40)
  })

  it('on a server (no window) pages are never collected and a failed page is not asked again', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    let asked = 0
    const memory = createMemorySource(entries)
    const source: WalletDirectorySource = {
      imageUrl: memory.imageUrl,
      list: async (r) => {
        asked += 1
        if (r.search) throw new WalletDirectoryError({ origin: 'https://dir.example', failure: { kind: 'status', status: 503 } })
        return memory.list(r)
      },
    }
    const loader = createWalletListLoader({ source })
    await loader.load()
    await vi.advanceTimersByTimeAsync(24 * 60 * 60_000)
    await loader.load()
    expect(asked).toBe(1)
    await expect(loader.load({ search: 'x' })).rejects.toBeInstanceOf(WalletDirectoryError)
    expect(asked).toBe(2)
  })
})
