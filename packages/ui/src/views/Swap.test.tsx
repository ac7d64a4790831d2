import { createMockAdapter, createMockSwapSource, createMockSwaps, createTestLatch, type MockSwapChain, type MockSwapSourceState } from '@latch/core/internal'
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { LatchModal } from '../modal/LatchModal'

afterEach(cleanup)

const ME = 'eip155-me'
const LTT = 'eip155:1/erc20:0x5fbdb2315678afecb367f032d93f642f64180aa3'
const USDC = 'eip155:1/erc20:0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48'

/** A wallet holding 2 ETH and 1000 LTT, whose chain swaps (mock), and an aggregator at fixed rates: the process boundaries. */
async function swapping(setup: { locale?: string; source?: Partial<MockSwapSourceState>; chain?: Partial<MockSwapChain> } = {}) {
  const evm = createMockAdapter('eip155', {
    accounts: [{ address: ME, type: 'eoa' }],
    connectors: [{ id: 'io.metamask', name: 'MetaMask', type: 'ANNOUNCED', chain: 'eip155' }],
    balances: { [`eip155:1:${ME}`]: '2' },
    tokens: { [`eip155:1:${ME}`]: [{ asset: LTT, symbol: 'LTT', name: 'Latch Test Token', decimals: 18, amount: (1000n * 10n ** 18n).toString() }] },
  })
  const chain: MockSwapChain = { allowances: {}, batch: false, reject: {}, sent: [], ...setup.chain }
  Object.assign(evm, { swaps: createMockSwaps(chain) })
  const source: MockSwapSourceState = {
    rates: { 'LTT→ETH': 0.00099, 'ETH→LTT': 990, 'ETH→USDC': 3000 },
    tokens: [{ asset: USDC, symbol: 'USDC', name: 'USD Coin', decimals: 6 }],
    ttlMs: 60_000,
    spender: 'eip155-router',
    networkFee: 3_000_000_000_000_000n,
    requests: [],
    ...setup.source,
  }
  const { latch } = createTestLatch([evm], { locale: setup.locale ?? 'en', tokens: { 'eip155:1': [LTT] }, swaps: { source: createMockSwapSource(source) } })
  render(<LatchModal client={latch} />)
  await act(() => latch.connect('io.metamask'))
  await waitFor(() => expect(latch.getSnapshot().namespaces.eip155?.account.balance).toBe('2'))
  await act(() => latch.open())
  fireEvent.click(await screen.findByTestId('latch-account-swap'))
  await screen.findByTestId('latch-swap-amount-in')
  await waitFor(() => expect(latch.getSnapshot().swap?.tokens.status).toBe('ready'))
  return { latch, chain, source }
}

const submit = () => screen.getByTestId('latch-swap-submit') as HTMLButtonElement
const pickToken = async (side: 'from' | 'to', symbol: string) => {
  fireEvent.click(screen.getByTestId(`latch-swap-${side}`))
  fireEvent.click(await screen.findByTestId(`latch-swap-token-option-${symbol}`))
  await screen.findByTestId('latch-swap-amount-in')
}

