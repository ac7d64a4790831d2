import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { createTestLatch } from '../testing/fixtures'
import { createMockAdapter } from '../testing/mockAdapter'

beforeEach(() => vi.stubGlobal('window', {}))
afterEach(() => vi.unstubAllGlobals())

it('lists the NFTs the account holds in the configured collections', async () => {
  const ME = 'eip155-me'
  const nft = { collection: 'eip155-nft', collectionName: 'Latch Test NFT', symbol: 'LNFT', tokenId: '1', tokenUri: '' }
  const other = { ...nft, collection: 'eip155-not-configured', tokenId: '9' }
  const evm = createMockAdapter('eip155', {
    accounts: [{ address: ME, type: 'eoa' }],
    connectors: [{ id: 'io.metamask', name: 'MetaMask', type: 'ANNOUNCED', chain: 'eip155' }],
    nfts: { [`eip155:1:${ME}`]: [nft, other] },
  })
  const { latch } = createTestLatch([evm], { nfts: { 'eip155:1': ['eip155-nft'] } })
  await latch.connect('io.metamask')
  await latch.refreshNfts()
  expect(latch.getSnapshot().nfts).toMatchObject({ status: 'idle', items: [nft] })
})
