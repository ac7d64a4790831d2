import { createMockAdapter, createTestLatch } from '@latch/core/internal'
import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, expect, it } from 'vitest'
import { LatchModal } from '../modal/LatchModal'

afterEach(cleanup)

it('Account shows the NFTs the account holds, each with a preview drawn inline', async () => {
  const ME = 'eip155-me'
  const nft = (id: string) => ({ collection: 'eip155-nft', collectionName: 'Latch Test NFT', symbol: 'LNFT', tokenId: id, tokenUri: '' })
  const evm = createMockAdapter('eip155', {
    accounts: [{ address: ME, type: 'eoa' }],
    connectors: [{ id: 'io.metamask', name: 'MetaMask', type: 'ANNOUNCED', chain: 'eip155' }],
    nfts: { [`eip155:1:${ME}`]: [nft('0'), nft('4')] },
  })
  const { latch } = createTestLatch([evm], { locale: 'en', nfts: { 'eip155:1': ['eip155-nft'] } })
  render(<LatchModal client={latch} />)
  await act(() => latch.connect('io.metamask'))
  await act(() => latch.open())
  const image = await screen.findByRole('img', { name: 'Latch Test NFT #4' })
  expect(image.getAttribute('src')).toMatch(/^data:image\/svg\+xml,/)
  expect(screen.getByRole('region', { name: 'NFTs' }).querySelectorAll('img')).toHaveLength(2)
})

it('from an indexer: ERC-1155 with how many the account holds, the indexer’s image, spam tagged and last', async () => {
  const ME = 'eip155-me'
  const evm = createMockAdapter('eip155', {
    accounts: [{ address: ME, type: 'eoa' }],
    connectors: [{ id: 'io.metamask', name: 'MetaMask', type: 'ANNOUNCED', chain: 'eip155' }],
  })
  // The host's own source stands in for the indexer (its HTTP side is tested with the Blockscout source).
  const source = {
    getNfts: async () => [
      { collection: 'eip155-free', collectionName: 'Free Mint', symbol: 'FREE', tokenId: '1', tokenUri: '', standard: 'ERC-721' as const, amount: '1', spam: true },
      { collection: 'eip155-game', collectionName: 'Game Items', symbol: 'ITEM', tokenId: '7', tokenUri: '', standard: 'ERC-1155' as const, amount: '3', imageUrl: 'data:image/png;base64,AAAA' },
    ],
  }
  const { latch } = createTestLatch([evm], { locale: 'en', nfts: { source } })
  render(<LatchModal client={latch} />)
  await act(() => latch.connect('io.metamask'))
  await act(() => latch.open())
  const sword = await screen.findByTestId('latch-nft-ITEM-7')
  expect(sword.querySelector('img')?.getAttribute('src')).toBe('data:image/png;base64,AAAA')
  expect(sword.textContent).toBe('×3')
  const items = [...screen.getByRole('region', { name: 'NFTs' }).querySelectorAll('li')].map((li) => li.getAttribute('data-testid'))
  expect(items).toEqual(['latch-nft-ITEM-7', 'latch-nft-FREE-1'])
  expect(screen.getByTestId('latch-nft-FREE-1').textContent).toBe('Spam')
})
