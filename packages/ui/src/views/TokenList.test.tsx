import { createMockAdapter, createTestLatch } from '@latch/core/internal'
import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, expect, it } from 'vitest'
import { LatchModal } from '../modal/LatchModal'

afterEach(cleanup)

/** A connected account holding 1.5 ETH and 250.5 LTT (a configured token), with the modal open. */
async function openWithLtt() {
  const ME = 'eip155-me'
  const evm = createMockAdapter('eip155', {
    accounts: [{ address: ME, type: 'eoa' }],
    connectors: [{ id: 'io.metamask', name: 'MetaMask', type: 'ANNOUNCED', chain: 'eip155' }],
    balances: { [`eip155:1:${ME}`]: '1.5' },
    tokens: { [`eip155:1:${ME}`]: [{ asset: 'eip155:1/erc20:eip155-ltt', symbol: 'LTT', name: 'Latch Test Token', decimals: 18, amount: '250500000000000000000' }] },
  })
  const { latch } = createTestLatch([evm], { locale: 'en', tokens: { 'eip155:1': ['eip155:1/erc20:eip155-ltt'] } })
  render(<LatchModal client={latch} />)
  await act(() => latch.connect('io.metamask'))
  await act(() => latch.open())
  return latch
}

it('Account lists the native balance and the configured tokens the chain reports', async () => {
  await openWithLtt()
  expect((await screen.findByTestId('latch-token-LTT')).textContent).toBe('LLatch Test Token250.50 LTT')
  expect(screen.getByTestId('latch-token-ETH').textContent).toContain('1.50 ETH')
  expect(screen.getByRole('region', { name: 'Tokens' })).toBeTruthy()
})

it('from an indexer: icons, USD values, spam tagged and last', async () => {
  const ME = 'eip155-me'
  const evm = createMockAdapter('eip155', {
    accounts: [{ address: ME, type: 'eoa' }],
    connectors: [{ id: 'io.metamask', name: 'MetaMask', type: 'ANNOUNCED', chain: 'eip155' }],
    balances: { [`eip155:1:${ME}`]: '2' },
  })
  // The host's own source stands in for the indexer (its HTTP side is tested with the Blockscout source).
  const source = {
    getTokens: async () => ({
      nativePriceUsd: 3000,
      tokens: [
        { asset: 'eip155:1/erc20:eip155-scam' as const, symbol: 'SCAM', name: 'Claim reward', decimals: 0, amount: '10', priceUsd: 99, spam: true },
        { asset: 'eip155:1/erc20:eip155-usdc' as const, symbol: 'USDC', name: 'USD Coin', decimals: 6, amount: '1250500000', priceUsd: 1, iconUrl: 'data:image/png;base64,AAAA' },
      ],
    }),
  }
  const { latch } = createTestLatch([evm], { locale: 'en', tokens: { source } })
  render(<LatchModal client={latch} />)
  await act(() => latch.connect('io.metamask'))
  await act(() => latch.open())
  const usdc = await screen.findByTestId('latch-token-USDC')
  expect(usdc.textContent).toBe('USD Coin1,250.50 USDC$1,250.50')
  expect(usdc.querySelector('img')?.getAttribute('src')).toBe('data:image/png;base64,AAAA')
  expect(screen.getByTestId('latch-token-ETH').textContent).toContain('$6,000.00')
  const rows = screen.getAllByRole('button', { description: /^Send / }).map((b) => b.getAttribute('data-testid'))
  expect(rows).toEqual(['latch-token-ETH', 'latch-token-USDC', 'latch-token-SCAM'])
  expect(screen.getByTestId('latch-token-SCAM').textContent).toContain('Spam')
})

it('a token row opens Send with that token already chosen: the view never shows the previous one first', async () => {
  const latch = await openWithLtt()
  // What the send form holds at the moment the router shows Send.
  const seen: (string | undefined)[] = []
  const stop = latch.subscribe(() => {
    const s = latch.getSnapshot()
    if (s.router.view === 'WalletSend' && seen.length === 0) seen.push(s.send.token?.symbol ?? 'native')
  })
  await act(async () => (await screen.findByTestId('latch-token-LTT')).click())
  await screen.findByTestId('latch-send-balance')
  stop()
  expect(seen).toEqual(['LTT'])
  expect(screen.getByTestId('latch-send-balance').textContent).toContain('LTT')
})

it('with features.send off the tokens are still listed, but no row is a way into Send', async () => {
  const ME = 'eip155-me'
  const evm = createMockAdapter('eip155', {
    accounts: [{ address: ME, type: 'eoa' }],
    connectors: [{ id: 'io.metamask', name: 'MetaMask', type: 'ANNOUNCED', chain: 'eip155' }],
    balances: { [`eip155:1:${ME}`]: '1.5' },
    tokens: { [`eip155:1:${ME}`]: [{ asset: 'eip155:1/erc20:eip155-ltt', symbol: 'LTT', name: 'Latch Test Token', decimals: 18, amount: '250500000000000000000' }] },
  })
  const { latch } = createTestLatch([evm], { locale: 'en', features: { send: false }, tokens: { 'eip155:1': ['eip155:1/erc20:eip155-ltt'] } })
  render(<LatchModal client={latch} />)
  await act(() => latch.connect('io.metamask'))
  await act(() => latch.open())
  const ltt = await screen.findByTestId('latch-token-LTT')
  expect(ltt.textContent).toBe('LLatch Test Token250.50 LTT')
  expect(screen.getByTestId('latch-token-ETH').textContent).toContain('1.50 ETH')
  expect(ltt.tagName).not.toBe('BUTTON')
  expect(ltt.closest('button')).toBeNull()
  expect(screen.queryAllByRole('button', { description: /^Send / })).toEqual([])
  await act(async () => ltt.click())
  expect(latch.getSnapshot().router.view).toBe('Account')
})
