import { createMockAdapter, createTestLatch } from '@latch/core/internal'
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, expect, it } from 'vitest'
import { LatchModal } from '../modal/LatchModal'

afterEach(cleanup)

it('a wallet announced on eip155 and solana under one name is listed once, and picking it connects both', async () => {
  const evm = createMockAdapter('eip155', {
    connectors: [
      { id: 'app.phantom', name: 'Phantom', type: 'ANNOUNCED', chain: 'eip155', info: { rdns: 'app.phantom' } },
      { id: 'io.rabby', name: 'Rabby', type: 'ANNOUNCED', chain: 'eip155' },
    ],
    accounts: [{ address: 'eip155-me', type: 'eoa' }],
  })
  const sol = createMockAdapter('solana', { connectors: [{ id: 'Phantom', name: 'Phantom', type: 'ANNOUNCED', chain: 'solana' }], accounts: [{ address: 'solana-me', type: 'eoa' }], caipNetworkId: 'solana:devnet' })
  const { latch } = createTestLatch([evm, sol], { locale: 'en' })
  render(<LatchModal client={latch} />)
  await act(() => latch.open())
  await screen.findByTestId('latch-wallet-io.rabby')
  expect(screen.getAllByRole('button', { name: /Phantom/ })).toHaveLength(1)
  expect(screen.getByRole('button', { name: /Phantom/ }).textContent).toContain('Installed')
  fireEvent.click(screen.getByRole('button', { name: /Phantom/ }))
  await waitFor(() => expect(latch.getSnapshot().namespaces.solana?.account.status).toBe('connected'))
  expect(latch.getSnapshot().namespaces.eip155?.account).toMatchObject({ status: 'connected', address: 'eip155-me', connectorId: 'app.phantom' })
  expect(latch.getSnapshot().namespaces.solana?.account).toMatchObject({ address: 'solana-me', connectorId: 'Phantom' })
  expect(evm.calls).toContain('connect:app.phantom')
  expect(sol.calls).toContain('connect:Phantom')
})
