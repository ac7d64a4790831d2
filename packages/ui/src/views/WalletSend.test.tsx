import { createMockAdapter, createTestLatch } from '@latch/core/internal'
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { LatchModal } from '../modal/LatchModal'

afterEach(cleanup)

const ME = 'eip155-me'

describe('WalletSend / WalletSendPreview', () => {
  it('Account → Send → errors in place → Max → preview with the fee → Send → form reset with the sent hash', async () => {
    const evm = createMockAdapter('eip155', {
      accounts: [{ address: ME, type: 'eoa' }],
      connectors: [{ id: 'io.metamask', name: 'MetaMask', type: 'ANNOUNCED', chain: 'eip155' }],
      balances: { [`eip155:1:${ME}`]: '1.5' },
    })
    const { latch } = createTestLatch([evm], { locale: 'en' })
    render(<LatchModal client={latch} />)
    await act(() => latch.connect('io.metamask'))
    await act(() => latch.open())
    fireEvent.click(await screen.findByTestId('latch-account-send'))
    fireEvent.click(await screen.findByTestId('latch-send-preview'))
    expect((await screen.findByTestId('latch-send-amount-error')).textContent).toBe('Enter an amount')
    expect(screen.getByTestId('latch-send-to-error').textContent).toBe('Enter a receiver')
    fireEvent.change(screen.getByTestId('latch-send-to'), { target: { value: 'eip155-friend' } })
    fireEvent.click(screen.getByTestId('latch-send-max'))
    await waitFor(() => expect((screen.getByTestId('latch-send-amount') as HTMLInputElement).value).toBe('1.499979'))
    fireEvent.change(screen.getByTestId('latch-send-amount'), { target: { value: '0.25' } })
    fireEvent.click(screen.getByTestId('latch-send-preview'))
    expect((await screen.findByTestId('latch-send-preview-amount')).textContent).toBe('0.25 ETH')
    expect(screen.getByTestId('latch-send-preview-fee').textContent).toBe('Network fee: 0.000021 ETH')
    fireEvent.click(screen.getByTestId('latch-send-confirm'))
    expect((await screen.findByTestId('latch-send-hash')).textContent).toBe('Sent: tx-1')
    expect((screen.getByTestId('latch-send-amount') as HTMLInputElement).value).toBe('')
    expect(evm.wallet.sent).toEqual([{ to: 'eip155-friend', amount: 250000000000000000n }])
  })

  it('Send from Account is the native currency, even after a token send was left unfinished', async () => {
    const evm = createMockAdapter('eip155', {
      accounts: [{ address: ME, type: 'eoa' }],
      connectors: [{ id: 'io.metamask', name: 'MetaMask', type: 'ANNOUNCED', chain: 'eip155' }],
      balances: { [`eip155:1:${ME}`]: '1.5' },
    })
    const { latch } = createTestLatch([evm], { locale: 'en' })
    render(<LatchModal client={latch} />)
    await act(() => latch.connect('io.metamask'))
    await act(() => latch.send.setForm({ token: { asset: 'eip155:1/erc20:eip155-ltt', symbol: 'LTT', decimals: 6, quantity: '20' } }))
    await act(() => latch.open())
    fireEvent.click(await screen.findByTestId('latch-account-send'))
    expect((await screen.findByTestId('latch-send-balance')).textContent).toBe('1.50 ETH')
    expect(latch.getSnapshot().send.token).toBeUndefined()
  })
})
