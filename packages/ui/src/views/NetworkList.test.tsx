import { createMockAdapter, createTestLatch, testNetworks } from '@latch/core/internal'
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { LatchModal } from '../modal/LatchModal'

afterEach(cleanup)

/** One wallet on eip155 and on solana (`solana:devnet`); the dapp configures networks of both unless told. */
function setup(options: Parameters<typeof createTestLatch>[1] = {}) {
  const evm = createMockAdapter('eip155', { connectors: [{ id: 'io.metamask', name: 'MetaMask', type: 'ANNOUNCED', chain: 'eip155' }], accounts: [{ address: 'eip155-me', type: 'eoa' }] })
  const sol = createMockAdapter('solana', { connectors: [{ id: 'phantom', name: 'Phantom', type: 'ANNOUNCED', chain: 'solana' }], accounts: [{ address: 'solana-me', type: 'eoa' }], caipNetworkId: 'solana:devnet' })
  const { latch } = createTestLatch(options.networks?.every((n) => n.chainNamespace === 'eip155') ? [evm] : [evm, sol], { locale: 'en', ...options })
  render(<LatchModal client={latch} />)
  return { latch, evm, sol }
}

const row = (id: string) => screen.getByTestId(`latch-network-${id}`)

describe('Networks with several namespaces', () => {
  it('one list per namespace, each named by its family heading; a single-namespace dapp has no heading', async () => {
    const { latch } = setup()
    await act(() => latch.open({ view: 'Networks' }))
    const evmList = await screen.findByRole('list', { name: 'EVM' })
    const solList = screen.getByRole('list', { name: 'Solana' })
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['EVM', 'Solana'])
    expect(within(evmList).getAllByRole('button').map((b) => b.dataset.testid)).toEqual(['latch-network-eip155:1', 'latch-network-eip155:2'])
    expect(within(solList).getAllByRole('button').map((b) => b.dataset.testid)).toEqual(['latch-network-solana:devnet'])
    cleanup()

    const single = setup({ networks: [testNetworks.one, testNetworks.two] })
    await act(() => single.latch.open({ view: 'Networks' }))
    await screen.findByTestId('latch-network-eip155:2')
    expect(screen.queryAllByRole('heading', { level: 3 })).toEqual([])
    expect(screen.getAllByRole('list')).toHaveLength(1)
  })

  it('marks the active network only in the active namespace; the other connected namespace’s network is tagged Connected', async () => {
    const { latch } = setup()
    await act(() => latch.connect('io.metamask'))
    await act(() => latch.connect('phantom'))
    await act(() => latch.switchNetwork('eip155:1'))
    await act(() => latch.open({ view: 'Networks' }))
    await screen.findByRole('list', { name: 'Solana' })
    expect(row('eip155:1').getAttribute('aria-current')).toBe('true')
    expect(row('eip155:1').textContent).toContain('Active')
    expect(row('solana:devnet').getAttribute('aria-current')).toBeNull()
    expect(row('solana:devnet').textContent).toContain('Connected')
    expect(row('solana:devnet').textContent).not.toContain('Active')
    expect(row('eip155:2').textContent).toBe(row('eip155:2').textContent?.replace(/Active|Connected/, ''))
  })

  it('picking a Solana network makes solana active (the EVM account kept); with no Solana account yet, Connect shows', async () => {
    const { latch, evm } = setup()
    await act(() => latch.connect('io.metamask'))
    await act(() => latch.open())
    fireEvent.click(await screen.findByTestId('latch-account-networks'))
    fireEvent.click(await screen.findByTestId('latch-network-solana:devnet'))
    await waitFor(() => expect(latch.getSnapshot().activeNamespace).toBe('solana'))
    expect(latch.getSnapshot().state.selectedNetworkId).toBe('solana:devnet')
    expect(latch.getSnapshot().namespaces.eip155?.account.status).toBe('connected')
    expect(evm.calls.filter((c) => c.startsWith('switchNetwork'))).toEqual([])
    await waitFor(() => expect(latch.getSnapshot().router).toMatchObject({ view: 'Connect', history: [{ view: 'Connect' }] }))
    expect(latch.getSnapshot().modal.open).toBe(true)
  })

  it('with both connected, picking the Solana network goes back to Account, now showing the Solana account', async () => {
    const { latch } = setup()
    await act(() => latch.connect('phantom'))
    await act(() => latch.connect('io.metamask'))
    await act(() => latch.switchNetwork('eip155:1'))
    await act(() => latch.open())
    fireEvent.click(await screen.findByTestId('latch-account-networks'))
    fireEvent.click(await screen.findByTestId('latch-network-solana:devnet'))
    await waitFor(() => expect(latch.getSnapshot().router.view).toBe('Account'))
    expect(latch.getSnapshot().activeNamespace).toBe('solana')
    await waitFor(() => expect(screen.getByTestId('latch-account-address').textContent).toBe('solana-me'))
  })
})
