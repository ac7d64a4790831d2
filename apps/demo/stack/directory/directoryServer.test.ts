import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isAllowedWalletUrl, walletConnectLinks } from '../../../../packages/core/src/walletDirectory/deepLinks.ts'
import { createExplorerSource } from '../../../../packages/core/src/walletDirectory/explorerSource.ts'
import { createWalletListLoader } from '../../../../packages/core/src/walletDirectory/walletListLoader.ts'
import { WalletDirectoryError } from '../../../../packages/core/src/walletDirectory/walletDirectoryError.ts'
import { type DirectoryServerHandle, isLoopbackOrigin, startDirectoryServer } from './directoryServer.mjs'
import { REAL_WALLETS } from './realWallets.mjs'
import { tileLabel } from './walletImage.mjs'
import { type DirectoryWallet, TEST_WALLET_COUNT, directoryWallets } from './wallets.mjs'

const all = directoryWallets()
const WC_URI = 'wc:abc@2?relay-protocol=irn&symKey=def'

let server: DirectoryServerHandle
beforeAll(async () => {
  server = await startDirectoryServer()
})
afterAll(async () => {
  await server.stop()
})

async function getWallets(query: string, init?: RequestInit): Promise<{ status: number; body: { count: number; data: DirectoryWallet[]; error?: string }; headers: Headers }> {
  const res = await fetch(`${server.url}/getWallets?${query}`, init)
  return { status: res.status, body: await res.json(), headers: res.headers }
}

describe('directory data', () => {
  it('holds about 15 real wallets and at least 600 clearly marked test wallets, ids unique', () => {
    expect(REAL_WALLETS.length).toBeGreaterThanOrEqual(15)
    const tests = all.filter((w) => w.id.startsWith('test-'))
    expect(tests.length).toBeGreaterThanOrEqual(600)
    expect(tests.length).toBeGreaterThanOrEqual(TEST_WALLET_COUNT)
    for (const w of tests) {
      expect(w.name.startsWith('Test Wallet')).toBe(true)
      expect(w.homepage.startsWith('https://example.invalid/')).toBe(true)
    }
    expect(new Set(all.map((w) => w.id)).size).toBe(all.length)
    expect(new Set(all.map((w) => w.image_id)).size).toBe(all.length)
    expect(all.length).toBe(REAL_WALLETS.length + tests.length)
  })

  it('lists real wallets first, in explorer order', () => {
    expect(all.slice(0, 3).map((w) => w.name)).toEqual(['MetaMask', 'Trust Wallet', 'Rainbow'])
  })

  it('has only links the deep-link guard accepts for real wallets, and only refused ones for the hostile test wallets', () => {
    for (const w of REAL_WALLETS) {
      for (const link of [w.mobile_link, w.link_mode, w.desktop_link, w.webapp_link, w.homepage, w.app_store, w.play_store]) {
        if (link !== null) expect(isAllowedWalletUrl(link), `${w.name}: ${link}`).toBe(true)
      }
    }
    const hostile = all.filter((w) => w.id.startsWith('test-hostile-'))
    expect(hostile.length).toBeGreaterThan(0)
    for (const w of hostile) expect(walletConnectLinks(w, WC_URI), w.id).toEqual({})
  })

  it('labels image tiles with initials or the test number', () => {
    expect(tileLabel('Trust Wallet')).toBe('TW')
    expect(tileLabel('MetaMask')).toBe('ME')
    expect(tileLabel('Test Wallet 123')).toBe('123')
  })
})

