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
