import { describe, expect, it } from 'vitest'
import { LatchError } from '../errors/base'
import { EXPLORER_API_URL, createExplorerSource } from './explorerSource'
import { WalletDirectoryError } from './walletDirectoryError'

const metamask = {
  id: 'c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96',
  name: 'MetaMask',
  homepage: 'https://metamask.io/',
  image_id: 'eebe4a7f-7166-402f-92e0-1f64ca2aa800',
  order: 20,
  mobile_link: 'metamask://',
  desktop_link: null,
  link_mode: null,
  webapp_link: null,
  app_store: 'https://apps.apple.com/us/app/metamask/id1438144202',
  play_store: 'https://play.google.com/store/apps/details?id=io.metamask',
  rdns: 'io.metamask',
  chains: ['eip155:1', 'eip155:10'],
  injected: [{ namespace: 'eip155', injected_id: 'isMetaMask' }],
  badge_type: 'certified',
  // Fields Latch does not use are dropped.
  description: 'A wallet',
  categories: ['x'],
}

interface Call {
  url: URL
  init: RequestInit | undefined
}

/** A fetch that records calls and answers with `respond` (a Response, or a thrown error). */
function fakeFetch(respond: (call: Call) => Response | Promise<Response>) {
  const calls: Call[] = []
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const call = { url: new URL(String(input)), init }
    calls.push(call)
    return respond(call)
  }) as typeof globalThis.fetch
  return { fetch, calls }
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

