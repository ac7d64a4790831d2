import { createFakeSignClient, createMemorySource, createMockAdapter, createTestLatch, walletEntry } from '@latch/core/internal'
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { LatchModal } from '../modal/LatchModal'

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

function setup() {
  const source = createMemorySource([walletEntry('rainbow', 'Rainbow', { mobile_link: 'rainbow://', webapp_link: 'https://rainbow.me' })])
  const evm = createMockAdapter('eip155', { walletConnect: true })
  const wc = createFakeSignClient()
  const { latch } = createTestLatch([evm], { locale: 'en', walletDirectory: { source } }, { loadSignClient: async () => wc })
  render(<LatchModal client={latch} />)
  return { latch, wc }
}

describe('ConnectingWalletConnect', () => {
  it('opening the wallet’s link records it as the pairing’s linked wallet; a new pairing forgets it', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null)
    const { latch } = setup()
    await act(() => latch.open({ view: 'AllWallets' }))
    fireEvent.click(await screen.findByTestId('latch-directory-wallet-rainbow'))
    await screen.findByTestId('latch-qr')
    expect(latch.getSnapshot().walletConnect.linking).toBeUndefined()

    fireEvent.click(screen.getByTestId('latch-wc-open-webapp'))
    const href = open.mock.calls[0]?.[0]
    expect(href).toMatch(/^https:\/\/rainbow\.me\/wc\?uri=wc%3A/)
    await waitFor(() => expect(latch.getSnapshot().walletConnect.linking).toEqual({ name: 'Rainbow', href }))

    await act(() => latch.connectWalletConnect({ force: true }))
    expect(latch.getSnapshot().walletConnect.linking).toBeUndefined()
  })
})