describe('GET /getWallets', () => {
  it('pages through every wallet, 40 at a time, with the total count', async () => {
    const first = await getWallets('page=1&entries=40')
    expect(first.status).toBe(200)
    expect(first.headers.get('content-type')).toBe('application/json; charset=utf-8')
    expect(first.body.count).toBe(all.length)
    expect(first.body.data).toHaveLength(40)
    expect(first.body.data[0]).toEqual(all[0])

    const pages = Math.ceil(all.length / 40)
    const seen: string[] = []
    for (let page = 1; page <= pages; page++) seen.push(...(await getWallets(`page=${page}&entries=40`)).body.data.map((w) => w.id))
    expect(seen).toEqual(all.map((w) => w.id))

    const beyond = await getWallets(`page=${pages + 1}&entries=40`)
    expect(beyond.body).toEqual({ count: all.length, data: [] })
  })

  it('defaults to page 1 of 40', async () => {
    const { body } = await getWallets('')
    expect(body.data.map((w) => w.id)).toEqual(all.slice(0, 40).map((w) => w.id))
  })

  it('searches names case-insensitively, trimmed', async () => {
    expect((await getWallets('search=metamask')).body.data.map((w) => w.name)).toEqual(['MetaMask'])
    expect((await getWallets('search=%20TRUST%20')).body.data.map((w) => w.name)).toEqual(['Trust Wallet'])
    const twelve = await getWallets('search=test%20wallet%2012&entries=100')
    const expected = all.filter((w) => w.name.toLowerCase().includes('test wallet 12'))
    expect(twelve.body.count).toBe(expected.length)
    expect(twelve.body.data.map((w) => w.id)).toEqual(expected.map((w) => w.id))
    expect((await getWallets('search=no-such-wallet')).body).toEqual({ count: 0, data: [] })
  })

  it('pages through search results', async () => {
    const { body } = await getWallets('search=wallet&page=2&entries=100')
    const expected = all.filter((w) => w.name.toLowerCase().includes('wallet'))
    expect(body.count).toBe(expected.length)
    expect(body.data.map((w) => w.id)).toEqual(expected.slice(100, 200).map((w) => w.id))
  })

  it('keeps only included ids and drops excluded ones', async () => {
    const include = await getWallets('include=test-0002,c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96,unknown')
    expect(include.body.data.map((w) => w.id)).toEqual(['c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96', 'test-0002'])
    expect(include.body.count).toBe(2)

    const exclude = await getWallets('exclude=c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96,test-0001&entries=500')
    expect(exclude.body.count).toBe(all.length - 2)
    expect(exclude.body.data.some((w) => w.id === 'test-0001')).toBe(false)

    const both = await getWallets('include=test-0001,test-0002&exclude=test-0001')
    expect(both.body.data.map((w) => w.id)).toEqual(['test-0002'])
  })

  it('filters by chains, any of them', async () => {
    const solana = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
    const { body } = await getWallets(`chains=${encodeURIComponent(solana)}&entries=500`)
    const expected = all.filter((w) => w.chains.includes(solana))
    expect(body.count).toBe(expected.length)
    expect(body.data.every((w) => w.chains.includes(solana))).toBe(true)
    const either = await getWallets(`chains=${encodeURIComponent(`${solana},eip155:137`)}`)
    expect(either.body.count).toBe(all.filter((w) => w.chains.includes(solana) || w.chains.includes('eip155:137')).length)
  })

  it.each([
    ['page=0', '`page`'],
    ['page=-1', '`page`'],
    ['page=abc', '`page`'],
    ['entries=0', '`entries`'],
    ['entries=501', '`entries`'],
    ['entries=1.5', '`entries`'],
    [`search=${'x'.repeat(201)}`, '`search`'],
  ])('answers 400 to %s', async (query, field) => {
    const { status, body } = await getWallets(query)
    expect(status).toBe(400)
    expect(body.error).toContain(field)
  })
})

describe('GET /getWalletImage/:imageId', () => {
  it('serves a cacheable SVG for a known image id', async () => {
    const res = await fetch(`${server.url}/getWalletImage/${all[0]?.image_id}?projectId=x&st=appkit&sv=latch-0.1.0`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8')
    expect(res.headers.get('cache-control')).toBe('public, max-age=86400, immutable')
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    const svg = await res.text()
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true)
    expect(svg).toContain('aria-label="MetaMask"')
    expect(svg).not.toContain('<script')

    const etag = res.headers.get('etag')
    expect(etag).toMatch(/^"[0-9a-f]{24}"$/)
    const again = await fetch(`${server.url}/getWalletImage/${all[0]?.image_id}`, { headers: { 'if-none-match': etag as string } })
    expect(again.status).toBe(304)
  })

  it('serves test wallet images, and HEAD without a body', async () => {
    const res = await fetch(`${server.url}/getWalletImage/test-0123-image`, { method: 'HEAD' })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8')
    expect(await res.text()).toBe('')
  })

  it('answers 404 to an unknown or malformed image id', async () => {
    expect((await fetch(`${server.url}/getWalletImage/nope`)).status).toBe(404)
    expect((await fetch(`${server.url}/getWalletImage/%E0%A4%A`)).status).toBe(404)
    expect((await fetch(`${server.url}/getWalletImage/`)).status).toBe(404)
    expect((await fetch(`${server.url}/getWalletImage/a/b`)).status).toBe(404)
  })
})

