import { createMockAdapter, testNetworks } from '@latch/core/internal'
import { createMemoryStorage } from '@latch/core'
import { act, cleanup, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { AppKitButton } from './components/AppKitButton'
import { AppKitNetworkButton } from './components/AppKitNetworkButton'
import { createAppKit } from './createAppKit'
import { useAppKit } from './hooks/useAppKit'
import { useAppKitAccount } from './hooks/useAppKitAccount'
import { useAppKitEvents } from './hooks/useAppKitEvents'
import { useAppKitNetwork } from './hooks/useAppKitNetwork'
import { useAppKitProvider } from './hooks/useAppKitProvider'
import { useAppKitState } from './hooks/useAppKitState'
import { useAppKitTheme } from './hooks/useAppKitTheme'
import { useDisconnect } from './hooks/useDisconnect'
import { useWalletInfo } from './hooks/useWalletInfo'

const ADDR = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
let kit: ReturnType<typeof createAppKit> | undefined

afterEach(() => {
  cleanup()
  kit?.destroy()
  kit = undefined
  document.body.innerHTML = ''
})

function make() {
  const wallet = createMockAdapter('eip155', { accounts: [{ address: ADDR, type: 'eoa' }], balances: { [`eip155:1:${ADDR}`]: '2' } })
  kit = createAppKit({ adapters: [wallet], networks: [testNetworks.one, testNetworks.two], storage: createMemoryStorage(), logLevel: 'silent', projectId: 'p', locale: 'en' })
  return { kit, wallet }
}

describe('createAppKit + hooks with two namespaces', () => {
  it('useAppKitAccount({ namespace }) reads that namespace; useAppKitNetwork and open({ namespace }) follow the active one', async () => {
    const evm = createMockAdapter('eip155', { accounts: [{ address: ADDR, type: 'eoa' }] })
    const sol = createMockAdapter('solana', { accounts: [{ address: 'solana-me', type: 'eoa' }], caipNetworkId: 'solana:devnet' })
    kit = createAppKit({ adapters: [evm, sol], networks: [testNetworks.one, testNetworks.sol], storage: createMemoryStorage(), logLevel: 'silent', projectId: 'p', locale: 'en' })
    const app = kit
    const { result } = renderHook(() => ({ active: useAppKitAccount(), solana: useAppKitAccount({ namespace: 'solana' }), network: useAppKitNetwork(), provider: useAppKitProvider('solana') }))
    await act(() => app.client.connect('mock-eip155'))
    await act(() => app.client.connect('mock-solana'))
    await act(() => app.open({ namespace: 'eip155' }))
    expect(result.current.active).toMatchObject({ address: ADDR, isConnected: true })
    expect(result.current.solana).toMatchObject({ address: 'solana-me', isConnected: true, caipAddress: 'solana:devnet:solana-me' })
    expect(result.current.network.caipNetworkId).toBe('eip155:1')
    expect(result.current.provider.walletProvider).toEqual({ mock: 'solana', connectorId: 'mock-solana' })
    await act(() => result.current.network.switchNetwork('solana:devnet'))
    expect(result.current.active.address).toBe('solana-me')
    expect(result.current.network).toMatchObject({ caipNetworkId: 'solana:devnet', chainId: 'devnet' })
    await act(() => app.client.disconnect({ namespace: 'solana' }))
    expect(result.current.solana.isConnected).toBe(false)
    expect(result.current.active).toMatchObject({ address: ADDR, isConnected: true })
  })
})

describe('createAppKit + hooks', () => {
  it('hooks mirror @reown/appkit/react through a whole session', async () => {
    const { kit } = make()
    const { result } = renderHook(() => ({
      account: useAppKitAccount(),
      network: useAppKitNetwork(),
      state: useAppKitState(),
      theme: useAppKitTheme(),
      wallet: useWalletInfo(),
      provider: useAppKitProvider('eip155'),
      modal: useAppKit(),
      events: useAppKitEvents(),
      disconnect: useDisconnect(),
    }))
    expect(result.current.account).toMatchObject({ isConnected: false, status: 'disconnected', address: undefined })
    expect(result.current.network).toMatchObject({ caipNetworkId: 'eip155:1', chainId: 1 })
    expect(result.current.events.data.event).toBe('MODAL_CLOSE')

    await act(() => kit.client.connect('mock-eip155'))
    expect(result.current.account).toMatchObject({ isConnected: true, address: ADDR, caipAddress: `eip155:1:${ADDR}`, balance: '2' })
    expect(result.current.wallet.walletInfo?.name).toBe('Mock eip155 wallet')
    expect(result.current.provider.walletProvider).toEqual({ mock: 'eip155', connectorId: 'mock-eip155' })
    expect(result.current.events.data.event).toBe('CONNECT_SUCCESS')

    await act(() => result.current.network.switchNetwork('eip155:2'))
    expect(result.current.network.caipNetworkId).toBe('eip155:2')
    expect(result.current.state.selectedNetworkId).toBe('eip155:2')

    act(() => result.current.theme.setThemeMode('dark'))
    expect(result.current.theme.themeMode).toBe('dark')

    await act(() => result.current.modal.open())
    expect(result.current.state.open).toBe(true)
    act(() => result.current.modal.close())
    expect(result.current.state.open).toBe(false)

    await act(() => result.current.disconnect.disconnect())
    expect(result.current.account.isConnected).toBe(false)
    expect(result.current.provider.walletProvider).toBeUndefined()
  })

  it('hook results are referentially stable across unrelated changes', async () => {
    const { kit } = make()
    const { result } = renderHook(() => useAppKitAccount())
    const first = result.current
    act(() => kit.client.showSnackbar('success', 'hello'))
    expect(result.current).toBe(first)
  })

  it('<AppKitButton/> opens the lazily mounted modal; connecting turns it into the account button', async () => {
    make()
    render(
      <>
        <AppKitNetworkButton />
        <AppKitButton />
      </>,
    )
    expect(screen.getByTestId('latch-network-button').textContent).toBe('Chain One')
    expect(document.querySelector('[data-latch-modal-root]')).toBeNull()
    fireEvent.click(screen.getByTestId('latch-connect-button'))
    // The click loads the modal's code (transformed on first import here): findBy's default 1 s is too short on a busy machine.
    const wallet = await screen.findByTestId('latch-wallet-mock-eip155', {}, { timeout: 5000 })
    fireEvent.click(wallet)
    await waitFor(() => expect(screen.getByTestId('latch-account-button').textContent).toContain('0xf39F…2266'))
    expect(screen.queryByTestId('latch-modal')).toBeNull()
  })

  it('hovering the network button renders its Networks view ahead in the closed modal; the click reveals that same row', async () => {
    make()
    render(<AppKitNetworkButton />)
    const button = screen.getByTestId('latch-network-button')
    fireEvent.pointerEnter(button)
    // The modal mounts once the page is idle, closed, with the hinted view rendered hidden.
    const row = await screen.findByTestId('latch-network-eip155:2', {}, { timeout: 5000 })
    expect(screen.queryByRole('dialog')).toBeNull()
    fireEvent.click(button)
    await waitFor(() => expect(screen.getByRole('dialog')).toBeTruthy())
    expect(screen.getByTestId('latch-network-eip155:2')).toBe(row)
  })

  it('a hover while the page is still loading mounts the modal then, not at idle: the hinted row is there before the click', async () => {
    // The page as still loading (the window is the boundary): no load event, so no idle time, comes during this test.
    Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true })
    try {
      make()
      render(<AppKitNetworkButton />)
      expect(document.querySelector('[data-latch-modal-root]')).toBeNull()
      fireEvent.pointerEnter(screen.getByTestId('latch-network-button'))
      const row = await screen.findByTestId('latch-network-eip155:2', {}, { timeout: 5000 })
      expect(screen.queryByRole('dialog')).toBeNull()
      fireEvent.click(screen.getByTestId('latch-network-button'))
      await waitFor(() => expect(screen.getByRole('dialog')).toBeTruthy())
      expect(screen.getByTestId('latch-network-eip155:2')).toBe(row)
    } finally {
      delete (document as { readyState?: string }).readyState
    }
  })

  it('AppKit instance methods read and watch the same state', async () => {
    const { kit } = make()
    const seen: (string | undefined)[] = []
    const stop = kit.subscribeAccount((a) => seen.push(a?.status))
    await kit.client.connect('mock-eip155')
    stop()
    expect(kit.getAddress()).toBe(ADDR)
    expect(kit.getIsConnectedState()).toBe(true)
    expect(kit.getChainId()).toBe(1)
    expect(seen).toContain('connected')
  })
})
