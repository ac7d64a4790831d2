import { createMemorySiwx, createMockAdapter, createTestLatch } from '@latch/core/internal'
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { LatchModal } from '../modal/LatchModal'

afterEach(cleanup)

const ADDR = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

function setup(siwx: ReturnType<typeof createMemorySiwx>) {
  const evm = createMockAdapter('eip155', { accounts: [{ address: ADDR, type: 'eoa' }], connectors: [{ id: 'io.metamask', name: 'MetaMask', type: 'ANNOUNCED', chain: 'eip155' }] })
  const { latch } = createTestLatch([evm], { locale: 'en', siwx, metadata: { name: 'Test App', description: '', url: 'https://app.example', icons: [] } })
  render(<LatchModal client={latch} />)
  return latch
}

describe('SIWXSignMessage', () => {
  it('opens after connecting, explains, and Sign signs in and closes', async () => {
    const siwx = createMemorySiwx()
    const latch = setup(siwx)
    await act(() => latch.connect('io.metamask'))
    expect(await screen.findByRole('dialog', { name: 'Sign In' })).toBeTruthy()
    expect(await screen.findByText('Test App needs to connect to your wallet')).toBeTruthy()
    fireEvent.click(screen.getByTestId('latch-siwx-sign'))
    await waitFor(() => expect(latch.getSnapshot().modal.open).toBe(false))
    expect(siwx.sessions()).toHaveLength(1)
  })

  it('a refused signature is shown; Cancel on a required sign-in disconnects', async () => {
    const latch = setup(createMemorySiwx({ required: true, reject: () => new Error('Invalid signature') }))
    await act(() => latch.connect('io.metamask'))
    fireEvent.click(await screen.findByTestId('latch-siwx-sign'))
    expect((await screen.findByTestId('latch-siwx-error')).textContent).toBe('Invalid signature')
    // The error shows as the sign-in settles; Cancel is enabled once the view's own action has settled too, which on
    // a busy machine can be a few ticks later (a click on the still-disabled button was lost in a fresh-clone CI).
    const cancel = screen.getByTestId('latch-siwx-cancel') as HTMLButtonElement
    await waitFor(() => expect(cancel.disabled).toBe(false))
    fireEvent.click(cancel)
    await waitFor(() => expect(latch.getSnapshot().namespaces.eip155?.account.address).toBeUndefined())
  })
})
