import { afterEach, describe, expect, it, vi } from 'vitest'
import { createMemoryStorage } from '../store/memoryStorage'
import { createTestLatch } from '../testing/fixtures'
import { createMockAdapter, type MockAdapter } from '../testing/mockAdapter'

afterEach(() => vi.unstubAllGlobals())

const ADDR = 'eip155-a'
const wallet = () => createMockAdapter('eip155', { accounts: [{ address: ADDR, type: 'eoa' }] })

/** Storage as a previous page left it: connected through the mock wallet. */
async function storedConnection() {
  vi.stubGlobal('window', {})
  const storage = createMemoryStorage()
  const first = createTestLatch([wallet()], { storage }).latch
  await first.connect('mock-eip155')
  first.destroy()
  vi.unstubAllGlobals()
  return storage
}

/** Holds the wallet's answer to the silent reconnect (the process boundary) until released. */
function holdReconnect(w: MockAdapter) {
  const answer = w.reconnect.bind(w)
  let release: () => void = () => {}
  const held = new Promise<void>((r) => {
    release = r
  })
  w.reconnect = async (params) => {
    await held
    return answer(params)
  }
  return () => release()
}

describe('restoring a stored connection (spec §4)', () => {
  it('on start, a stored "connected" becomes connecting, with the cached address, before the wallet is asked', async () => {
    const storage = await storedConnection()
    // No window: nothing asks the wallet, so this is what storage alone gives (a server render).
    const w = wallet()
    const { latch } = createTestLatch([w], { storage })
    expect(latch.getAccount()).toMatchObject({ status: 'connecting', address: ADDR })
    await latch.ready
    expect(w.calls.some((c) => c.startsWith('reconnect'))).toBe(false)
  })

  it('while the wallet is silently asked the status is reconnecting, then connected', async () => {
    const storage = await storedConnection()
    vi.stubGlobal('window', {})
    const w = wallet()
    const release = holdReconnect(w)
    const { latch } = createTestLatch([w], { storage })
    expect(latch.getAccount()).toMatchObject({ status: 'reconnecting', address: ADDR })
    release()
    await latch.ready
    expect(latch.getAccount()).toMatchObject({ status: 'connected', address: ADDR })
  })

  it('a wallet that no longer authorises the site ends the reconnecting as disconnected', async () => {
    const storage = await storedConnection()
    vi.stubGlobal('window', {})
    const w = wallet()
    w.wallet.authorized = false
    const release = holdReconnect(w)
    const { latch } = createTestLatch([w], { storage })
    expect(latch.getAccount()?.status).toBe('reconnecting')
    release()
    await latch.ready
    expect(latch.getAccount()?.status).toBe('disconnected')
    expect(latch.getAccount()?.address).toBeUndefined()
  })

  it('a connect the user starts is connecting, not reconnecting', async () => {
    vi.stubGlobal('window', {})
    const w = wallet()
    let release: () => void = () => {}
    w.wallet.connectGate = new Promise<void>((r) => {
      release = r
    })
    const { latch } = createTestLatch([w])
    const connecting = latch.connect('mock-eip155')
    await vi.waitFor(() => expect(latch.getAccount()?.status).toBe('connecting'))
    release()
    await connecting
    expect(latch.getAccount()?.status).toBe('connected')
  })

  it('a namespace missing from the stored connected-namespaces list is not restored, whatever its status says', async () => {
    const storage = await storedConnection()
    // Another tab's disconnect removed the namespace from the list; its status key was left behind.
    storage.removeItem('latch.connectedNamespaces')
    vi.stubGlobal('window', {})
    const w = wallet()
    const { latch } = createTestLatch([w], { storage })
    expect(latch.getAccount()).toMatchObject({ status: 'disconnected' })
    expect(latch.getAccount()?.address).toBeUndefined()
    await latch.ready
    expect(w.calls.some((c) => c.startsWith('reconnect'))).toBe(false)
  })
})
