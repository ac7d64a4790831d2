import { createFakeSignClient, createMemorySource, createMockAdapter, createTestLatch, walletEntry } from '@latch/core/internal'
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { LatchModal } from '../modal/LatchModal'

const ANDROID_CHROME = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36'

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
  vi.useRealTimers()
})

/** A phone (the instance's user agent) with a directory of a wallet with a universal link and a hostile one. */
function phone() {
  const source = createMemorySource([
    walletEntry('rainbow', 'Rainbow', { mobile_link: 'rainbow://', link_mode: 'https://rnbwapp.com', desktop_link: 'rainbow://' }),
    walletEntry('hostile', 'Hostile', { mobile_link: 'javascript:alert(1)//', webapp_link: 'data:text/html,hi' }),
  ])
  const wc = createFakeSignClient()
  const { latch } = createTestLatch(
    [createMockAdapter('eip155', { walletConnect: true })],
    { locale: 'en', walletDirectory: { source } },
    { loadSignClient: async () => wc, isMobile: () => true, userAgent: () => ANDROID_CHROME },
  )
  render(<LatchModal client={latch} />)
  return { latch, wc }
}

const encoded = (uri: string | undefined) => encodeURIComponent(uri ?? '')

describe('WalletConnect on a phone', () => {
  it('shows no QR code: the WalletConnect row leads to the list, which pairs before any tap', async () => {
    const { latch, wc } = phone()
    await act(() => latch.open({ view: 'ConnectingWalletConnectBasic' }))
    await screen.findByTestId('latch-directory-wallet-rainbow')
    expect(latch.getSnapshot().router.view).toBe('AllWallets')
    expect(screen.queryByTestId('latch-qr')).toBeNull()
    await waitFor(() => expect(latch.getSnapshot().walletConnect.uri).toMatch(/^wc:/))
    expect(wc.connects).toBe(1)
  })

  it('a tap opens the wallet by its link with the pairing URI, then "Continue in"; "Try again" opens it again', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null)
    const { latch, wc } = phone()
    await act(() => latch.open({ view: 'AllWallets' }))
    await waitFor(() => expect(latch.getSnapshot().walletConnect.uri).toMatch(/^wc:/))
    const uri = latch.getSnapshot().walletConnect.uri
    fireEvent.click(await screen.findByTestId('latch-directory-wallet-rainbow'))
    expect(open).toHaveBeenCalledWith(`https://rnbwapp.com/wc?uri=${encoded(uri)}`, '_blank', 'noopener,noreferrer')
    await screen.findByText('Continue in Rainbow')
    expect(screen.queryByTestId('latch-qr')).toBeNull()
    await waitFor(() => expect(latch.getSnapshot().walletConnect.linking?.name).toBe('Rainbow'))

    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }))
    expect(open).toHaveBeenCalledTimes(2)
    expect(open.mock.calls[1]?.[0]).toBe(`https://rnbwapp.com/wc?uri=${encoded(uri)}`)
    // The view kept the pairing the link carries.
    expect(wc.connects).toBe(1)
  })

  it('replaces a pairing that expires while the view shows, so "Try again" carries a live URI', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const open = vi.spyOn(window, 'open').mockImplementation(() => null)
    const { latch, wc } = phone()
    await act(() => latch.open({ view: 'AllWallets' }))
    await waitFor(() => expect(latch.getSnapshot().walletConnect.uri).toMatch(/^wc:/))
    const first = latch.getSnapshot().walletConnect.uri
    fireEvent.click(await screen.findByTestId('latch-directory-wallet-rainbow'))
    await screen.findByText('Continue in Rainbow')

    // 3 min 50 s later only 10 s remain: expired (spec §4).
    await act(async () => {
      vi.advanceTimersByTime(230_100)
    })
    await waitFor(() => expect(wc.connects).toBe(2))
    const second = latch.getSnapshot().walletConnect.uri
    expect(second).not.toBe(first)
    fireEvent.click(await screen.findByRole('button', { name: /Open Rainbow|Try again/ }))
    expect(open.mock.calls.at(-1)?.[0]).toBe(`https://rnbwapp.com/wc?uri=${encoded(second)}`)
  })

  it('never opens a hostile entry’s link: the view says the wallet cannot be opened', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null)
    const before = window.location.href
    const { latch } = phone()
    await act(() => latch.open({ view: 'AllWallets' }))
    await waitFor(() => expect(latch.getSnapshot().walletConnect.uri).toMatch(/^wc:/))
    fireEvent.click(await screen.findByTestId('latch-directory-wallet-hostile'))
    expect((await screen.findByRole('alert')).contains(screen.getByText('Hostile can’t be opened from this phone.'))).toBe(true)
    expect(screen.queryByRole('button', { name: /Try again|Open/ })).toBeNull()
    expect(open).not.toHaveBeenCalled()
    expect(window.location.href).toBe(before)
    expect(latch.getSnapshot().walletConnect.linking).toBeUndefined()
  })
})
