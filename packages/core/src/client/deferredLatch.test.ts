import { afterEach, describe, expect, it, vi } from 'vitest'
import { InvalidOptionsError, InvalidThemeError } from '../errors/config'
import { createMemoryStorage } from '../store/memoryStorage'
import { createMemorySource } from '../walletDirectory/memorySource'
import { createMockAdapter } from '../testing/mockAdapter'
import { testNetworks } from '../testing/fixtures'
import type { LatchOptions, LatchStorage } from '../types/options'
import { createLatch } from './createLatch'
import { createDeferredLatch } from './deferredLatch'

const ADDR = '0x0000000000000000000000000000000000000001'

afterEach(() => {
  vi.unstubAllGlobals()
})

function options(overrides: Partial<LatchOptions> = {}): LatchOptions {
  return {
    networks: [testNetworks.one, testNetworks.two, testNetworks.sol],
    projectId: 'test-project',
    adapters: [createMockAdapter('eip155', { accounts: [{ address: ADDR, type: 'eoa' }] }), createMockAdapter('solana')],
    logLevel: 'silent',
    walletDirectory: { source: createMemorySource([]) },
    storage: createMemoryStorage(),
    ...overrides,
  }
}

/** Storage as a page leaves it after connecting the EVM wallet on chain two. */
function storedConnection(): LatchStorage {
  const storage = createMemoryStorage()
  for (const [key, value] of Object.entries({
    'latch.connectedNamespaces': 'eip155',
    'latch.connectionStatus.eip155': 'connected',
    'latch.connectorId.eip155': 'mock-eip155',
    'latch.address.eip155': ADDR,
    'latch.activeCaipNetworkId.eip155': 'eip155:2',
    'latch.lastUsedChain': 'eip155',
    'latch.recentWallets': 'io.metamask',
  }))
    storage.setItem(key, value)
  return storage
}

/** A page still loading: nothing idle runs. */
const loadingPage = () => ({ document: { readyState: 'loading' }, addEventListener() {}, removeEventListener() {} })

/** A deferred client whose createLatch import is counted (and never happens unless asked). */
function deferredWithCount(o: LatchOptions) {
  let loads = 0
  const latch = createDeferredLatch(o, {
    loadClient: async () => {
      loads++
      return { createLatch }
    },
  })
  return { latch, loads: () => loads }
}

describe('createDeferredLatch: the snapshot before the client loads is the client’s first one', () => {
  const cases: [string, () => LatchOptions][] = [
    ['a first visit', () => options()],
    ['a stored connection', () => options({ storage: storedConnection() })],
    ['a stored connection on a server-rendered page', () => options({ storage: storedConnection(), ssr: true })],
    ['an initial state from a cookie', () => options({ ssr: true, initialState: { activeNamespace: 'eip155', connections: { eip155: { status: 'connected', address: ADDR, caipAddress: `eip155:1:${ADDR}`, caipNetworkId: 'eip155:1', connectorId: 'mock-eip155' } } } })],
    ['features off, a theme, no project id', () => options({ projectId: undefined, themeMode: 'dark', themeVariables: { '--w3m-accent': '#f00' }, features: { email: false, socials: false, swaps: false } })],
    ['a default network and custom RPC', () => options({ defaultNetwork: testNetworks.two, customRpcUrls: { 'eip155:2': [{ url: 'https://rpc.example/2' }] } })],
  ]
  /** createLatch's first snapshot; `initialized` is the one difference: the client has not started yet. */
  const first = (o: LatchOptions) => {
    const s = createLatch(o).getSnapshot()
    return { ...s, state: { ...s.state, initialized: false } }
  }
  it.each(cases)('%s (server)', (_name, make) => {
    expect(createDeferredLatch(make()).getSnapshot()).toEqual(first(make()))
  })
  it.each(cases)('%s (browser)', (_name, make) => {
    vi.stubGlobal('window', loadingPage())
    const expected = first(make())
    const { latch } = deferredWithCount(make())
    expect(latch.getSnapshot()).toEqual(expected)
    latch.destroy()
  })
})

