import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { AdapterTransaction } from '../adapters/reads'
import { createTestLatch } from '../testing/fixtures'
import { createMockAdapter, type MockAdapter } from '../testing/mockAdapter'
import type { LatchOptions } from '../types/options'

beforeEach(() => vi.stubGlobal('window', {}))
afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

/** Spends the query cache's three retries (1 s, 2 s, 4 s; spec §9) on fake timers. */
async function afterRetries<T>(read: Promise<T>): Promise<T> {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
  await vi.advanceTimersByTimeAsync(7_000)
  return read
}

const ME = 'eip155-me'
const FRIEND = 'eip155-friend'
const LTT = 'eip155:1/erc20:eip155-ltt' as const

const tx = (hash: string, over: Partial<AdapterTransaction> = {}): AdapterTransaction => ({
  hash,
  status: 'confirmed',
  timestamp: 1_000,
  from: ME,
  to: FRIEND,
  transfers: [{ direction: 'out', symbol: 'ETH', amount: '1500000000000000000', decimals: 18, counterparty: FRIEND }],
  ...over,
})

/** The mock wallet stands in for the chain: `wallet.activity` is what the chain reports for the account. */
async function connected(options: Partial<LatchOptions> = { activity: { source: 'chain' } }, extend: (evm: MockAdapter) => MockAdapter = (evm) => evm) {
  const evm = extend(createMockAdapter('eip155', {
    accounts: [{ address: ME, type: 'eoa' }],
    connectors: [{ id: 'io.metamask', name: 'MetaMask', type: 'ANNOUNCED', chain: 'eip155' }],
    balances: { [`eip155:1:${ME}`]: '1.5' },
    tokens: { [`eip155:1:${ME}`]: [{ asset: LTT, symbol: 'LTT', name: 'Latch Test Token', decimals: 6, amount: '1000000000' }] },
  }))
  let now = 1_000_000
  const { latch } = createTestLatch([evm], options, { now: () => now })
  await latch.connect('io.metamask')
  const chain = (list: AdapterTransaction[]) => {
    evm.wallet.activity[`eip155:1:${ME}`] = list
  }
  return { latch, evm, chain, tick: (ms: number) => (now += ms) }
}

const reads = (evm: { calls: string[] }) => evm.calls.filter((c) => c.startsWith('getActivity')).length

describe('activity (the Account view’s Activity tab)', () => {
  it('lists the transactions the source reports, newest first, with amounts in whole units', async () => {
    const { latch, chain } = await connected()
    chain([tx('0xb', { timestamp: 2_000 }), tx('0xa', { status: 'failed', transfers: [] })])
    await latch.refreshActivity()
    const { activity } = latch.getSnapshot()
    expect(activity).toMatchObject({ status: 'idle', key: `eip155:1:${ME}` })
    expect(activity.items.map((t) => [t.hash, t.status])).toEqual([
      ['0xb', 'confirmed'],
      ['0xa', 'failed'],
    ])
    expect(activity.items[0]?.transfers).toEqual([{ direction: 'out', symbol: 'ETH', amount: '1500000000000000000', decimals: 18, counterparty: FRIEND, quantity: '1.5' }])
  })

  it('after a failure, no new fetch within 30 s', async () => {
    const { latch, evm, chain, tick } = await connected()
    evm.wallet.activityFails = true
    await afterRetries(latch.refreshActivity())
    expect(latch.getSnapshot().activity).toMatchObject({ status: 'error', error: { shortMessage: 'activity source unreachable' } })
    evm.wallet.activityFails = false
    chain([tx('0xa')])
    const before = reads(evm)
    tick(29_000)
    await latch.refreshActivity()
    expect(reads(evm)).toBe(before)
    tick(1_001)
    await latch.refreshActivity()
    expect(reads(evm)).toBe(before + 1)
    expect(latch.getSnapshot().activity.items).toHaveLength(1)
  })

  it('pages: the next page is appended, and a transaction listed on two pages stays one entry with both transfers', async () => {
    const { latch, evm, chain } = await connected()
    evm.wallet.activityPageSize = 2
    const token = { direction: 'out' as const, symbol: 'LTT', amount: '12500000', decimals: 6, asset: LTT }
    chain([tx('0xc'), tx('0xb', { transfers: [token] }), tx('0xB', { transfers: [] }), tx('0xa')])
    await latch.refreshActivity()
    expect(latch.getSnapshot().activity).toMatchObject({ next: '2' })
    await latch.loadMoreActivity()
    const { activity } = latch.getSnapshot()
    expect(evm.calls).toContain('getActivity:eip155:1:2')
    expect(activity.items.map((t) => t.hash)).toEqual(['0xc', '0xb', '0xa'])
    expect(activity.items[1]?.transfers.map((t) => t.quantity)).toEqual(['12.5'])
    expect(activity.next).toBeUndefined()
    // Nothing more to read: no request.
    const before = reads(evm)
    await latch.loadMoreActivity()
    expect(reads(evm)).toBe(before)
  })

  it('a failed next page keeps what was listed and says so', async () => {
    const { latch, evm, chain } = await connected()
    evm.wallet.activityPageSize = 1
    chain([tx('0xb'), tx('0xa')])
    await latch.refreshActivity()
    evm.wallet.activityFails = true
    await afterRetries(latch.loadMoreActivity())
    expect(latch.getSnapshot().activity).toMatchObject({ status: 'error', items: [{ hash: '0xb' }] })
  })

  it('a host’s own source is used as given', async () => {
    const asked: string[] = []
    const source = {
      async getActivity({ address, caipNetworkId }: { address: string; caipNetworkId: string }) {
        asked.push(`${caipNetworkId}:${address}`)
        return { transactions: [tx('0xhost')] }
      },
    }
    const { latch, evm } = await connected({ activity: { source } })
    await latch.refreshActivity()
    expect(asked).toEqual([`eip155:1:${ME}`])
    expect(reads(evm)).toBe(0)
    expect(latch.getSnapshot().activity.items.map((t) => t.hash)).toEqual(['0xhost'])
  })

  it('with no source named, a namespace without indexers reads its chain', async () => {
    const { latch, evm, chain } = await connected()
    chain([tx('0xa')])
    await latch.refreshActivity()
    expect(reads(evm)).toBe(1)
    expect(latch.getSnapshot().activity.items.map((t) => t.hash)).toEqual(['0xa'])
  })

  it('a named indexer is what the adapter makes of the option; its default covers no network here, and says so', async () => {
    const resolved: unknown[] = []
    const withIndexers = (evm: MockAdapter) =>
      Object.assign(evm, {
        indexers: {
          async resolve({ option }: { option: unknown }) {
            resolved.push(option)
            return option === 'mine' ? { getActivity: async () => ({ transactions: [tx('0xindexed')] }) } : undefined
          },
        },
      })
    const named = await connected({ activity: { source: 'mine' } }, withIndexers)
    await named.latch.refreshActivity()
    expect(named.latch.getSnapshot().activity.items.map((t) => t.hash)).toEqual(['0xindexed'])
    expect(reads(named.evm)).toBe(0)
    const byDefault = await connected({}, withIndexers)
    await byDefault.latch.refreshActivity()
    expect(byDefault.latch.getSnapshot().activity).toMatchObject({ status: 'error', error: { name: 'ActivityError', longMessage: 'No source is configured for Chain One (options.activity.source).' } })
    expect(reads(byDefault.evm)).toBe(0)
    expect(resolved).toEqual(['mine', undefined])
  })

  it('an option no indexer of the network knows is named when the tab first reads it, and nothing is asked', async () => {
    const { latch, evm } = await connected({ activity: { source: { blockscout: { 'eip155:1': 'https://eth.blockscout.com' } } } as LatchOptions['activity'] })
    await latch.refreshActivity()
    expect(reads(evm)).toBe(0)
    expect(latch.getSnapshot().activity.error?.longMessage).toMatch(/^Invalid option activity\.source: it must be 'chain'/)
  })
})

