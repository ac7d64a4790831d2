import { createMockAdapter, createTestLatch } from '@latch/core/internal'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, expect, it } from 'vitest'
import { LatchModal } from '../modal/LatchModal'

afterEach(cleanup)

const ME = 'eip155-me'

async function openAccount(options: Parameters<typeof createTestLatch>[1]) {
  const evm = createMockAdapter('eip155', {
    accounts: [{ address: ME, type: 'eoa' }],
    connectors: [{ id: 'io.metamask', name: 'MetaMask', type: 'ANNOUNCED', chain: 'eip155' }],
    balances: { [`eip155:1:${ME}`]: '1.5' },
    nfts: { [`eip155:1:${ME}`]: [{ collection: 'eip155-nft', collectionName: 'Latch Test NFT', symbol: 'LNFT', tokenId: '4', tokenUri: '' }] },
  })
  const { latch } = createTestLatch([evm], { locale: 'en', ...options })
  render(<LatchModal client={latch} />)
  await act(() => latch.connect('io.metamask'))
  await act(() => latch.open())
  return { latch, evm }
}

it('Tokens, NFTs and Activity are tabs: one list at a time, only it is read, the choice kept across opens', async () => {
  const { latch, evm } = await openAccount({ tokens: { 'eip155:1': [] }, nfts: { 'eip155:1': ['eip155-nft'] }, activity: { source: 'chain' } })
  const tabs = await screen.findAllByRole('tab')
  expect(tabs.map((tab) => [tab.textContent, tab.getAttribute('aria-selected')])).toEqual([
    ['Tokens', 'true'],
    ['NFTs', 'false'],
    ['Activity', 'false'],
  ])
  expect(screen.getByRole('tablist', { name: 'Account contents' })).toBeTruthy()
  expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(tabs[0]?.id)
  await screen.findByTestId('latch-token-ETH')
  expect(screen.queryByTestId('latch-account-nfts')).toBeNull()
  expect(evm.calls.filter((c) => c.startsWith('getNfts') || c.startsWith('getActivity'))).toEqual([])

  fireEvent.click(screen.getByRole('tab', { name: 'NFTs' }))
  await screen.findByTestId('latch-nft-LNFT-4')
  expect(screen.queryByTestId('latch-account-tokens')).toBeNull()
  expect(latch.getSnapshot().namespaces.eip155?.account.currentTab).toBe(1)

  // Keyboard: arrows wrap, Home and End jump; focus follows the selected tab.
  fireEvent.keyDown(screen.getByRole('tab', { name: 'NFTs' }), { key: 'ArrowRight' })
  expect(document.activeElement?.textContent).toBe('Activity')
  await screen.findByTestId('latch-account-activity')
  fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowRight' })
  expect(document.activeElement?.textContent).toBe('Tokens')
  fireEvent.keyDown(document.activeElement as Element, { key: 'End' })
  expect(document.activeElement?.textContent).toBe('Activity')
  expect(screen.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([-1, -1, 0])

  await act(async () => latch.close())
  await act(() => latch.open())
  expect((await screen.findByRole('tab', { selected: true })).textContent).toBe('Activity')
})

it('only the configured lists are tabs; none configured, no tablist', async () => {
  await openAccount({ nfts: { 'eip155:1': ['eip155-nft'] } })
  expect((await screen.findAllByRole('tab')).map((tab) => tab.textContent)).toEqual(['NFTs'])
  cleanup()
  await openAccount({})
  await screen.findByTestId('latch-account-address')
  expect(screen.queryByRole('tablist')).toBeNull()
})
