import { createMockAdapter, createTestLatch } from '@latch/core/internal'
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, expect, it, vi } from 'vitest'
import { LatchModal } from '../modal/LatchModal'

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

it('opening the Account view only shows it: the reads start after its first frame, and until then it says loading, not empty', async () => {
  const ME = 'eip155-me'
  const evm = createMockAdapter('eip155', {
    accounts: [{ address: ME, type: 'eoa' }],
    connectors: [{ id: 'io.metamask', name: 'MetaMask', type: 'ANNOUNCED', chain: 'eip155' }],
  })
  const { latch } = createTestLatch([evm], { locale: 'en', nfts: { 'eip155:1': ['eip155-nft'] } })
  render(<LatchModal client={latch} />)
  await act(() => latch.connect('io.metamask'))
  const frames: FrameRequestCallback[] = []
  vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback))
  const refreshNfts = vi.spyOn(latch, 'refreshNfts')
  await act(() => latch.open())
  const nfts = await screen.findByRole('region', { name: 'NFTs' })
  expect(refreshNfts).not.toHaveBeenCalled()
  expect(within(nfts).getByRole('status', { name: 'Loading NFTs…' })).toBeTruthy()
  expect(nfts.textContent).not.toContain('No NFTs in this account.')
  await act(async () => {
    for (const frame of frames.splice(0)) frame(performance.now())
    await new Promise((resolve) => setTimeout(resolve, 0))
  })
  expect(refreshNfts).toHaveBeenCalledTimes(1)
  await waitFor(() => expect(evm.calls.some((c) => c.startsWith('getNfts'))).toBe(true))
  expect(await within(nfts).findByText('No NFTs in this account.')).toBeTruthy()
  expect(within(nfts).queryByRole('status')).toBeNull()
})
