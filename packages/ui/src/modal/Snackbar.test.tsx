import { createMockAdapter, createTestLatch } from '@latch/core/internal'
import { act, cleanup, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { LatchModal } from './LatchModal'

afterEach(cleanup)

const ME = 'eip155-me'

function setup(locale: string) {
  const evm = createMockAdapter('eip155', {
    accounts: [{ address: ME, type: 'eoa' }],
    connectors: [{ id: 'io.metamask', name: 'MetaMask', type: 'ANNOUNCED', chain: 'eip155' }],
    balances: { [`eip155:1:${ME}`]: '1.5' },
  })
  const { latch } = createTestLatch([evm], { locale })
  render(<LatchModal client={latch} />)
  return latch
}

const text = () => screen.getByTestId('latch-snackbar').querySelector('span')?.textContent

describe('Snackbar', () => {
  it('words the key core sets, in the chosen language', async () => {
    const latch = setup('de')
    await act(() => latch.connect('io.metamask'))
    await act(() => latch.send.setForm({ amount: '0.25', to: 'eip155-friend' }))
    await act(() => latch.send.preview())
    await act(() => latch.send.confirm())
    expect(latch.getSnapshot().snackbar).toMatchObject({ open: true, messageKey: 'snackbar.transactionSent' })
    await waitFor(() => expect(text()).toBe('Transaktion gesendet'))
  })

  it('fills the key’s placeholders; a key no catalogue has is a host app’s own text, shown as given', async () => {
    const latch = setup('en')
    act(() => latch.showSnackbar('success', 'send.sent', { hash: '0xab…cd' }))
    expect(text()).toBe('Sent: 0xab…cd')
    act(() => latch.hideSnackbar())
    act(() => latch.showSnackbar('error', 'Profile saved'))
    expect(text()).toBe('Profile saved')
  })
})
