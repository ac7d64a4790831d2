import type { FrameHandlers } from '@latch/frame-bridge/host'
import { createMemoryFrame } from '@latch/frame-bridge/testing'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ADDRESS, user } from '../testing/embeddedWalletSetup'
import { createFakeSignClient } from '../testing/fakeSignClient'
import { createTestLatch } from '../testing/fixtures'
import { createMockAdapter } from '../testing/mockAdapter'

/** Store subscriptions alive right now, over every store the instances create (the modal-close watch is one). */
const live = vi.hoisted(() => ({ subscriptions: 0 }))
vi.mock('jotai/vanilla', async (importOriginal) => {
  const actual = await importOriginal<typeof import('jotai/vanilla')>()
  return {
    ...actual,
    createStore: () => {
      const store = actual.createStore()
      const sub = store.sub.bind(store)
      store.sub = (atom, listener) => {
        const unsubscribe = sub(atom, listener)
        live.subscriptions++
        let done = false
        return () => {
          if (!done) live.subscriptions--
          done = true
          unsubscribe()
        }
      }
      return store
    },
  }
})

beforeEach(() => vi.stubGlobal('window', {}))
afterEach(() => vi.unstubAllGlobals())

const handlers: FrameHandlers = {
  CONNECT_EMAIL: () => ({ action: 'CONNECT' }),
  GET_USER: () => user,
  SYNC_THEME: () => ({}),
  SYNC_DAPP_DATA: () => ({}),
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: () => ({ smartAccountEnabledNetworks: [] }),
  RPC_ABORT: () => ({}),
}

/** An instance with an embedded wallet (a frame in memory, on a page window that counts its listeners) and WalletConnect. */
function instance(rpc: FrameHandlers['RPC_REQUEST']) {
  const frame = createMemoryFrame({ ...handlers, RPC_REQUEST: rpc })
  const counts = { added: 0, removed: 0 }
  const add = frame.app.addEventListener.bind(frame.app)
  const remove = frame.app.removeEventListener.bind(frame.app)
  frame.app.addEventListener = (type, listener) => {
    counts.added++
    add(type, listener)
  }
  frame.app.removeEventListener = (type, listener) => {
    counts.removed++
    remove(type, listener)
  }
  const wc = createFakeSignClient()
  const evm = createMockAdapter('eip155', { walletConnect: true })
  const { latch } = createTestLatch([evm], { embeddedWallet: { frameUrl: 'https://frame.example/frame' } }, { frame: frame.clientOptions, loadSignClient: async () => wc })
  const sign = () => {
    const transport = evm.remoteTransport
    if (!transport) throw new Error('not connected')
    return transport.request({ method: 'personal_sign', params: ['0x00', ADDRESS], caipNetworkId: 'eip155:1' })
  }
  return { latch, frame, counts, wc, sign }
}

describe('destroy() (L13)', () => {
  it('removes the wallet iframe, its message listener, the store watches and the WalletConnect client; a new instance works', async () => {
    const subscriptionsBefore = live.subscriptions
    const first = instance(() => new Promise(() => {}))
    await first.latch.ready
    await first.latch.embeddedWallet.connectEmail('ada@example.com')
    await first.latch.connectWalletConnect()
    const pending = first.sign().catch((e: Error) => e.message)
    await vi.waitFor(() => expect(first.latch.getSnapshot().embeddedWallet.frameVisible).toBe(true))
    expect(first.frame.app.listeners.size).toBe(1)
    expect(live.subscriptions).toBeGreaterThan(subscriptionsBefore)
    expect(first.wc.listenerCount()).toBeGreaterThan(0)

    first.latch.destroy()

    expect(first.frame.app.listeners.size).toBe(0)
    expect(first.counts.removed).toBe(first.counts.added)
    expect(first.frame.element.contentWindow).toBeNull()
    expect(live.subscriptions).toBe(subscriptionsBefore)
    expect(first.wc.listenerCount()).toBe(0)
    expect(first.wc.transportCloses).toBe(1)
    // The request open at the time ends instead of hanging.
    expect(await pending).toBe('W3mFrame: iframe is not set')

    // Re-created (HMR, a remount): the new instance logs in and signs as if the first never existed.
    const second = instance(() => ({ result: '0xsig' }))
    await second.latch.ready
    await second.latch.embeddedWallet.connectEmail('ada@example.com')
    expect(await second.sign()).toBe('0xsig')
    expect(second.latch.getSnapshot().modal.open).toBe(false)
    expect(first.frame.app.listeners.size).toBe(0)
    second.latch.destroy()
    expect(second.frame.app.listeners.size).toBe(0)
    expect(live.subscriptions).toBe(subscriptionsBefore)
  })
})
