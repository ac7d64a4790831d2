import { createMockAdapter, createMockOnramp, createTestLatch, MOCK_CHECKOUT_ORIGIN } from '@latch/core/internal'
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { LatchModal } from '../modal/LatchModal'

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

const ME = 'eip155-me'
const CHECKOUT = MOCK_CHECKOUT_ORIGIN

async function buying() {
  const evm = createMockAdapter('eip155', {
    accounts: [{ address: ME, type: 'eoa' }],
    connectors: [{ id: 'io.metamask', name: 'MetaMask', type: 'ANNOUNCED', chain: 'eip155' }],
    balances: { [`eip155:1:${ME}`]: '1' },
  })
  const b = createMockOnramp()
  const { latch } = createTestLatch([evm], { locale: 'en', onramp: { source: b.source } })
  render(<LatchModal client={latch} />)
  await act(() => latch.connect('io.metamask'))
  await waitFor(() => expect(latch.getSnapshot().namespaces.eip155?.account.balance).toBe('1'))
  await act(() => latch.open())
  fireEvent.click(await screen.findByTestId('latch-account-buy'))
  await screen.findByTestId('latch-onramp-amount')
  return { latch, evm, ...b }
}

describe('OnRampProviders', () => {
  it('checks the amount against the payment limits, then shows every provider side by side, one with its error', async () => {
    await buying()
    fireEvent.change(screen.getByTestId('latch-onramp-amount'), { target: { value: '5' } })
    expect((await screen.findByTestId('latch-onramp-limit')).textContent).toBe('The least you can pay is 10 USD')
    fireEvent.change(screen.getByTestId('latch-onramp-amount'), { target: { value: '900' } })
    await waitFor(() => expect(screen.getByTestId('latch-onramp-limit').textContent).toBe('The most you can pay is 500 USD'))
    fireEvent.change(screen.getByTestId('latch-onramp-amount'), { target: { value: '100' } })
    await waitFor(() => expect(screen.queryByTestId('latch-onramp-limit')).toBeNull())
    const local = await screen.findByTestId('latch-onramp-quote-local', {}, { timeout: 2000 })
    expect(local.textContent).toBe('Latch Test PayFees: 1 %You get0.05 ETHFees2 USDTotal100 USDContinue with Latch Test Pay')
    expect(screen.getByTestId('latch-onramp-quote-other').textContent).toBe('Other PayFees: 2–3 %No quote: Not available in your region')
    expect(screen.queryByTestId('latch-onramp-continue-other')).toBeNull()
  })

  it('Continue opens the popup in the click itself and hands it to the checkout; the funds arriving say how much', async () => {
    const { latch, evm, asked } = await buying()
    fireEvent.change(screen.getByTestId('latch-onramp-amount'), { target: { value: '100' } })
    const popup = { closed: false, location: { href: '' }, close: vi.fn() }
    const open = vi.spyOn(window, 'open').mockImplementation(() => popup as unknown as Window)
    fireEvent.click(await screen.findByTestId('latch-onramp-continue-local', {}, { timeout: 2000 }))
    // Synchronously, in the click: a popup opened after an await is blocked.
    expect(open).toHaveBeenCalledWith('', 'latch-onramp', 'popup,width=480,height=720')
    await waitFor(() => expect(screen.getByTestId('latch-onramp-status').textContent).toBe(" Finish in the provider's window; we'll show the funds when they arrive."))
    expect(popup.location.href).toBe(`${CHECKOUT}/checkout?session=s1`)
    expect(asked.sessions).toMatchObject([{ provider: 'local', address: ME, quoteId: 'lq1' }])
    evm.wallet.balances[`eip155:1:${ME}`] = '1.05'
    window.dispatchEvent(new MessageEvent('message', { data: { type: 'latch:onramp', status: 'completed', provider: 'local' }, origin: CHECKOUT, source: popup as never }))
    await waitFor(() => expect(screen.getByTestId('latch-onramp-status').textContent).toBe('+0.05 ETH arrived'))
    expect(latch.getSnapshot().onramp?.checkout).toMatchObject({ status: 'done', received: '0.05' })
  })

  it('a blocked popup ends in the error state; leaving the view stops watching the checkout', async () => {
    const { latch } = await buying()
    fireEvent.change(screen.getByTestId('latch-onramp-amount'), { target: { value: '100' } })
    vi.spyOn(window, 'open').mockImplementation(() => null)
    fireEvent.click(await screen.findByTestId('latch-onramp-continue-local', {}, { timeout: 2000 }))
    await waitFor(() => expect(screen.getByTestId('latch-onramp-status').dataset.status).toBe('error'))
    const popup = { closed: false, location: { href: '' }, close: vi.fn() }
    vi.spyOn(window, 'open').mockImplementation(() => popup as unknown as Window)
    fireEvent.click(screen.getByTestId('latch-onramp-continue-local'))
    await waitFor(() => expect(latch.getSnapshot().onramp?.checkout.status).toBe('open'))
    fireEvent.click(screen.getByRole('button', { name: 'Back' }))
    await screen.findByTestId('latch-account-buy')
    window.dispatchEvent(new MessageEvent('message', { data: { type: 'latch:onramp', status: 'completed', provider: 'local' }, origin: CHECKOUT, source: popup as never }))
    await new Promise((r) => setTimeout(r, 50))
    expect(latch.getSnapshot().onramp?.checkout.status).toBe('open')
  })
})
