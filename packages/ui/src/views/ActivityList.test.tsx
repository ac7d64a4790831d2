import type { AdapterTransaction, LatchOptions } from '@latch/core'
import { createMockAdapter, createTestLatch } from '@latch/core/internal'
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { LatchModal } from '../modal/LatchModal'

afterEach(() => {
  vi.useRealTimers()
  cleanup()
})

const ME = 'eip155-me'
const FRIEND = 'eip155-friend-0000000001'
const LTT = 'eip155-ltt'
/** The LTT token's CAIP-19 id. */
const LTT_ASSET = `eip155:1/erc20:${LTT}` as const
const MIN = 60_000

/** The mock wallet stands in for the chain: `activity` is what it reports for the account, newest first. */
async function modal(activity: AdapterTransaction[], options: Partial<LatchOptions> = { activity: { source: 'chain' } }, activityPageSize = 20) {
  const evm = createMockAdapter('eip155', {
    accounts: [{ address: ME, type: 'eoa' }],
    connectors: [{ id: 'io.metamask', name: 'MetaMask', type: 'ANNOUNCED', chain: 'eip155' }],
    balances: { [`eip155:1:${ME}`]: '2' },
    activity: { [`eip155:1:${ME}`]: activity },
    activityPageSize,
  })
  const { latch } = createTestLatch([evm], { locale: 'en', ...options })
  render(<LatchModal client={latch} />)
  await act(() => latch.connect('io.metamask'))
  await act(() => latch.open())
  return { latch, evm }
}

const row = (hash: string) => screen.findByTestId(`latch-activity-${hash}`)

describe('ActivityList (the Account view’s Activity tab)', () => {
  it('shows each transaction: what it did, with whom, its status, the amounts and an abbreviated time', async () => {
    const now = Date.now()
    await modal([
      { hash: '0xc', status: 'confirmed', timestamp: now - 5 * MIN, from: ME, to: LTT, transfers: [{ direction: 'out', symbol: 'LTT', amount: '12500000', decimals: 6, asset: LTT_ASSET, counterparty: FRIEND }] },
      { hash: '0xb', status: 'failed', timestamp: now - 3 * 60 * MIN, from: ME, to: LTT, transfers: [] },
      { hash: '0xa', status: 'confirmed', timestamp: now - 2 * 24 * 60 * MIN, from: FRIEND, to: ME, transfers: [{ direction: 'in', symbol: 'ETH', amount: '1500000000000000000', decimals: 18, counterparty: FRIEND }] },
    ])
    const sent = await row('0xc')
    expect(sent.textContent).toBe('↑Sent To eip155…0001−12.50 LTT5m')
    expect(sent.querySelector('time')?.getAttribute('dateTime')).toBe(new Date(now - 5 * MIN).toISOString())
    expect((await row('0xb')).textContent).toBe('↑Transaction FailedTo eip155-ltt3h')
    expect((await row('0xa')).textContent).toBe('↓Received From eip155…0001+1.50 ETH2d')
    const list = screen.getByRole('region', { name: 'Activity' })
    expect(within(list).getAllByRole('listitem').map((li) => li.dataset.testid)).toEqual(['latch-activity-0xc', 'latch-activity-0xb', 'latch-activity-0xa'])
  })

  it('a token sent from the modal is listed as pending at once, and settles on screen when the chain reports it', async () => {
    const { latch, evm } = await modal([])
    expect(await screen.findByText('No transactions yet.')).toBeTruthy()
    // Only the tab's polling interval is faked; the test library's own waiting uses timeouts.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
    await act(async () => {
      await latch.send.setForm({ token: { asset: LTT_ASSET, symbol: 'LTT', decimals: 6, quantity: '100' }, amount: '12.5', to: FRIEND })
      await latch.send.preview()
      await latch.send.confirm()
    })
    const pending = await row('tx-1')
    expect(pending.dataset.status).toBe('pending')
    expect(pending.textContent).toBe('↑Sent PendingTo eip155…0001−12.50 LTTnow')
    // The chain mines it; the tab's next poll reads it from the chain.
    const reads = () => evm.calls.filter((c) => c.startsWith('getActivity:eip155:1')).length
    const before = reads()
    evm.wallet.activity[`eip155:1:${ME}`] = [{ hash: 'tx-1', status: 'confirmed', timestamp: Date.now(), from: ME, to: LTT, transfers: [] }]
    await act(() => vi.advanceTimersByTimeAsync(4_000))
    await vi.waitFor(() => expect(screen.getByTestId('latch-activity-tx-1').dataset.status).toBe('confirmed'))
    expect(reads()).toBe(before + 1)
    // Settled: no more reads.
    await act(() => vi.advanceTimersByTimeAsync(20_000))
    expect(reads()).toBe(before + 1)
  })

  it('a pending transaction shows only on the network it was sent on', async () => {
    const { latch } = await modal([])
    await screen.findByText('No transactions yet.')
    await act(async () => {
      await latch.send.setForm({ token: { asset: LTT_ASSET, symbol: 'LTT', decimals: 6, quantity: '100' }, amount: '12.5', to: FRIEND })
      await latch.send.preview()
      await latch.send.confirm()
    })
    await row('tx-1')
    await act(() => latch.switchNetwork('eip155:2'))
    await screen.findByText('No transactions yet.')
    expect(screen.queryByTestId('latch-activity-tx-1')).toBeNull()
    await act(() => latch.switchNetwork('eip155:1'))
    expect((await row('tx-1')).dataset.status).toBe('pending')
  })

  it('"Show more" appends the source’s next page', async () => {
    const tx = (hash: string): AdapterTransaction => ({ hash, status: 'confirmed', timestamp: Date.now(), from: ME, to: FRIEND, transfers: [] })
    await modal([tx('0x3'), tx('0x2'), tx('0x1')], undefined, 2)
    await row('0x2')
    expect(screen.queryByTestId('latch-activity-0x1')).toBeNull()
    fireEvent.click(screen.getByTestId('latch-activity-more'))
    await row('0x1')
    expect(screen.queryByTestId('latch-activity-more')).toBeNull()
  })

  it('is not shown without an activity source, or with the history feature off', async () => {
    // Neither the tab nor its loading placeholder (the lazy chunk's fallback shows at once when the tab is on).
    const shown = () => screen.queryByRole('region', { name: 'Activity' }) ?? screen.queryByRole('status', { name: 'Loading activity…' })
    const off = await modal([], {})
    await screen.findByTestId('latch-account-address')
    expect(shown()).toBeNull()
    cleanup()
    const history = await modal([], { activity: { source: 'chain' }, features: { history: false } })
    await screen.findByTestId('latch-account-address')
    expect(shown()).toBeNull()
    expect([...off.evm.calls, ...history.evm.calls].filter((c) => c.startsWith('getActivity'))).toEqual([])
  })
})
