import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createTestLatch } from '../testing/fixtures'
import { createMockAdapter } from '../testing/mockAdapter'
import { walletEntry } from '../testing/walletEntry'
import { createMemorySource } from './memorySource'

beforeEach(() => vi.stubGlobal('window', {}))
afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

const wallet = (id: string, name: string, rdns: string | null = null) => walletEntry(id, name, { rdns })

describe('the instance wallet list', () => {
  it('arranges recent, featured, the directory; flags installed extensions; gives image URLs', async () => {
    const source = createMemorySource([wallet('a', 'Alpha'), wallet('b', 'Beta', 'mock.rdns'), wallet('c', 'Gamma'), wallet('d', 'Delta')], { imageUrl: (id) => `https://img.test/${id}` })
    const evm = createMockAdapter('eip155', { walletConnect: true, connectors: [{ id: 'x', name: 'Ext', type: 'ANNOUNCED', chain: 'eip155', info: { rdns: 'mock.rdns' } }] })
    const { latch } = createTestLatch([evm], { walletDirectory: { source }, featuredWalletIds: ['c'], excludeWalletIds: ['d'] })
    await latch.ready
    latch.rememberWallet('b')
    const list = await latch.loadWallets()
    expect(list.wallets.map((w) => [w.id, w.section, w.installed])).toEqual([
      ['b', 'recent', true],
      ['c', 'featured', false],
      ['a', 'directory', false],
    ])
    expect(list.wallets[0]?.imageSrc).toBe('https://img.test/img-b')
    const found = await latch.loadWallets({ search: 'alp' })
    expect(found.wallets.map((w) => w.id)).toEqual(['a'])
  })

  it('opening the modal prefetches the first page, without waiting for it', async () => {
    const source = createMemorySource([wallet('a', 'Alpha')])
    const { latch } = createTestLatch([createMockAdapter('eip155', { walletConnect: true })], { walletDirectory: { source } })
    await latch.open()
    await vi.waitFor(() => expect(source.requests.length).toBeGreaterThan(0))
  })

  it('keeps pages in the instance’s query cache until 5 minutes after their last use', async () => {
    const source = createMemorySource([wallet('a', 'Alpha')])
    const { latch } = createTestLatch([createMockAdapter('eip155', { walletConnect: true })], { walletDirectory: { source } })
    await latch.loadWallets()
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    await latch.loadWallets()
    await vi.advanceTimersByTimeAsync(5 * 60_000 - 1)
    await latch.loadWallets()
    await vi.advanceTimersByTimeAsync(5 * 60_000 - 1)
    await latch.loadWallets()
    expect(source.requests).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(5 * 60_000)
    await latch.loadWallets()
    expect(source.requests).toHaveLength(2)
  })
})
