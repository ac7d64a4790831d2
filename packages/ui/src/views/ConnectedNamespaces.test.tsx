import { createMockAdapter, createTestLatch } from '@latch/core/internal'
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { LatchModal } from '../modal/LatchModal'

afterEach(cleanup)

/** The Account view with an EVM and a Solana account connected (EVM active), or only the EVM one. */
async function openAccount({ both = true } = {}) {
  const evm = createMockAdapter('eip155', { connectors: [{ id: 'io.metamask', name: 'MetaMask', type: 'ANNOUNCED', chain: 'eip155' }], accounts: [{ address: 'eip155-me', type: 'eoa' }] })
  const sol = createMockAdapter('solana', { connectors: [{ id: 'phantom', name: 'Phantom', type: 'ANNOUNCED', chain: 'solana' }], accounts: [{ address: 'solana-me', type: 'eoa' }], caipNetworkId: 'solana:devnet' })
  const { latch } = createTestLatch([evm, sol], { locale: 'en' })
  render(<LatchModal client={latch} />)
  if (both) await act(() => latch.connect('phantom'))
  await act(() => latch.connect('io.metamask'))
  await act(() => latch.switchNetwork('eip155:1'))
  await act(() => latch.open())
  await screen.findByTestId('latch-account-address')
  return { latch, evm, sol }
}

describe('Account with accounts on several namespaces', () => {
  it('lists each connected account (family, address, network) with the active one marked', async () => {
    await openAccount()
    const list = screen.getByRole('list', { name: 'Connected accounts' })
    const rows = within(list).getAllByRole('listitem')
    expect(rows).toHaveLength(2)
    const evmRow = within(list).getByTestId('latch-account-namespace-eip155')
    const solRow = within(list).getByTestId('latch-account-namespace-solana')
    expect(evmRow.textContent).toContain('EVM · Chain One')
    expect(evmRow.textContent).toContain('eip155-me')
    expect(evmRow.textContent).toContain('Active')
    expect(evmRow.getAttribute('aria-current')).toBe('true')
    expect(solRow.textContent).toContain('Solana · Fake Solana')
    expect(solRow.textContent).toContain('solana-me')
    expect(solRow.textContent).not.toContain('Active')
    expect(solRow.getAttribute('aria-current')).toBeNull()
    expect(screen.getByRole('button', { name: 'Disconnect EVM' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Disconnect Solana' })).toBeTruthy()
    expect(screen.getByTestId('latch-account-disconnect').textContent).toBe('Disconnect all')
  })

  it('picking the other account makes its namespace active on the network it is on', async () => {
    const { latch } = await openAccount()
    fireEvent.click(screen.getByTestId('latch-account-namespace-solana'))
    await waitFor(() => expect(latch.getSnapshot().activeNamespace).toBe('solana'))
    expect(latch.getSnapshot().state.selectedNetworkId).toBe('solana:devnet')
    await waitFor(() => expect(screen.getByTestId('latch-account-address').textContent).toBe('solana-me'))
    expect(screen.getByTestId('latch-account-namespace-solana').getAttribute('aria-current')).toBe('true')
  })

  it('Disconnect Solana ends only Solana: EVM stays connected and active, the list goes', async () => {
    const { latch, evm, sol } = await openAccount()
    fireEvent.click(screen.getByRole('button', { name: 'Disconnect Solana' }))
    await waitFor(() => expect(latch.getSnapshot().namespaces.solana?.account.status).toBe('disconnected'))
    expect(latch.getSnapshot().namespaces.eip155?.account.status).toBe('connected')
    expect(latch.getSnapshot().activeNamespace).toBe('eip155')
    expect(sol.calls).toContain('disconnect')
    expect(evm.calls).not.toContain('disconnect')
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Connected accounts' })).toBeNull())
    expect(screen.getByTestId('latch-account-address').textContent).toBe('eip155-me')
    expect(screen.getByTestId('latch-account-disconnect').textContent).toBe('Disconnect')
  })

  it('Disconnect EVM, the active one, leaves Solana connected and active', async () => {
    const { latch } = await openAccount()
    fireEvent.click(screen.getByRole('button', { name: 'Disconnect EVM' }))
    await waitFor(() => expect(latch.getSnapshot().activeNamespace).toBe('solana'))
    expect(latch.getSnapshot().namespaces.eip155?.account.status).toBe('disconnected')
    expect(latch.getSnapshot().modal.open).toBe(true)
    await waitFor(() => expect(screen.getByTestId('latch-account-address').textContent).toBe('solana-me'))
  })

  it('with one namespace connected there is no list, and Disconnect ends it', async () => {
    const { latch } = await openAccount({ both: false })
    expect(screen.queryByRole('list', { name: 'Connected accounts' })).toBeNull()
    expect(screen.queryByRole('button', { name: /^Disconnect EVM/ })).toBeNull()
    fireEvent.click(screen.getByTestId('latch-account-disconnect'))
    await waitFor(() => expect(latch.getSnapshot().namespaces.eip155?.account.status).toBe('disconnected'))
  })
})