describe('createExplorerSource: requests', () => {
  it('calls GET {base}/getWallets with the list parameters and the SDK identification', async () => {
    const { fetch, calls } = fakeFetch(() => json({ count: 0, data: [] }))
    const source = createExplorerSource({ projectId: 'p123', fetch })
    await source.list({ page: 2, entries: 40, search: '  Meta ', chains: ['eip155:1', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'], include: ['a', 'b'], exclude: ['c'] })

    const call = calls[0] as Call
    expect(call.url.origin + call.url.pathname).toBe(`${EXPLORER_API_URL}/getWallets`)
    expect(Object.fromEntries(call.url.searchParams)).toEqual({
      page: '2',
      entries: '40',
      search: 'Meta',
      chains: 'eip155:1,solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      include: 'a,b',
      exclude: 'c',
      st: 'appkit',
      sv: 'latch-0.1.0',
      projectId: 'p123',
    })
    expect(call.init?.method).toBe('GET')
    // No custom headers by default: a cross-origin GET with only `accept` needs no CORS preflight.
    expect(call.init?.headers).toEqual({ accept: 'application/json' })
  })

  it('leaves empty filters out', async () => {
    const { fetch, calls } = fakeFetch(() => json({ count: 0, data: [] }))
    await createExplorerSource({ fetch }).list({ page: 1, entries: 40, search: '   ', chains: [], include: [], exclude: [] })
    expect([...(calls[0]?.url.searchParams.keys() ?? [])]).toEqual(['page', 'entries', 'st', 'sv'])
  })

  it('sends the x-project-id / x-sdk-type / x-sdk-version headers when asked', async () => {
    const { fetch, calls } = fakeFetch(() => json({ count: 0, data: [] }))
    await createExplorerSource({ projectId: 'p123', fetch, sdkHeaders: true, sdkVersion: 'latch-9.9.9' }).list({ page: 1, entries: 1 })
    expect(calls[0]?.init?.headers).toEqual({ accept: 'application/json', 'x-project-id': 'p123', 'x-sdk-type': 'appkit', 'x-sdk-version': 'latch-9.9.9' })
  })

  it('honours a configured base URL, with or without a trailing slash', async () => {
    const { fetch, calls } = fakeFetch(() => json({ count: 0, data: [] }))
    await createExplorerSource({ baseUrl: 'http://127.0.0.1:9000/dir/', fetch }).list({ page: 1, entries: 1 })
    expect(calls[0]?.url.href.startsWith('http://127.0.0.1:9000/dir/getWallets?')).toBe(true)
  })

  it('uses globalThis.fetch when none is injected, called unbound-safe', async () => {
    const original = globalThis.fetch
    const { fetch, calls } = fakeFetch(() => json({ count: 0, data: [] }))
    globalThis.fetch = fetch
    try {
      await createExplorerSource().list({ page: 1, entries: 1 })
    } finally {
      globalThis.fetch = original
    }
    expect(calls).toHaveLength(1)
  })
})

describe('createExplorerSource: imageUrl', () => {
  it('points at getWalletImage with the project id as a query parameter (an <img> cannot send headers)', () => {
    const source = createExplorerSource({ projectId: 'p123' })
    expect(source.imageUrl('eebe4a7f-7166-402f-92e0-1f64ca2aa800')).toBe(`${EXPLORER_API_URL}/getWalletImage/eebe4a7f-7166-402f-92e0-1f64ca2aa800?st=appkit&sv=latch-0.1.0&projectId=p123`)
  })

  it('encodes the image id and gives no URL for an empty one', () => {
    const source = createExplorerSource({ baseUrl: 'http://127.0.0.1:9000' })
    expect(source.imageUrl('../x?y')).toBe('http://127.0.0.1:9000/getWalletImage/..%2Fx%3Fy?st=appkit&sv=latch-0.1.0')
    expect(source.imageUrl('')).toBe('')
  })
})

describe('createExplorerSource: responses', () => {
  it('returns the page with entries reduced to the fields Latch uses', async () => {
    const { fetch } = fakeFetch(() => json({ count: 1, data: [metamask] }))
    const page = await createExplorerSource({ fetch }).list({ page: 1, entries: 40 })
    const { description: _d, categories: _c, ...used } = metamask
    expect(page).toEqual({ count: 1, data: [used] })
  })

  it('fills absent optional fields with their empty values', async () => {
    const { fetch } = fakeFetch(() => json({ count: 1, data: [{ id: 'x', name: 'X' }] }))
    const page = await createExplorerSource({ fetch }).list({ page: 1, entries: 40 })
    expect(page.data).toEqual([
      { id: 'x', name: 'X', homepage: '', image_id: '', mobile_link: null, desktop_link: null, webapp_link: null, app_store: null, play_store: null, rdns: null, chains: [], injected: null },
    ])
  })

  it('drops malformed entries and keeps the rest', async () => {
    const broken = [
      null,
      'MetaMask',
      { name: 'No id' },
      { id: '', name: 'Empty id' },
      { id: 'no-name' },
      { ...metamask, id: 'bad-link', mobile_link: 42 },
      { ...metamask, id: 'bad-chains', chains: 'eip155:1' },
      { ...metamask, id: 'bad-injected', injected: [{ namespace: 'eip155' }] },
    ]
    const { fetch } = fakeFetch(() => json({ count: 9, data: [...broken, metamask] }))
    const page = await createExplorerSource({ fetch }).list({ page: 1, entries: 40 })
    expect(page.count).toBe(9)
    expect(page.data.map((w) => w.id)).toEqual([metamask.id])
  })

  it.each([
    ['not an object', [1, 2]],
    ['no count', { data: [] }],
    ['a negative count', { count: -1, data: [] }],
    ['a fractional count', { count: 1.5, data: [] }],
    ['data not a list', { count: 1, data: { 0: metamask } }],
    ['null', null],
  ])('rejects a page with %s as WalletDirectoryError', async (_, body) => {
    const { fetch } = fakeFetch(() => json(body))
    const error = await createExplorerSource({ fetch })
      .list({ page: 1, entries: 40 })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(WalletDirectoryError)
    expect(error).toBeInstanceOf(LatchError)
    expect((error as WalletDirectoryError).code).toBe('WALLET_DIRECTORY_FAILED')
    expect((error as WalletDirectoryError).failure.kind).toBe('malformed')
    expect((error as WalletDirectoryError).longMessage).toMatch(/^The wallet directory at https:\/\/api\.web3modal\.org sent a response that is not a wallet list \(.+\)\.$/)
  })

  it('rejects a body that is not JSON', async () => {
    const { fetch } = fakeFetch(() => new Response('<html>gateway</html>', { status: 200 }))
    const error = (await createExplorerSource({ fetch })
      .list({ page: 1, entries: 40 })
      .catch((e: unknown) => e)) as WalletDirectoryError
    expect(error).toBeInstanceOf(WalletDirectoryError)
    expect(error.longMessage).toContain('the body is not JSON')
  })

  it('turns HTTP errors into WalletDirectoryError with a message for the status', async () => {
    const statusError = async (status: number) => {
      const { fetch } = fakeFetch(() => json({ message: 'nope' }, status))
      return (await createExplorerSource({ fetch, baseUrl: 'https://dir.example' })
        .list({ page: 1, entries: 40 })
        .catch((e: unknown) => e)) as WalletDirectoryError
    }
    const forbidden = await statusError(403)
    expect(forbidden).toBeInstanceOf(WalletDirectoryError)
    expect(forbidden.failure).toEqual({ kind: 'status', status: 403 })
    expect(forbidden.shortMessage).toBe('Could not load wallets')
    expect(forbidden.longMessage).toContain('projectId')
    expect((await statusError(429)).longMessage).toContain('rate limiting')
    expect((await statusError(500)).longMessage).toBe('The wallet directory at https://dir.example answered HTTP 500. Try again later.')
  })

  it('turns a network failure into WalletDirectoryError keeping the cause', async () => {
    const cause = new TypeError('fetch failed')
    const { fetch } = fakeFetch(() => {
      throw cause
    })
    const error = (await createExplorerSource({ fetch })
      .list({ page: 1, entries: 40 })
      .catch((e: unknown) => e)) as WalletDirectoryError
    expect(error).toBeInstanceOf(WalletDirectoryError)
    expect(error.failure).toEqual({ kind: 'network' })
    expect(error.cause).toBe(cause)
    expect(error.toInfo()).toEqual({
      name: 'WalletDirectoryError',
      code: 'WALLET_DIRECTORY_FAILED',
      shortMessage: 'Could not load wallets',
      longMessage: 'The wallet directory at https://api.web3modal.org could not be reached. Check the connection and try again.',
    })
  })
})

describe('createExplorerSource: abort', () => {
  it('passes the signal to fetch and rejects with its reason, not a directory error', async () => {
    const controller = new AbortController()
    const { fetch, calls } = fakeFetch(
      ({ init }) =>
        new Promise<Response>((_, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')))
        }),
    )
    const pending = createExplorerSource({ fetch }).list({ page: 1, entries: 40, signal: controller.signal })
    const reason = new Error('user typed again')
    controller.abort(reason)
    await expect(pending).rejects.toBe(reason)
    expect(calls[0]?.init?.signal).toBe(controller.signal)
  })

  it('does not fetch at all when the signal is already aborted', async () => {
    const { fetch, calls } = fakeFetch(() => json({ count: 0, data: [] }))
    const controller = new AbortController()
    controller.abort()
    await expect(createExplorerSource({ fetch }).list({ page: 1, entries: 40, signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' })
    expect(calls).toHaveLength(0)
  })
})
