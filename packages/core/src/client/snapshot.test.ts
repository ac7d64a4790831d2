import { describe, expect, it } from 'vitest'
import { createMockAdapter } from '../testing/mockAdapter'
import { createTestLatch } from '../testing/fixtures'

/** An instance with WalletConnect and one announced wallet, on a phone or not. */
async function connectorIds(isMobile: boolean): Promise<string[]> {
  const { latch } = createTestLatch([createMockAdapter('eip155', { walletConnect: true })], {}, { isMobile: () => isMobile })
  await latch.open()
  return latch.getSnapshot().connectors.map((c) => c.id)
}

describe('the snapshot’s wallet list', () => {
  it('puts WalletConnect first on a desktop (spec §2 type order)', async () => {
    expect(await connectorIds(false)).toEqual(['walletConnect', 'mock-eip155'])
  })
  it('puts the announced wallet first on a phone: the page runs in that wallet’s in-app browser', async () => {
    expect(await connectorIds(true)).toEqual(['mock-eip155', 'walletConnect'])
  })
})
