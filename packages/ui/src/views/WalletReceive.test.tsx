import { accountOffers } from '@latch/core/offers'
import { createMockAdapter, createTestLatch } from '@latch/core/internal'
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { LatchModal } from '../modal/LatchModal'
import { qrMatrix, qrPath } from '../qr/qrMatrix'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const ME = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

async function receiving(locale = 'en') {
  const evm = createMockAdapter('eip155', {
    accounts: [{ address: ME, type: 'eoa' }],
    connectors: [{ id: 'io.metamask', name: 'MetaMask', type: 'ANNOUNCED', chain: 'eip155' }],
    balances: { [`eip155:1:${ME}`]: '1', [`eip155:2:${ME}`]: '0' },
  })
  const { latch } = createTestLatch([evm], { locale })
  render(<LatchModal client={latch} />)
  await act(() => latch.connect('io.metamask'))
  await act(() => latch.open())
  fireEvent.click(await screen.findByTestId('latch-account-receive'))
  await screen.findByTestId('latch-receive-address')
  return { latch }
}

describe('WalletReceive', () => {
  it('shows the whole address and a QR code of exactly that string; copy says so', async () => {
    const writeText = vi.fn(async () => undefined)
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } })
    const { latch } = await receiving()
    // Neither a swap source on this chain nor an on-ramp backend: Account offered Receive only.
    expect(accountOffers(latch.options, latch.getSnapshot())).toEqual({ swap: false, onramp: false, receive: true })
    expect(screen.getByTestId('latch-receive-address').textContent).toBe(ME)
    const path = screen.getByTestId('latch-receive-qr').querySelector('path')?.getAttribute('d')
    expect(path).toBe(qrPath(qrMatrix(ME, 'M')))
    expect(path).not.toBe(qrPath(qrMatrix(ME.toLowerCase(), 'M')))
    expect(screen.getByRole('img', { name: 'QR code of your address' })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Copy address' }))
    await waitFor(() => expect(latch.getSnapshot().snackbar).toMatchObject({ open: true, variant: 'success', messageKey: 'account.copied' }))
    expect(writeText).toHaveBeenCalledWith(ME)
  })

  it('lists the networks the address receives on; the warning and Switch show only for another network than the active one', async () => {
    const { latch } = await receiving()
    const group = screen.getByRole('group', { name: 'Network you receive on' })
    const radios = within(group).getAllByRole('radio') as HTMLInputElement[]
    expect(radios.map((r) => [r.dataset.testid, r.checked])).toEqual([
      ['latch-receive-network-eip155:1', true],
      ['latch-receive-network-eip155:2', false],
    ])
    expect(screen.queryByTestId('latch-receive-warning')).toBeNull()
    fireEvent.click(screen.getByTestId('latch-receive-network-eip155:2'))
    expect(screen.getByTestId('latch-receive-warning').textContent).toBe(
      "You're on Chain One. Funds sent on Chain Two arrive on Chain Two — switch to see them.Switch to Chain Two",
    )
    fireEvent.click(screen.getByTestId('latch-receive-network-eip155:1'))
    expect(screen.queryByTestId('latch-receive-warning')).toBeNull()
    fireEvent.click(screen.getByTestId('latch-receive-network-eip155:2'))
    fireEvent.click(screen.getByTestId('latch-receive-switch'))
    await waitFor(() => expect(latch.getSnapshot().state.selectedNetworkId).toBe('eip155:2'))
    await waitFor(() => expect(screen.queryByTestId('latch-receive-warning')).toBeNull())
    expect((screen.getByTestId('latch-receive-network-eip155:2') as HTMLInputElement).checked).toBe(true)
  })

  it('says the warning in German too', async () => {
    await receiving('de')
    fireEvent.click(screen.getByTestId('latch-receive-network-eip155:2'))
    // The German catalogue is its own chunk: the words follow once it is in.
    await waitFor(() =>
      expect(screen.getByTestId('latch-receive-warning').querySelector('p')?.textContent).toBe(
        'Du bist auf Chain One. Auf Chain Two gesendetes Guthaben kommt auf Chain Two an – wechsle, um es zu sehen.',
      ),
    )
  })
})