describe('createDeferredLatch: loading', () => {
  it('a server never loads the client by itself; the first call does', async () => {
    const { latch, loads } = deferredWithCount(options())
    await new Promise((r) => setTimeout(r, 10))
    expect(loads()).toBe(0)
    expect(latch.getState()).toMatchObject({ open: false, initialized: false, activeChain: 'eip155', selectedNetworkId: 'eip155:1' })
    await latch.open()
    expect(loads()).toBe(1)
    expect(latch.getState().open).toBe(true)
    latch.destroy()
  })

  it('a first visit loads the client once the page is idle, not before; subscribers hear the client arrive', async () => {
    let idle: (() => void) | undefined
    vi.stubGlobal('window', { document: { readyState: 'complete' }, requestIdleCallback: (run: () => void) => {
        idle = run
        return 1
      }, addEventListener() {}, removeEventListener() {} })
    // Production: in development the client loads at once, without waiting (see the test of option checks).
    let count = 0
    const latch = createDeferredLatch(options(), { development: false, loadClient: async () => {
      count++
      return { createLatch }
    } })
    const loads = () => count
    const heard = vi.fn()
    latch.subscribe(heard)
    await new Promise((r) => setTimeout(r, 10))
    expect(loads()).toBe(0)
    idle?.()
    await vi.waitFor(() => expect(latch.getState().initialized).toBe(true))
    expect(loads()).toBe(1)
    expect(heard).toHaveBeenCalled()
    latch.destroy()
  })

  it('a stored connection loads the client at once and reconnects it', async () => {
    vi.stubGlobal('window', loadingPage())
    const { latch, loads } = deferredWithCount(options({ storage: storedConnection() }))
    expect(latch.getAccount()?.status).toBe('reconnecting')
    expect(latch.getAccount()?.address).toBe(ADDR)
    await latch.ready
    expect(loads()).toBe(1)
    expect(latch.getAccount()?.status).toBe('connected')
    latch.destroy()
  })

  it('theme changes apply at once and survive the load; calls made before it run after it, in order', async () => {
    const { latch } = deferredWithCount(options())
    const theme = vi.fn()
    latch.watch((s) => s.theme.themeMode, theme)
    latch.setThemeMode('dark')
    latch.setThemeVariables({ '--w3m-accent': '#00f' })
    expect(theme).toHaveBeenCalledWith('dark')
    expect(latch.getSnapshot().theme).toEqual({ themeMode: 'dark', themeVariables: { '--w3m-accent': '#00f' } })
    expect(() => latch.setThemeMode('blue' as never)).toThrow(InvalidThemeError)
    latch.router.push('Networks')
    latch.showSnackbar('success', 'snackbar.copied')
    await latch.ready
    expect(latch.getSnapshot().theme).toEqual({ themeMode: 'dark', themeVariables: { '--w3m-accent': '#00f' } })
    expect(latch.getSnapshot().router.view).toBe('Networks')
    expect(latch.getSnapshot().snackbar).toMatchObject({ open: true, messageKey: 'snackbar.copied' })
    latch.destroy()
  })

  it('refuses options without networks at once; deeper problems when the client loads, at once in development', async () => {
    expect(() => createDeferredLatch(options({ networks: [] as never }))).toThrow(InvalidOptionsError)
    expect(() => createDeferredLatch(null as never)).toThrow(InvalidOptionsError)
    vi.stubGlobal('window', loadingPage())
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { latch, loads } = deferredWithCount(options({ networks: [testNetworks.one, testNetworks.one] }))
    // Development (this test run): loaded without waiting for the page to idle, and the problem said.
    expect(loads()).toBe(1)
    await expect(latch.ready).rejects.toThrow(InvalidOptionsError)
    expect(errors).toHaveBeenCalledWith('[latch] could not load the client', expect.any(InvalidOptionsError))
    errors.mockRestore()
  })

  it('in production a first visit waits for the idle page', async () => {
    vi.stubGlobal('window', loadingPage())
    let loads = 0
    const latch = createDeferredLatch(options(), { development: false, loadClient: async () => {
      loads++
      return { createLatch }
    } })
    await new Promise((r) => setTimeout(r, 10))
    expect(loads).toBe(0)
    latch.destroy()
  })

  it('destroyed before the client arrives, it starts nothing', async () => {
    const adapter = createMockAdapter('eip155')
    vi.stubGlobal('window', loadingPage())
    const { latch } = deferredWithCount(options({ adapters: [adapter], storage: storedConnection() }))
    latch.destroy()
    await new Promise((r) => setTimeout(r, 20))
    expect(adapter.calls).not.toContain('reconnect:mock-eip155')
  })
})
