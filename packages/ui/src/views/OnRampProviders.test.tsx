import type { OnrampOptions, OnrampSessionRequest, OnrampSource } from '@latch/core'
import { createMockAdapter, createTestLatch } from '@latch/core/internal'
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { LatchModal } from '../modal/LatchModal'

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

const ME = 'eip155-me'
const CHECKOUT = 'http://127.0.0.1:9999'

const OPTIONS: OnrampOptions = {
  providers: [
    { name: 'local', label: 'Latch Test Pay', feeRange: '1 %', url: CHECKOUT, supportedChains: ['eip155:1'] },
    { name: 'other', label: 'Other Pay', feeRange: '2–3 %', url: 'https://other.example', supportedChains: ['eip155:1'] },
  ],
  purchaseCurrencies: [{ id: 'eth', name: 'Ether', symbol: 'ETH', networks: [{ name: 'ethereum', display_name: 'Ethereum', chain_id: '1', contract_address: '' }] }],
  paymentCurrencies: [{ id: 'USD', payment_method_limits: [{ id: 'CARD', min: '10', max: '500' }] }],
}

/** The dapp's on-ramp backend: the process boundary. */
function backend() {
  const sessions: OnrampSessionRequest[] = []
  const usd = (amount: string) => ({ amount, currency: 'USD' })
  const source: OnrampSource = {
    options: async () => OPTIONS,
    quotes: async () => [
      { provider: 'local', quote: { coinbaseFee: usd('1'), networkFee: usd('0.5'), paymentSubtotal: usd('98.5'), paymentTotal: usd('100'), purchaseAmount: { amount: '0.05', currency: 'ETH' }, quoteId: 'lq1' } },
      { provider: 'other', error: { code: 'UNSUPPORTED_REGION', message: 'Not available in your region' } },
    ],
    async session(request) {
      sessions.push(request)
      return { url: `${CHECKOUT}/checkout?session=s1` }
    },
  }
  return { source, sessions }
}

async function buying() {
  const evm = createMockAdapter('eip155', {
    accounts: [{ address: ME, type: 'eoa' }],
    connectors: [{ id: 'io.metamask', name: 'MetaMask', type: 'ANNOUNCED', chain: 'eip155' }],
    balances: { [`eip155:1:${ME}`]: '1' },
  })
  const b = backend()
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
    expect(local.textContent).toBe('Latch Test PayFees: 1 %You get0.05 ETHFees1.5 USDTotal100 USDContinue with Latch Test Pay')
    expect(screen.getByTestId('latch-onramp-quote-other').textContent).toBe('Other PayFees: 2–3 %No quote: Not available in your region')
    expect(screen.queryByTestId('latch-onramp-continue-other')).toBeNull()
  })

  it('Continue opens the popup in the click itself and hands it to the checkout; the funds arriving say how much', async () => {
    const { latch, evm, sessions } = await buying()
    fireEvent.change(screen.getByTestId('latch-onramp-amount'), { target: { value: '100' } })
    const popup = { closed: false, location: { href: '' }, close: vi.fn() }
    const open = vi.spyOn(window, 'open').mockImplementation(() => popup as unknown as Window)
    fireEvent.click(await screen.findByTestId('latch-onramp-continue-local', {}, { timeout: 2000 }))
    // Synchronously, in the click: a popup opened after an await is blocked.
    expect(open).toHaveBeenCalledWith('', 'latch-onramp', 'popup,width=480,height=720')
    await waitFor(() => expect(screen.getByTestId('latch-onramp-status').textContent).toBe(" Finish in the provider's window; we'll show the funds when they arrive."))
    expect(popup.location.href).toBe(`${CHECKOUT}/checkout?session=s1`)
    expect(sessions).toMatchObject([{ provider: 'local', address: ME, quoteId: 'lq1' }])
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
