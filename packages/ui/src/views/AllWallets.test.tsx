import { createFakeSignClient, createMemorySource, createMockAdapter, createTestLatch, walletEntry } from '@latch/core/internal'
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { LatchModal } from '../modal/LatchModal'
import { openWalletLink } from './openWalletLink'

afterEach(cleanup)

const entry = walletEntry

const directory = [
  entry('rainbow', 'Rainbow', { mobile_link: 'rainbow://', webapp_link: 'https://rainbow.me' }),
  entry('ext', 'MetaMask', { rdns: 'io.metamask' }),
  entry('hostile', 'Hostile Wallet', { desktop_link: 'javascript:alert(1)//', webapp_link: 'data:text/html,hi' }),
  ...Array.from({ length: 640 }, (_, i) => entry(`test-${i}`, `Test Wallet ${i}`)),
]

function setup() {
  const source = createMemorySource(directory, { imageUrl: (id) => `https://img.test/${id}` })
  const evm = createMockAdapter('eip155', {
    walletConnect: true,
    connectors: [{ id: 'io.metamask', name: 'MetaMask', type: 'ANNOUNCED', chain: 'eip155', info: { rdns: 'io.metamask' } }],
  })
  const wc = createFakeSignClient()
  const { latch } = createTestLatch([evm], { locale: 'en', walletDirectory: { source } }, { loadSignClient: async () => wc })
  render(<LatchModal client={latch} />)
  return { latch, source, wc }
}

describe('AllWallets with the directory', () => {
  it('lists extensions, then directory wallets (installed ones not twice), drawing only the rows in view', async () => {
    const { latch } = setup()
    await act(() => latch.open())
    // The row is drawn with an icon of its own, not a letter tile made from its label.
    const row = await screen.findByTestId('latch-all-wallets')
    expect(row.querySelector('.latch-lead svg')).not.toBeNull()
    expect(row.querySelector('.latch-img')).toBeNull()
    fireEvent.click(row)
    await screen.findByTestId('latch-directory-wallet-rainbow')
    expect(screen.getByTestId('latch-wallet-io.metamask')).toBeTruthy()
    expect(screen.queryByTestId('latch-directory-wallet-ext')).toBeNull()
    const rows = screen.getByTestId('latch-wallet-list').querySelectorAll('.latch-item')
    expect(rows.length).toBeLessThan(20)
  })

  it('search narrows the 600+ list at once and then from the directory', async () => {
    const { latch, source } = setup()
    await act(() => latch.open({ view: 'AllWallets' }))
    await screen.findByTestId('latch-directory-wallet-rainbow')
    const t0 = performance.now()
    fireEvent.change(screen.getByTestId('latch-wallet-search'), { target: { value: 'rain' } })
    expect(screen.queryByTestId('latch-directory-wallet-test-0')).toBeNull()
    expect(screen.getByTestId('latch-directory-wallet-rainbow')).toBeTruthy()
    const localMs = performance.now() - t0
    await waitFor(() => expect(source.requests.some((r) => r.search === 'rain')).toBe(true))
    fireEvent.change(screen.getByTestId('latch-wallet-search'), { target: { value: 'Test Wallet 639' } })
    await screen.findByTestId('latch-directory-wallet-test-639')
    expect(localMs).toBeLessThan(200)
  })

  it('a directory wallet opens its QR view with its safe links; picking it makes it recent', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null)
    const { latch } = setup()
    await act(() => latch.open({ view: 'AllWallets' }))
    fireEvent.click(await screen.findByTestId('latch-directory-wallet-rainbow'))
    await screen.findByTestId('latch-qr')
    expect(latch.getSnapshot().router).toMatchObject({ view: 'ConnectingWalletConnect', data: { walletId: 'rainbow' } })
    expect(screen.getByRole('dialog', { name: 'Rainbow' })).toBeTruthy()
    fireEvent.click(screen.getByTestId('latch-wc-open-webapp'))
    expect(open).toHaveBeenCalledWith(expect.stringMatching(/^https:\/\/rainbow\.me\/wc\?uri=wc%3A/), '_blank', 'noopener,noreferrer')
    expect(latch.getSnapshot().recentConnectorIds[0]).toBe('rainbow')
    open.mockRestore()
  })

  it('never offers or opens a javascript:/data: link, whatever the directory says', async () => {
    const { latch } = setup()
    await act(() => latch.open({ view: 'AllWallets' }))
    fireEvent.change(await screen.findByTestId('latch-wallet-search'), { target: { value: 'hostile' } })
    fireEvent.click(await screen.findByTestId('latch-directory-wallet-hostile'))
    await screen.findByTestId('latch-qr')
    expect(screen.queryByTestId('latch-wc-open-desktop')).toBeNull()
    expect(screen.queryByTestId('latch-wc-open-webapp')).toBeNull()
    const win = { open: vi.fn((_url?: string | URL, _target?: string) => null) }
    expect(openWalletLink('javascript:alert(1)', win)).toBe(false)
    expect(openWalletLink(' data:text/html,x', win)).toBe(false)
    expect(win.open).not.toHaveBeenCalled()
    expect(openWalletLink('rainbow://wc?uri=x', win)).toBe(true)
    expect(win.open.mock.calls).toEqual([['rainbow://wc?uri=x', '_self']])
  })

  it('an installed wallet picked from the directory connects through its extension', async () => {
    const { latch } = setup()
    await act(() => latch.open({ view: 'AllWallets' }))
    fireEvent.change(await screen.findByTestId('latch-wallet-search'), { target: { value: 'meta' } })
    fireEvent.click(await screen.findByTestId('latch-wallet-io.metamask'))
    await waitFor(() => expect(latch.getAccount()?.status).toBe('connected'))
  })
})