describe('other routes and methods', () => {
  it('answers 404 to unknown paths and 405 to writes', async () => {
    const missing = await fetch(`${server.url}/nope`)
    expect(missing.status).toBe(404)
    expect(await missing.json()).toEqual({ error: 'Not found' })
    const post = await fetch(`${server.url}/getWallets`, { method: 'POST', body: '{}' })
    expect(post.status).toBe(405)
    expect(post.headers.get('allow')).toBe('GET, HEAD, OPTIONS')
  })
})

describe('CORS', () => {
  it('allows any loopback page origin, and no other', async () => {
    for (const origin of ['http://127.0.0.1:5173', 'http://localhost:4173', 'http://[::1]:3000', 'https://127.0.0.2']) {
      const { headers } = await getWallets('entries=1', { headers: { origin } })
      expect(headers.get('access-control-allow-origin'), origin).toBe(origin)
      expect(headers.get('vary')).toBe('origin')
    }
    for (const origin of ['https://evil.example', 'http://127.0.0.1.evil.example', 'null', 'file://']) {
      const { headers } = await getWallets('entries=1', { headers: { origin } })
      expect(headers.get('access-control-allow-origin'), origin).toBeNull()
    }
  })

  it('answers preflights for the explorer headers from loopback only', async () => {
    const ok = await fetch(`${server.url}/getWallets`, {
      method: 'OPTIONS',
      headers: { origin: 'http://127.0.0.1:5173', 'access-control-request-method': 'GET', 'access-control-request-headers': 'x-project-id' },
    })
    expect(ok.status).toBe(204)
    expect(ok.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:5173')
    expect(ok.headers.get('access-control-allow-headers')).toContain('x-project-id')
    expect(ok.headers.get('access-control-allow-methods')).toContain('GET')
    const refused = await fetch(`${server.url}/getWallets`, { method: 'OPTIONS', headers: { origin: 'https://evil.example' } })
    expect(refused.status).toBe(403)
  })

  it('recognises loopback origins', () => {
    expect(isLoopbackOrigin('http://127.0.0.1:5173')).toBe(true)
    expect(isLoopbackOrigin('http://localhost')).toBe(true)
    expect(isLoopbackOrigin('http://[::1]:1')).toBe(true)
    expect(isLoopbackOrigin('http://128.0.0.1')).toBe(false)
    expect(isLoopbackOrigin('http://localhost.evil.example')).toBe(false)
    expect(isLoopbackOrigin('ws://127.0.0.1')).toBe(false)
    expect(isLoopbackOrigin('not a url')).toBe(false)
  })
})

describe('explorerSource (core) against the local directory', () => {
  it('lists, searches and filters through the explorer API', async () => {
    const source = createExplorerSource({ baseUrl: server.url, projectId: 'local' })
    const page = await source.list({ page: 1, entries: 40 })
    expect(page.count).toBe(all.length)
    expect(page.data[0]).toMatchObject({ id: all[0]?.id, name: 'MetaMask', mobile_link: 'metamask://', rdns: 'io.metamask' })

    const found = await source.list({ page: 1, entries: 40, search: 'zer' })
    expect(found.data.map((w) => w.name)).toEqual(['Zerion'])

    const filtered = await source.list({ page: 1, entries: 5, include: ['test-0001', 'test-0002', 'test-0003'], exclude: ['test-0002'], chains: ['eip155:1'] })
    expect(filtered.data.map((w) => w.id)).toEqual(['test-0001', 'test-0003'])
  })

  it('works with the legacy SDK headers too (CORS preflight allowed)', async () => {
    const source = createExplorerSource({ baseUrl: server.url, projectId: 'local', sdkHeaders: true })
    expect((await source.list({ page: 1, entries: 1 })).data).toHaveLength(1)
  })

  it('loads images from the URL imageUrl builds', async () => {
    const source = createExplorerSource({ baseUrl: server.url, projectId: 'local' })
    const res = await fetch(source.imageUrl(all[1]?.image_id as string))
    expect(res.status).toBe(200)
    expect(await res.text()).toContain('aria-label="Trust Wallet"')
  })

  it('drops a malformed entry served by the directory and keeps the rest', async () => {
    const broken = { ...all[0], id: 'broken', mobile_link: 42 } as unknown as DirectoryWallet
    const local = await startDirectoryServer({ wallets: [broken, ...REAL_WALLETS] })
    try {
      const page = await createExplorerSource({ baseUrl: local.url }).list({ page: 1, entries: 100 })
      expect(page.count).toBe(REAL_WALLETS.length + 1)
      expect(page.data.map((w) => w.id)).toEqual(REAL_WALLETS.map((w) => w.id))
    } finally {
      await local.stop()
    }
  })

  it('turns a 400 into WalletDirectoryError and a stopped server into a network error', async () => {
    const source = createExplorerSource({ baseUrl: server.url })
    const bad = await source.list({ page: 0, entries: 40 }).catch((e: unknown) => e)
    expect(bad).toBeInstanceOf(WalletDirectoryError)
    expect((bad as WalletDirectoryError).failure).toEqual({ kind: 'status', status: 400 })

    const gone = await startDirectoryServer()
    await gone.stop()
    await gone.stop() // idempotent
    const down = await createExplorerSource({ baseUrl: gone.url })
      .list({ page: 1, entries: 1 })
      .catch((e: unknown) => e)
    expect(down).toBeInstanceOf(WalletDirectoryError)
    expect((down as WalletDirectoryError).failure).toEqual({ kind: 'network' })
  })

  it('aborts a slow request with the caller’s reason', async () => {
    const slow = await startDirectoryServer({ latencyMs: 2_000 })
    try {
      const controller = new AbortController()
      const pending = createExplorerSource({ baseUrl: slow.url }).list({ page: 1, entries: 1, signal: controller.signal })
      setTimeout(() => controller.abort(new Error('closed')), 50)
      await expect(pending).rejects.toThrow('closed')
    } finally {
      await slow.stop()
    }
  })

  it('feeds the AllWallets loader: featured first, then every directory page', async () => {
    const metamask = REAL_WALLETS[0]?.id as string
    const loader = createWalletListLoader({ source: createExplorerSource({ baseUrl: server.url }), featuredWalletIds: [metamask], chains: ['eip155:31337'] })
    const first = await loader.load({ recentWalletIds: ['test-0004'], installedRdns: ['io.metamask'] })
    expect(first.wallets.slice(0, 2).map((w) => [w.id, w.section, w.installed])).toEqual([
      ['test-0004', 'recent', false],
      [metamask, 'featured', true],
    ])
    const local = all.filter((w) => w.chains.includes('eip155:31337'))
    expect(first.directoryCount).toBe(local.length - 1)

    const everything = await loader.load({ pages: 100 })
    expect(everything.hasMore).toBe(false)
    expect(everything.wallets.map((w) => w.id).sort()).toEqual(local.map((w) => w.id).sort())
  })

  it('answers a search over all wallets quickly', async () => {
    const source = createExplorerSource({ baseUrl: server.url })
    await source.list({ page: 1, entries: 40, search: 'warm-up' })
    const terms = ['test', 'wallet 1', 'WALLET 6', 'meta', 'zzz', 'test wallet 619']
    const t0 = performance.now()
    for (const search of terms) await source.list({ page: 1, entries: 40, search })
    const perSearchMs = (performance.now() - t0) / terms.length
    expect(perSearchMs).toBeLessThan(100)
  })
})
