import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createTestLatch } from '../testing/fixtures'
import { createMockAdapter } from '../testing/mockAdapter'
import { createMockOnramp } from '../testing/mockOnramp'
import type { LatchContext } from '../state/context'
import type { OnrampState } from '../types/swapState'
import { accountOffers } from '../swap/availability'
import { checkoutOnramp } from './onramp'

/** The page's window (messages) and the checkout popup: the browser boundary. */
function browser() {
  const listeners = new Set<(event: MessageEvent) => void>()
  const win = { addEventListener: (_: 'message', l: (e: MessageEvent) => void) => listeners.add(l), removeEventListener: (_: 'message', l: (e: MessageEvent) => void) => listeners.delete(l) }
  const popup = { closed: false, location: { href: '' }, close: vi.fn() }
  const post = (data: unknown, origin: string, source: unknown = popup) => {
    for (const l of [...listeners]) l({ data, origin, source } as MessageEvent)
  }
  return { win, popup, post, listeners }
}

beforeEach(() => vi.stubGlobal('window', {}))
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

const ME = 'eip155-me'

async function connected(onramp = true) {
  const evm = createMockAdapter('eip155', { accounts: [{ address: ME, type: 'eoa' }], balances: { [`eip155:1:${ME}`]: '1' } })
  const b = createMockOnramp()
  let ctx: LatchContext | undefined
  const { latch } = createTestLatch([evm], onramp ? { onramp: { source: b.source } } : {}, { inspect: (c) => (ctx = c) })
  await latch.connect('mock-eip155')
  await vi.waitFor(() => expect(latch.getSnapshot().namespaces.eip155?.account.balance).toBe('1'))
  await latch.open({ view: 'Account' })
  return { latch, evm, ctx: ctx as LatchContext, ...b }
}

describe('on-ramp (issue #17)', () => {
  it('is offered only with a backend configured', async () => {
    const without = (await connected(false)).latch
    expect(accountOffers(without.options, without.getSnapshot()).onramp).toBe(false)
    const configured = (await connected()).latch
    expect(accountOffers(configured.options, configured.getSnapshot()).onramp).toBe(true)
    const off = createTestLatch([createMockAdapter('eip155')], { onramp: { url: 'https://dapp.example/onramp' }, features: { onramp: false } }).latch
    expect(accountOffers(off.options, off.getSnapshot()).onramp).toBe(false)
  })

  it('loads the options, picks the active network’s native currency, and quotes every provider without the address', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const { latch, asked } = await connected()
    await latch.onramp.open()
    expect(latch.getSnapshot().router.view).toBe('OnRampProviders')
    expect(latch.getSnapshot().onramp).toMatchObject({ options: { status: 'ready' }, purchaseCurrency: 'eth', paymentCurrency: 'USD' })
    await latch.onramp.setForm({ amount: '5' })
    await latch.onramp.setForm({ amount: '100' })
    await vi.advanceTimersByTimeAsync(600)
    expect(asked.quotes).toEqual([{ caipNetworkId: 'eip155:1', purchaseCurrency: 'eth', paymentCurrency: 'USD', amount: '100' }])
    expect(JSON.stringify(asked.quotes)).not.toContain(ME)
    const quotes = (latch.getSnapshot().onramp as OnrampState).quotes
    expect(quotes.status).toBe('ready')
    expect(quotes.items.map((q) => q.provider)).toEqual(['local', 'other'])
  })

  it('opens the checkout in the popup, and a completion message from the checkout’s origin and window finishes it with what arrived', async () => {
    const { latch, ctx, asked } = await connected()
    await latch.onramp.open()
    await latch.onramp.setForm({ amount: '100' })
    await vi.waitFor(() => expect((latch.getSnapshot().onramp as OnrampState).quotes.status).toBe('ready'), { timeout: 2000 })
    const b = browser()
    // The flow itself, to hand it the fake page window; the client passes the page's.
    await checkoutOnramp(ctx, 'local', b.popup, b.win)
    expect(b.popup.location.href).toBe('http://127.0.0.1:9999/checkout?session=s1')
    expect(asked.sessions[0]).toMatchObject({ provider: 'local', address: ME, quoteId: 'lq1', amount: '100' })
    expect((latch.getSnapshot().onramp as OnrampState).checkout).toEqual({ status: 'open', provider: 'local' })
  })
})

describe('on-ramp checkout messages', () => {
  it('accepts only the checkout window at its origin in the completion shape, then reads the balance', async () => {
    const { latch, evm, ctx } = await connected()
    await latch.onramp.open()
    await latch.onramp.setForm({ amount: '100' })
    const b = browser()
    await checkoutOnramp(ctx, 'local', b.popup, b.win)
    evm.wallet.balances[`eip155:1:${ME}`] = '1.05'
    const done = () => (latch.getSnapshot().onramp as OnrampState).checkout.status
    b.post({ type: 'latch:onramp', status: 'completed', provider: 'local' }, 'https://evil.example')
    b.post({ type: 'latch:onramp', status: 'completed', provider: 'local' }, 'http://127.0.0.1:9999', {})
    b.post({ type: 'latch:onramp', status: 'done', provider: 'local' }, 'http://127.0.0.1:9999')
    b.post({ type: 'latch:onramp', status: 'completed', provider: 'other' }, 'http://127.0.0.1:9999')
    expect(done()).toBe('open')
    b.post({ type: 'latch:onramp', status: 'completed', provider: 'local' }, 'http://127.0.0.1:9999')
    await vi.waitFor(() => expect((latch.getSnapshot().onramp as OnrampState).checkout).toEqual({ status: 'done', provider: 'local', received: '0.05' }))
    expect(latch.getSnapshot().namespaces.eip155?.account.balance).toBe('1.05')
    expect(b.listeners.size).toBe(0)
  })

  it('sees the purchase land by the balance when the checkout says nothing', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    const { latch, evm, ctx } = await connected()
    await latch.onramp.open()
    const b = browser()
    await latch.onramp.setForm({ amount: '100' })
    await checkoutOnramp(ctx, 'local', b.popup, b.win)
    await vi.advanceTimersByTimeAsync(6_000)
    expect((latch.getSnapshot().onramp as OnrampState).checkout.status).toBe('open')
    evm.wallet.balances[`eip155:1:${ME}`] = '1.2'
    await vi.advanceTimersByTimeAsync(6_000)
    expect((latch.getSnapshot().onramp as OnrampState).checkout).toEqual({ status: 'done', provider: 'local', received: '0.2' })
  })

  it('a blocked popup is an error, and nothing is asked of the backend', async () => {
    const { latch, asked } = await connected()
    await latch.onramp.open()
    await latch.onramp.setForm({ amount: '100' })
    await expect(latch.onramp.checkout('local', null)).rejects.toMatchObject({ name: 'PopupBlockedError' })
    expect((latch.getSnapshot().onramp as OnrampState).checkout).toMatchObject({ status: 'error', provider: 'local' })
    expect(asked.sessions).toEqual([])
  })
})
