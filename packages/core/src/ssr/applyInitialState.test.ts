import { afterEach, describe, expect, it, vi } from 'vitest'
import { createMemoryStorage } from '../store/memoryStorage'
import { createTestLatch } from '../testing/fixtures'
import { createMockAdapter } from '../testing/mockAdapter'
import { cookieStorage } from './cookieStorage'
import { cookieToInitialState } from './cookieToInitialState'
import { fakeCookieDocument } from './fakeCookies.test-helpers'
import type { LatchInitialState } from './types'

afterEach(() => vi.unstubAllGlobals())

const ADDR = '0x0000000000000000000000000000000000000001'
const evmWallet = () => createMockAdapter('eip155', { accounts: [{ address: ADDR, type: 'eoa' }], caipNetworkId: 'eip155:2', knownNetworkIds: ['eip155:2'] })
const initialState: LatchInitialState = {
  activeNamespace: 'eip155',
  connections: { eip155: { status: 'connected', address: ADDR, caipAddress: `eip155:2:${ADDR}`, caipNetworkId: 'eip155:2', connectorId: 'mock-eip155' } },
}
const shown = (latch: ReturnType<typeof createTestLatch>['latch']) => {
  const { account, network } = latch.getSnapshot().namespaces.eip155 ?? {}
  return { active: latch.getSnapshot().activeNamespace, status: account?.status, caipAddress: account?.caipAddress, network: network?.caipNetwork?.caipNetworkId }
}
const connectedOnTwo = { active: 'eip155', status: 'connected', caipAddress: `eip155:2:${ADDR}`, network: 'eip155:2' }

describe('initialState', () => {
  it('on a server: the connection shows as connected, on its network, and no wallet is asked', async () => {
    const adapter = evmWallet()
    const { latch } = createTestLatch([adapter], { ssr: true, storage: cookieStorage, initialState })
    expect(shown(latch)).toEqual(connectedOnTwo)
    await latch.ready
    expect(shown(latch)).toEqual(connectedOnTwo)
    expect(adapter.calls).toEqual(['setup'])
  })

  it('in the browser: starts from the same state as the server, then the silent reconnect confirms it', async () => {
    vi.stubGlobal('window', {})
    vi.stubGlobal('document', fakeCookieDocument())
    const first = createTestLatch([evmWallet()], { ssr: true, storage: cookieStorage }).latch
    await first.connect('mock-eip155')
    first.destroy()

    const wallet = evmWallet()
    const { latch } = createTestLatch([wallet], { ssr: true, storage: cookieStorage, initialState: cookieToInitialState(document.cookie) })
    // The first render's state, taken before anything awaits: the server's, not "reconnecting".
    expect(shown(latch)).toEqual(connectedOnTwo)
    await latch.ready
    expect(shown(latch)).toEqual(connectedOnTwo)
    expect(wallet.calls).toContain('reconnect:mock-eip155')
  })

  it('in the browser: a wallet that is gone ends disconnected, its cookies cleared', async () => {
    vi.stubGlobal('window', {})
    const doc = fakeCookieDocument()
    vi.stubGlobal('document', doc)
    await createTestLatch([evmWallet()], { storage: cookieStorage }).latch.connect('mock-eip155')
    const wallet = evmWallet()
    wallet.wallet.authorized = false
    const { latch } = createTestLatch([wallet], { ssr: true, storage: cookieStorage, initialState: cookieToInitialState(doc.cookie) })
    expect(shown(latch).status).toBe('connected')
    await latch.ready
    expect(shown(latch).status).toBe('disconnected')
    expect(cookieToInitialState(doc.cookie)).toBeUndefined()
  })

  it('in the browser: a connection the cookies no longer hold is reconnected too, and drops', async () => {
    vi.stubGlobal('window', {})
    const wallet = evmWallet()
    const { latch } = createTestLatch([wallet], { ssr: true, storage: createMemoryStorage(), initialState })
    expect(shown(latch).status).toBe('connected')
    await latch.ready
    expect(shown(latch).status).toBe('disconnected')
  })

  it('is ignored where no reconnect could confirm it: reconnect off, a network or namespace not served, a bad shape', () => {
    const status = (options: Parameters<typeof createTestLatch>[1]) => createTestLatch([evmWallet()], options).latch.getAccount('eip155')?.status
    expect(status({ initialState, enableReconnect: false })).toBe('disconnected')
    const onOtherNetwork = { connections: { eip155: { ...initialState.connections.eip155, caipNetworkId: 'eip155:999' } } } as LatchInitialState
    expect(status({ initialState: onOtherNetwork })).toBe('disconnected')
    expect(createTestLatch([], { initialState }).latch.getAccount('eip155')?.status).toBe('disconnected')
    expect(status({ initialState: { connections: { eip155: { address: 1 } } } as unknown as LatchInitialState })).toBe('disconnected')
    expect(status({ initialState: 'garbage' as unknown as LatchInitialState })).toBe('disconnected')
  })
})

describe('ssr without an initial state', () => {
  it('in the browser: a connection stored only there does not show before its reconnect answers', async () => {
    vi.stubGlobal('window', {})
    const storage = createMemoryStorage()
    await createTestLatch([evmWallet()], { storage }).latch.connect('mock-eip155')
    const { latch } = createTestLatch([evmWallet()], { ssr: true, storage })
    expect(shown(latch).status).toBe('disconnected')
    await latch.ready
    expect(shown(latch)).toEqual(connectedOnTwo)
  })
})