describe('pending transactions (spec §9)', () => {
  async function sendToken(latch: Awaited<ReturnType<typeof connected>>['latch'], amount = '12.5') {
    await latch.send.setForm({ token: { asset: LTT, symbol: 'LTT', decimals: 6, quantity: '1000' }, amount, to: FRIEND })
    expect(await latch.send.preview()).toBe(true)
    return latch.send.confirm()
  }

  it('a token sent from the modal is listed as pending at once, then confirmed when the source reports it', async () => {
    const { latch, chain } = await connected()
    await latch.refreshActivity()
    const hash = await sendToken(latch)
    expect(latch.getSnapshot().pendingTransactions).toEqual([
      {
        key: `eip155:1:${ME}`,
        hash,
        status: 'pending',
        timestamp: 1_000_000,
        from: ME,
        to: 'eip155-ltt',
        transfers: [{ direction: 'out', symbol: 'LTT', amount: '12500000', decimals: 6, quantity: '12.5', counterparty: FRIEND, asset: LTT }],
        chain: 'eip155:1',
        operationType: 'send',
      },
    ])
    // Not mined yet: a read that does not list it leaves it pending.
    await latch.refreshActivity()
    expect(latch.getSnapshot().pendingTransactions).toHaveLength(1)
    // The chain mines it.
    chain([tx(hash, { to: 'eip155-ltt', transfers: [{ direction: 'out', symbol: 'LTT', amount: '12500000', decimals: 6, asset: LTT, counterparty: FRIEND }] })])
    await latch.refreshActivity()
    expect(latch.getSnapshot().pendingTransactions).toEqual([])
    expect(latch.getSnapshot().activity.items).toMatchObject([{ hash, status: 'confirmed', chain: 'eip155:1', operationType: 'send' }])
  })

  it('a transaction the source reports failed settles as failed', async () => {
    const { latch, chain } = await connected()
    const hash = await sendToken(latch)
    chain([tx(hash, { status: 'failed', transfers: [] })])
    await latch.refreshActivity()
    expect(latch.getSnapshot().pendingTransactions).toEqual([])
    expect(latch.getSnapshot().activity.items).toMatchObject([{ hash, status: 'failed' }])
  })

  it('keeps at most 99, dropping the oldest', async () => {
    const { latch, tick } = await connected()
    const hashes: string[] = []
    for (let i = 0; i < 100; i++) {
      tick(1)
      hashes.push(await sendToken(latch, '0.1'))
    }
    const pending = latch.getSnapshot().pendingTransactions
    expect(pending).toHaveLength(99)
    expect(pending[0]?.hash).toBe(hashes[99])
    expect(pending.map((p) => p.hash)).not.toContain(hashes[0])
  })

  it('a list of another network does not settle it', async () => {
    const { latch, evm } = await connected()
    const hash = await sendToken(latch)
    await latch.switchNetwork('eip155:2')
    evm.wallet.activity[`eip155:2:${ME}`] = [tx(hash)]
    await latch.refreshActivity()
    expect(latch.getSnapshot().pendingTransactions.map((p) => [p.key, p.hash])).toEqual([[`eip155:1:${ME}`, hash]])
  })
})
