import { describe, expect, it } from 'vitest'
import type { CustomWallet } from '../types/options'
import { arrangeWallets, customWalletEntry, directoryRequest, featuredRequest, matchesSearch, normalizeSearch, walletImageSrc } from './listWallets'
import type { WalletEntry } from './types'

function wallet(id: string, extra: Partial<WalletEntry> = {}): WalletEntry {
  return {
    id,
    name: id.toUpperCase(),
    homepage: `https://${id}.example`,
    image_id: `img-${id}`,
    mobile_link: `${id}://`,
    desktop_link: null,
    webapp_link: null,
    app_store: null,
    play_store: null,
    rdns: `example.${id}`,
    chains: ['eip155:1'],
    injected: null,
    ...extra,
  }
}

const ids = (list: { id: string }[]) => list.map((w) => w.id)
const custom: CustomWallet = { id: 'mine', name: 'My Wallet', homepage: 'https://mine.example', image_url: 'https://mine.example/icon.png', mobile_link: 'mine://' }

describe('search helpers', () => {
  it('normalises and matches case-insensitively', () => {
    expect(normalizeSearch('  MetaMask ')).toBe('metamask')
    expect(normalizeSearch(undefined)).toBe('')
    expect(matchesSearch('MetaMask', 'meta')).toBe(true)
    expect(matchesSearch('MetaMask', ' MASK ')).toBe(true)
    expect(matchesSearch('MetaMask', 'rain')).toBe(false)
    expect(matchesSearch('MetaMask', '')).toBe(true)
  })
})

describe('customWalletEntry / walletImageSrc', () => {
  it('puts a custom wallet in directory shape', () => {
    expect(customWalletEntry(custom)).toEqual({
      id: 'mine',
      name: 'My Wallet',
      homepage: 'https://mine.example',
      image_id: '',
      image_url: 'https://mine.example/icon.png',
      mobile_link: 'mine://',
      desktop_link: null,
      webapp_link: null,
      app_store: null,
      play_store: null,
      rdns: null,
      chains: [],
      injected: null,
    })
  })

  it('prefers the entry image URL, else asks the source', () => {
    const source = { imageUrl: (id: string) => `https://dir.example/img/${id}` }
    expect(walletImageSrc(customWalletEntry(custom), source)).toBe('https://mine.example/icon.png')
    expect(walletImageSrc(wallet('a'), source)).toBe('https://dir.example/img/img-a')
  })
})

describe('directoryRequest / featuredRequest', () => {
  it('asks for a page with the include list and excludes excluded and featured wallets', () => {
    expect(
      directoryRequest({ includeWalletIds: ['a', 'b'], excludeWalletIds: ['x'], featuredWalletIds: ['f', 'x'], chains: ['eip155:1'] }, { page: 3, search: ' meta ' }),
    ).toEqual({ page: 3, entries: 40, search: 'meta', chains: ['eip155:1'], include: ['a', 'b'], exclude: ['x', 'f'] })
    expect(directoryRequest({}, { page: 1, pageSize: 10 })).toEqual({ page: 1, entries: 10 })
  })

  it('fetches recent (at most 2) and featured wallets by id in one request, skipping custom ones', () => {
    expect(featuredRequest({ featuredWalletIds: ['f1', 'f2'], customWallets: [custom] }, ['r1', 'mine', 'r3'])).toEqual({
      page: 1,
      entries: 3,
      include: ['r1', 'f1', 'f2'],
    })
    expect(featuredRequest({ featuredWalletIds: ['f1'] }, ['f1'])).toEqual({ page: 1, entries: 1, include: ['f1'] })
    expect(featuredRequest({ customWallets: [custom] }, ['mine'])).toBeUndefined()
    expect(featuredRequest({})).toBeUndefined()
  })
})

