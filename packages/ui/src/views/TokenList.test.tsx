import { createMockAdapter, createTestLatch } from '@latch/core/internal'
import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, expect, it } from 'vitest'
import { LatchModal } from '../modal/LatchModal'

afterEach(cleanup)

it('Account lists the native balance and the configured tokens the chain reports', async () => {
  const ME = 'eip155-me'
  const evm = createMockAdapter('eip155', {
    accounts: [{ address: ME, type: 'eoa' }],
    connectors: [{ id: 'io.metamask', name: 'MetaMask', type: 'ANNOUNCED', chain: 'eip155' }],
    balances: { [`eip155:1:${ME}`]: '1.5' },
    tokens: { [`eip155:1:${ME}`]: [{ address: 'eip155-ltt', symbol: 'LTT', name: 'Latch Test Token', decimals: 18, quantity: '250.5' }] },
  })
  const { latch } = createTestLatch([evm], { locale: 'en', tokens: { 'eip155:1': ['eip155-ltt'] } })
  render(<LatchModal client={latch} />)
  await act(() => latch.connect('io.metamask'))
  await act(() => latch.open())
  expect((await screen.findByTestId('latch-token-LTT')).textContent).toBe('LLatch Test Token250.50 LTT')
  expect(screen.getByTestId('latch-token-ETH').textContent).toContain('1.50 ETH')
  expect(screen.getByRole('region', { name: 'Tokens' })).toBeTruthy()
})
