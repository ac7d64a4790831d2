import { createFakeSignClient, createMockAdapter, createTestLatch } from '@latch/core/internal'
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { LatchModal } from '../modal/LatchModal'

afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

function setup() {
  const wc = createFakeSignClient()
  const evm = createMockAdapter('eip155', { walletConnect: true })
  const { latch } = createTestLatch([evm], { locale: 'en' }, { loadSignClient: async () => wc })
  render(<LatchModal client={latch} />)
  return { latch, wc }
}

describe('ConnectingWalletConnectBasic', () => {
  it('the WalletConnect row opens a QR code of the pairing URI; approval connects and closes', async () => {
    const { latch, wc } = setup()
    await act(() => latch.open())
    fireEvent.click(await screen.findByTestId('latch-wallet-walletConnect'))
    const qr = await screen.findByTestId('latch-qr')
    expect(qr.getAttribute('aria-label')).toBe('WalletConnect QR code')
    expect(qr.querySelector('path')?.getAttribute('d')?.length).toBeGreaterThan(100)
    expect(screen.getByTestId('latch-wc-copy').dataset.uri).toBe(latch.getSnapshot().walletConnect.uri)
    await act(async () => void wc.approve(['eip155:1:eip155-wc']))
    await waitFor(() => expect(latch.getSnapshot().modal.open).toBe(false))
    expect(latch.getAccount()?.status).toBe('connected')
  })

  it('copies the link', async () => {
    const writeText = vi.fn(async () => {})
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    const { latch } = setup()
    await act(() => latch.open({ view: 'ConnectingWalletConnectBasic' }))
    fireEvent.click(await screen.findByTestId('latch-wc-copy'))
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(latch.getSnapshot().walletConnect.uri))
  })

  it('an expired pairing offers a new QR code', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const { latch, wc } = setup()
    await act(() => latch.open({ view: 'ConnectingWalletConnectBasic' }))
    await screen.findByTestId('latch-qr')
    await act(async () => void vi.advanceTimersByTime(4 * 60_000))
    fireEvent.click(await screen.findByTestId('latch-wc-refresh'))
    await screen.findByTestId('latch-qr')
    expect(wc.connects).toBe(2)
  })

  it('a failed start says so and retries', async () => {
    const evm = createMockAdapter('eip155', { walletConnect: true })
    let fail = true
    const wc = createFakeSignClient()
    const { latch } = createTestLatch([evm], { locale: 'en' }, { loadSignClient: async () => {
      if (fail) throw new Error('relay unreachable')
      return wc
    } })
    render(<LatchModal client={latch} />)
    await act(() => latch.open({ view: 'ConnectingWalletConnectBasic' }))
    expect((await screen.findByRole('alert')).textContent).toContain('relay unreachable')
    fail = false
    fireEvent.click(screen.getByTestId('latch-wc-retry'))
    await screen.findByTestId('latch-qr')
  })
})