describe('Swap', () => {
  it('walks the button through select a token, enter an amount, the quote, and Swap; the quote shows its terms', async () => {
    const { chain } = await swapping()
    expect(screen.getByTestId('latch-swap-from').textContent).toBe('ETH')
    expect(submit().textContent).toBe('Select a token')
    expect(submit().disabled).toBe(true)
    await pickToken('to', 'USDC')
    expect(screen.getByTestId('latch-swap-to').getAttribute('aria-label')).toBe('You receive: USDC. Choose a token')
    expect(submit().textContent).toBe('Enter an amount')
    fireEvent.change(screen.getByTestId('latch-swap-amount-in'), { target: { value: '0.5' } })
    await waitFor(() => expect(submit().textContent).toBe('Getting a price…'))
    await waitFor(() => expect(submit().textContent).toBe('Swap'))
    expect(screen.getByTestId('latch-swap-rate').textContent).toBe('Rate1 ETH = 3,000 USDC')
    expect((screen.getByTestId('latch-swap-amount-out') as HTMLInputElement).value).toBe('1500')
    expect(screen.getByTestId('latch-swap-min-received').textContent).toBe('Minimum received1492.5 USDC')
    expect(screen.getByTestId('latch-swap-impact').textContent).toBe('Price impact0.1%')
    expect(screen.getByTestId('latch-swap-fee').textContent).toBe('Network fee0.003 ETH')
    expect(screen.getByTestId('latch-swap-route').textContent).toBe('RouteMock DEX')
    expect(screen.queryByTestId('latch-swap-impact-warning')).toBeNull()
    expect(screen.getByTestId('latch-swap-quote').getAttribute('aria-live')).toBe('polite')
    fireEvent.click(submit())
    await waitFor(() => expect(chain.sent).toEqual(['swap:q1']))
    expect(await screen.findByTestId('latch-account-swap')).toBeTruthy()
  })

  it('the picker lists holdings first with balances, searches symbol, name and address, works by keyboard and hands the focus back', async () => {
    await swapping()
    const opener = screen.getByTestId('latch-swap-to')
    fireEvent.click(opener)
    const dialog = await screen.findByRole('region', { name: 'Choose the token: You receive' })
    const options = within(dialog).getAllByRole('option')
    expect(options.map((o) => o.textContent)).toEqual(['EETH ETH2.00', 'LLTT Latch Test Token1,000.00', 'UUSDC USD Coin'])
    const search = screen.getByTestId('latch-swap-token-search')
    expect(document.activeElement).toBe(search)
    fireEvent.change(search, { target: { value: 'coin' } })
    expect(within(dialog).getAllByRole('option').map((o) => o.dataset.testid)).toEqual(['latch-swap-token-option-USDC'])
    fireEvent.change(search, { target: { value: '0x5FBDB' } })
    expect(within(dialog).getAllByRole('option').map((o) => o.dataset.testid)).toEqual(['latch-swap-token-option-LTT'])
    fireEvent.change(search, { target: { value: 'nothing-like-it' } })
    expect(within(dialog).queryAllByRole('option')).toEqual([])
    expect(within(dialog).getByText('No token matches your search', { selector: 'p.latch-muted' })).toBeTruthy()
    fireEvent.change(search, { target: { value: '' } })
    fireEvent.keyDown(search, { key: 'ArrowDown' })
    fireEvent.keyDown(search, { key: 'ArrowDown' })
    expect(search.getAttribute('aria-activedescendant')).toBe(screen.getByTestId('latch-swap-token-option-USDC').id)
    fireEvent.keyDown(search, { key: 'Enter' })
    await waitFor(() => expect(screen.getByTestId('latch-swap-to').textContent).toBe('USDC'))
    expect(document.activeElement).toBe(screen.getByTestId('latch-swap-to'))
    // Escape closes the picker only, the modal stays.
    fireEvent.click(screen.getByTestId('latch-swap-from'))
    fireEvent.keyDown(await screen.findByTestId('latch-swap-token-search'), { key: 'Escape' })
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('latch-swap-from')))
    expect(screen.getByTestId('latch-swap-from').textContent).toBe('ETH')
  })

  it('typing in the receive field asks for that amount out; a token that must be allowed says so and takes two steps', async () => {
    const { latch, chain, source } = await swapping()
    await pickToken('from', 'LTT')
    await pickToken('to', 'ETH')
    fireEvent.change(screen.getByTestId('latch-swap-amount-out'), { target: { value: '0.099' } })
    await waitFor(() => expect(latch.getSnapshot().swap).toMatchObject({ amount: '0.099', side: 'out' }))
    await waitFor(() => expect(submit().textContent).toBe('Approve LTT and swap'))
    expect(source.requests.at(-1)).toMatchObject({ side: 'out', amount: 99_000_000_000_000_000n })
    expect((screen.getByTestId('latch-swap-amount-in') as HTMLInputElement).value).toBe('100')
    expect(screen.getByTestId('latch-swap-rate').textContent).toBe('Rate1 LTT = 0.00099 ETH')
    expect(screen.getByTestId('latch-swap-approval').textContent).toBe('This takes two confirmations in your wallet: first allowing LTT, then the swap.')
    chain.reject.approve = true
    fireEvent.click(submit())
    await waitFor(() => expect(screen.getByTestId('latch-swap-error').textContent).toBe('You declined the approval in your wallet'))
    // The failed attempt may be retried: the button still offers it.
    expect(submit().textContent).toBe('Approve LTT and swap')
    await waitFor(() => expect(submit().disabled).toBe(false))
    fireEvent.click(submit())
    // The declined quote is still good: the retry sends it.
    await waitFor(() => expect(chain.sent).toEqual([`approve:${LTT}:100000000000000000000`, 'swap:q1']))
  })

  it('words the form errors on the button and the cause below, in the chosen language', async () => {
    const { source } = await swapping({ locale: 'de' })
    await pickToken('from', 'LTT')
    await pickToken('to', 'ETH')
    fireEvent.change(screen.getByTestId('latch-swap-amount-in'), { target: { value: '5000' } })
    await waitFor(() => expect(submit().textContent).toBe('Nicht genug LTT'))
    expect(submit().disabled).toBe(true)
    fireEvent.change(screen.getByTestId('latch-swap-amount-in'), { target: { value: 'abc' } })
    await waitFor(() => expect(submit().textContent).toBe('Gib einen gültigen Betrag ein'))
    source.fail = 'noRoute'
    fireEvent.change(screen.getByTestId('latch-swap-amount-in'), { target: { value: '1' } })
    await waitFor(() => expect(submit().textContent).toBe('Keine Route für dieses Paar und diesen Betrag'))
    expect(screen.getByTestId('latch-swap-error-detail').textContent).toContain('Mock DEX')
  })

  it('slippage: presets as radios with the default checked, and a custom percent', async () => {
    const { latch } = await swapping()
    const group = screen.getByRole('group', { name: 'Max. slippage' })
    const radios = within(group).getAllByRole('radio') as HTMLInputElement[]
    expect(radios.map((r) => [r.labels?.[0]?.textContent, r.checked])).toEqual([
      ['0.1%', false],
      ['0.5%', true],
      ['1%', false],
      ['Custom', false],
    ])
    fireEvent.click(screen.getByTestId('latch-swap-slippage-1'))
    await waitFor(() => expect(latch.getSnapshot().swap?.slippage).toBe(0.01))
    fireEvent.click(screen.getByTestId('latch-swap-slippage-custom-choice'))
    fireEvent.change(screen.getByLabelText('Custom slippage in percent'), { target: { value: '2.5' } })
    await waitFor(() => expect(latch.getSnapshot().swap?.slippage).toBe(0.025))
    fireEvent.change(screen.getByLabelText('Custom slippage in percent'), { target: { value: '80' } })
    expect(screen.getByRole('alert').textContent).toBe('Enter a slippage between 0.01 and 50 %')
    expect(latch.getSnapshot().swap?.slippage).toBe(0.025)
  })
})