describe('arrangeWallets', () => {
  const directory = ['d1', 'd2', 'd3', 'd4', 'd5'].map((id) => wallet(id))

  it('lists the directory in its own order when no options apply', () => {
    const list = arrangeWallets({ directory, options: {} })
    expect(ids(list)).toEqual(['d1', 'd2', 'd3', 'd4', 'd5'])
    expect(list.every((w) => w.section === 'directory' && w.installed === false)).toBe(true)
  })

  it('orders recent, featured (host order), custom, then the rest, each wallet once', () => {
    const featured = [wallet('f2'), wallet('f1'), wallet('d3')]
    const list = arrangeWallets({
      featured,
      directory: [...directory, wallet('f1')],
      options: { featuredWalletIds: ['f1', 'f2'], customWallets: [custom] },
      context: { recentWalletIds: ['d3', 'f2', 'd1'] },
    })
    expect(list.map((w) => `${w.section}:${w.id}`)).toEqual([
      'recent:d3',
      'recent:f2',
      'featured:f1',
      'custom:mine',
      'directory:d1',
      'directory:d2',
      'directory:d4',
      'directory:d5',
    ])
  })

  it('keeps at most two recent wallets, most recent first', () => {
    const list = arrangeWallets({ directory, options: {}, context: { recentWalletIds: ['d4', 'd2', 'd1'] } })
    expect(list.filter((w) => w.section === 'recent').map((w) => w.id)).toEqual(['d4', 'd2'])
    expect(ids(list)).toEqual(['d4', 'd2', 'd1', 'd3', 'd5'])
  })

  it('lists a custom wallet that is also recent under recent', () => {
    const list = arrangeWallets({ directory, options: { customWallets: [custom] }, context: { recentWalletIds: ['mine'] } })
    expect(list[0]).toMatchObject({ id: 'mine', section: 'recent', image_url: 'https://mine.example/icon.png' })
    expect(list.filter((w) => w.id === 'mine')).toHaveLength(1)
  })

  it('skips ids it has no entry for', () => {
    const list = arrangeWallets({ directory, options: { featuredWalletIds: ['gone'] }, context: { recentWalletIds: ['also-gone'] } })
    expect(ids(list)).toEqual(['d1', 'd2', 'd3', 'd4', 'd5'])
  })

  it('shows only included directory wallets, but always the custom ones', () => {
    const list = arrangeWallets({
      featured: [wallet('f1')],
      directory,
      options: { includeWalletIds: ['d2', 'd4'], featuredWalletIds: ['f1'], customWallets: [custom] },
      context: { recentWalletIds: ['d1'] },
    })
    expect(ids(list)).toEqual(['mine', 'd2', 'd4'])
  })

  it('never shows excluded wallets, in any section', () => {
    const list = arrangeWallets({
      featured: [wallet('f1')],
      directory,
      options: { excludeWalletIds: ['d1', 'f1', 'mine'], featuredWalletIds: ['f1'], customWallets: [custom] },
      context: { recentWalletIds: ['d1'] },
    })
    expect(ids(list)).toEqual(['d2', 'd3', 'd4', 'd5'])
  })

  it('drops directory wallets without a requested chain, never custom ones', () => {
    const list = arrangeWallets({
      directory: [wallet('evm'), wallet('sol', { chains: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'] }), wallet('none', { chains: [] })],
      options: { chains: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'], customWallets: [custom] },
    })
    expect(ids(list)).toEqual(['mine', 'sol'])
  })

  it('marks wallets whose rdns is among the installed ones', () => {
    const list = arrangeWallets({ directory: [...directory, wallet('nordns', { rdns: null })], options: {}, context: { installedRdns: ['example.d2', 'example.d5'] } })
    expect(list.filter((w) => w.installed).map((w) => w.id)).toEqual(['d2', 'd5'])
  })

  it('filters recent, featured and custom wallets by the search, trusting the directory for its own results', () => {
    const list = arrangeWallets({
      featured: [wallet('f1', { name: 'Rainbow' }), wallet('f2', { name: 'Zerion' }), wallet('r1', { name: 'Rabby' })],
      directory: [wallet('d9', { name: 'Rainbow Fork' }), wallet('d10', { name: 'server says it matches' })],
      options: { featuredWalletIds: ['f1', 'f2'], customWallets: [custom, { id: 'rcustom', name: 'RAINdrop' }] },
      context: { search: ' rain', recentWalletIds: ['r1'] },
    })
    expect(ids(list)).toEqual(['f1', 'rcustom', 'd9', 'd10'])
  })

  it('de-duplicates the directory across pages', () => {
    const list = arrangeWallets({ directory: [wallet('a'), wallet('b'), wallet('a')], options: {} })
    expect(ids(list)).toEqual(['a', 'b'])
  })

  it('does not mutate its inputs', () => {
    const input = [wallet('a')]
    const frozen = Object.freeze(input.map((w) => Object.freeze(w)))
    expect(() => arrangeWallets({ directory: frozen, options: {}, context: { installedRdns: ['example.a'] } })).not.toThrow()
    expect(frozen[0]).not.toHaveProperty('installed')
  })
})

describe('arrangeWallets at directory scale', () => {
  const many = Array.from({ length: 640 }, (_, i) => wallet(`test-${i}`, { name: `Test Wallet ${i}`, rdns: `invalid.example.w${i}` }))
  const options = { featuredWalletIds: ['test-5', 'test-600'], excludeWalletIds: ['test-7'], customWallets: [custom], chains: ['eip155:1'] }
  const featured = [many[5], many[600], many[9]] as WalletEntry[]

  function timed(run: () => unknown, runs = 50): number {
    run()
    const t0 = performance.now()
    for (let i = 0; i < runs; i++) run()
    return (performance.now() - t0) / runs
  }

  it('arranges 640 wallets and filters them by search in well under a frame', () => {
    const context = { recentWalletIds: ['test-9'], installedRdns: ['invalid.example.w3'] }
    const all = arrangeWallets({ featured, directory: many, options, context })
    expect(ids(all).slice(0, 4)).toEqual(['test-9', 'test-5', 'test-600', 'mine'])
    expect(all).toHaveLength(640 - 1 + 1) // one excluded, one custom added
    expect(all.find((w) => w.id === 'test-3')?.installed).toBe(true)

    // With a search the directory part is the source's answer; everything else is matched locally.
    const searched = many.filter((w) => matchesSearch(w.name, 'wallet 1'))
    const found = arrangeWallets({ featured, directory: searched, options, context: { ...context, search: 'Wallet 1' } })
    expect(found.every((w) => w.name.toLowerCase().includes('wallet 1'))).toBe(true)
    expect(found).toHaveLength(searched.length)

    const listMs = timed(() => arrangeWallets({ featured, directory: many, options, context }))
    const searchMs = timed(() => {
      const hits = many.filter((w) => matchesSearch(w.name, 'wallet 1'))
      arrangeWallets({ featured, directory: hits, options, context: { ...context, search: 'wallet 1' } })
    })
    expect(listMs).toBeLessThan(16)
    expect(searchMs).toBeLessThan(16)
  })
})
