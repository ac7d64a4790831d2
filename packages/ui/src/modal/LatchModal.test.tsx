import { createMemorySiwx, createMockAdapter, createTestLatch } from '@latch/core/internal'
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { viewRegistry } from '../views/registry'
import { renderAhead } from './aheadView'
import { LatchModal } from './LatchModal'

afterEach(cleanup)

const ADDR = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const ICON = 'data:image/svg+xml,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%2F%3E'

function setup(options: Parameters<typeof createTestLatch>[1] = {}, { prerender = false } = {}) {
  const wallet = createMockAdapter('eip155', {
    accounts: [{ address: ADDR, type: 'eoa' }],
    connectors: [
      { id: 'io.metamask', name: 'MetaMask', type: 'ANNOUNCED', chain: 'eip155', info: { rdns: 'io.metamask' }, imageUrl: 'https://images.example/metamask.png' },
      { id: 'injected', name: 'Browser Wallet', type: 'INJECTED', chain: 'eip155', imageUrl: ICON },
    ],
    balances: { [`eip155:1:${ADDR}`]: '10000' },
  })
  const { latch } = createTestLatch([wallet], { locale: 'en', ...options })
  render(<LatchModal client={latch} prerender={prerender} />)
  return { latch, wallet }
}

/** Opens the modal while a button of the page has the focus, as a click on the page's connect button leaves it. */
async function openFromPageButton() {
  const opener = document.createElement('button')
  document.body.append(opener)
  opener.focus()
  const { latch } = setup()
  await act(() => latch.open())
  return { latch, opener }
}

/** Hidden the way a browser sees it: display none on the element or an ancestor. */
function hidden(element: Element): boolean {
  for (let el: Element | null = element; el; el = el.parentElement) if (getComputedStyle(el).display === 'none') return true
  return false
}

describe('LatchModal', () => {
  it('renders nothing until opened, then a labelled modal dialog with the Connect view', async () => {
    const { latch } = setup()
    expect(screen.queryByRole('dialog')).toBeNull()
    await act(() => latch.open())
    const dialog = screen.getByRole('dialog', { name: 'Connect Wallet' })
    expect(dialog.getAttribute('aria-modal')).toBe('true')
    expect(await screen.findByTestId('latch-wallet-io.metamask')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy()
  })

  it('Escape closes; closing on a required sign-in view shakes instead', async () => {
    const { latch } = setup({ siwx: createMemorySiwx({ required: true }) })
    await act(() => latch.open())
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' })
    expect(latch.getSnapshot().modal.open).toBe(false)
    await act(() => latch.open({ view: 'SIWXSignMessage' }))
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' })
    expect(latch.getSnapshot().modal.open).toBe(true)
    expect(screen.getByTestId('latch-modal').dataset.shake).toBe('true')
    expect(await screen.findByTestId('latch-siwx-sign')).toBeTruthy()
  })

  it('a view this build does not have says so instead of failing', async () => {
    // Every named view is built in: a registry without one stands for a build that leaves it out.
    const { latch } = createTestLatch([createMockAdapter('eip155', { connectors: [] })], { locale: 'en' })
    render(<LatchModal client={latch} registry={{ ...viewRegistry, ConnectingFarcaster: undefined }} />)
    await act(() => latch.open({ view: 'ConnectingFarcaster' }))
    expect(screen.getByTestId('latch-view-unavailable')).toBeTruthy()
  })

  it('moves the focus into the dialog after its first frame, and gives it back on close', async () => {
    const { latch, opener } = await openFromPageButton()
    const dialog = screen.getByRole('dialog')
    expect(document.activeElement).toBe(opener)
    await waitFor(() => expect(document.activeElement).toBe(dialog))
    await act(async () => latch.close())
    expect(document.activeElement).toBe(opener)
    opener.remove()
  })

  it('a key pressed before the focus arrives still reaches the dialog: Tab moves into it, Escape closes', async () => {
    const { latch, opener } = await openFromPageButton()
    await screen.findByTestId('latch-wallet-io.metamask')
    opener.focus()
    fireEvent.keyDown(opener, { key: 'Tab' })
    const dialog = screen.getByRole('dialog')
    expect(document.activeElement).toBe(dialog.querySelector('button'))
    opener.focus()
    fireEvent.keyDown(opener, { key: 'Escape' })
    expect(latch.getSnapshot().modal.open).toBe(false)
    opener.remove()
  })

  describe('prerender (how mountModal renders it)', () => {
    it('while closed the Connect view is rendered hidden, its fetched images held back; opening reveals it', async () => {
      const { latch } = setup({}, { prerender: true })
      // The page warms the client when idle: the session starts and lists the wallets the adapters know.
      await act(() => latch.ready)
      const row = await screen.findByTestId('latch-wallet-io.metamask')
      expect(hidden(row)).toBe(true)
      expect(screen.queryByRole('dialog')).toBeNull()
      expect(row.querySelector('img')?.getAttribute('src') ?? null).toBeNull()
      // A data URL fetches nothing: it is decoded ahead.
      expect(screen.getByTestId('latch-wallet-injected').querySelector('img')?.getAttribute('src')).toBe(ICON)
      await act(() => latch.open())
      expect(screen.getByTestId('latch-wallet-io.metamask')).toBe(row)
      expect(hidden(row)).toBe(false)
      expect(screen.getByRole('dialog', { name: 'Connect Wallet' })).toBeTruthy()
      expect(row.querySelector('img')?.getAttribute('src')).toBe('https://images.example/metamask.png')
    })

    it('each opening starts from a fresh tree, as an unmounted dialog did', async () => {
      const { latch } = setup({}, { prerender: true })
      await act(() => latch.open({ view: 'AllWallets' }))
      const search = (await screen.findByTestId('latch-wallet-search')) as HTMLInputElement
      fireEvent.change(search, { target: { value: 'meta' } })
      expect(search.value).toBe('meta')
      await act(async () => latch.close())
      await act(() => latch.open({ view: 'AllWallets' }))
      const again = (await screen.findByTestId('latch-wallet-search')) as HTMLInputElement
      expect(hidden(again)).toBe(false)
      expect(again.value).toBe('')
    })

    it('renders the view the next opening shows: Account once connected, Connect again after a disconnect', async () => {
      const { latch } = setup({}, { prerender: true })
      await act(() => latch.open())
      fireEvent.click(await screen.findByTestId('latch-wallet-io.metamask'))
      await waitFor(() => expect(latch.getSnapshot().modal.open).toBe(false))
      // Closed on the connection's own view; the next opening shows the account, so that is what waits hidden.
      expect(latch.getSnapshot().router.view).toBe('ConnectingExternal')
      const address = await screen.findByTestId('latch-account-address')
      expect(address.textContent).toBe('0xf39F…2266')
      expect(hidden(address)).toBe(true)
      await act(() => latch.open())
      expect(screen.getByTestId('latch-account-address')).toBe(address)
      expect(hidden(address)).toBe(false)
      expect(screen.getByRole('dialog', { name: 'Account' })).toBeTruthy()
      await act(() => latch.disconnect())
      const row = await screen.findByTestId('latch-wallet-io.metamask')
      expect(hidden(row)).toBe(true)
      expect(screen.queryByTestId('latch-account-address')).toBeNull()
    })

    it('a button’s hint renders the view its click opens by name; opening drops the hint, so the default is back after', async () => {
      const { latch } = setup({}, { prerender: true })
      await act(() => latch.ready)
      expect(hidden(await screen.findByTestId('latch-wallet-io.metamask'))).toBe(true)
      // The network button's hover: its click will open the Networks view.
      act(() => renderAhead(latch, 'Networks'))
      const network = await screen.findByTestId('latch-network-eip155:2')
      expect(hidden(network)).toBe(true)
      expect(screen.queryByTestId('latch-wallet-io.metamask')).toBeNull()
      await act(() => latch.open({ view: 'Networks' }))
      expect(screen.getByTestId('latch-network-eip155:2')).toBe(network)
      expect(hidden(network)).toBe(false)
      await act(async () => latch.close())
      const row = await screen.findByTestId('latch-wallet-io.metamask')
      expect(hidden(row)).toBe(true)
      expect(screen.queryByTestId('latch-network-eip155:2')).toBeNull()
      // The connect button's hover: its click opens without a view, so the default opening stays.
      act(() => renderAhead(latch, undefined))
      expect(screen.getByTestId('latch-wallet-io.metamask')).toBe(row)
    })

    it('focus, Escape and the focus trap work on the revealed dialog', async () => {
      const { latch } = setup({}, { prerender: true })
      await act(() => latch.ready)
      await screen.findByTestId('latch-wallet-io.metamask')
      await act(() => latch.open())
      const dialog = screen.getByRole('dialog')
      await waitFor(() => expect(document.activeElement).toBe(dialog))
      fireEvent.keyDown(dialog, { key: 'Escape' })
      expect(latch.getSnapshot().modal.open).toBe(false)
    })
  })

  it('traps Tab focus inside the dialog', async () => {
    const { latch } = setup()
    await act(() => latch.open())
    await screen.findByTestId('latch-wallet-io.metamask')
    const dialog = screen.getByRole('dialog')
    const focusables = dialog.querySelectorAll<HTMLElement>('button')
    const last = focusables[focusables.length - 1] as HTMLElement
    const first = focusables[0] as HTMLElement
    last.focus()
    fireEvent.keyDown(dialog, { key: 'Tab' })
    expect(document.activeElement).toBe(first)
    fireEvent.keyDown(dialog, { key: 'Tab', shiftKey: true })
    expect(document.activeElement).toBe(last)
  })

  it('keeps the focus when the control that had it goes away with its view: Escape still closes', async () => {
    const { latch, wallet } = setup()
    wallet.wallet.connectGate = new Promise(() => {})
    await act(() => latch.open())
    const row = await screen.findByTestId('latch-wallet-io.metamask')
    row.focus()
    fireEvent.click(row)
    await screen.findByText('Continue in MetaMask')
    expect(row.isConnected).toBe(false)
    const dialog = screen.getByRole('dialog')
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true))
    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' })
    expect(latch.getSnapshot().modal.open).toBe(false)
  })

  it('connect → ConnectingExternal → Account with address and balance; back and close buttons are named', async () => {
    const { latch, wallet } = setup()
    let release!: () => void
    wallet.wallet.connectGate = new Promise((r) => (release = r))
    await act(() => latch.open())
    fireEvent.click(await screen.findByTestId('latch-wallet-io.metamask'))
    expect(await screen.findByText('Continue in MetaMask')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy()
    await act(async () => release())
    await waitFor(() => expect(latch.getSnapshot().modal.open).toBe(false))
    await act(() => latch.open())
    expect((await screen.findByTestId('latch-account-address')).textContent).toBe('0xf39F…2266')
    await waitFor(() => expect(screen.getByTestId('latch-account-balance').textContent).toBe('10,000.00 ETH'))
    expect(screen.getByTestId('latch-account-explorer').getAttribute('href')).toBe(`https://explorer.test/eip155/1/address/${ADDR}`)
    expect(screen.getByTestId('latch-account-explorer').getAttribute('rel')).toBe('noopener noreferrer')
  })

  it('a declined connection shows why and retries', async () => {
    const { latch, wallet } = setup()
    wallet.wallet.reject.connect = true
    await act(() => latch.open())
    fireEvent.click(await screen.findByTestId('latch-wallet-io.metamask'))
    expect(await screen.findByText('Connection declined')).toBeTruthy()
    fireEvent.click(screen.getByTestId('latch-connecting-retry'))
    await waitFor(() => expect(latch.getAccount()?.status).toBe('connected'))
  })

  it('Networks: switching marks the new network active and goes back to Account', async () => {
    const { latch } = setup()
    await act(() => latch.connect('io.metamask'))
    await act(() => latch.open())
    fireEvent.click(await screen.findByTestId('latch-account-networks'))
    fireEvent.click(await screen.findByTestId('latch-network-eip155:2'))
    await waitFor(() => expect(latch.getSnapshot().router.view).toBe('Account'))
    expect(latch.getCaipNetwork()?.caipNetworkId).toBe('eip155:2')
  })

  it('UnsupportedChain offers the supported networks and closes after a switch', async () => {
    const { latch, wallet } = setup()
    wallet.wallet.caipNetworkId = 'eip155:777'
    await act(() => latch.connect('io.metamask'))
    expect(await screen.findByTestId('latch-unsupported-message')).toBeTruthy()
    fireEvent.click(screen.getByTestId('latch-network-eip155:1'))
    await waitFor(() => expect(latch.getSnapshot().modal.open).toBe(false))
    expect(latch.getSnapshot().namespaces.eip155?.network.isUnsupportedChain).toBe(false)
  })

  it('copy puts the address on the clipboard and says so in the snackbar', async () => {
    const writeText = vi.fn(async () => {})
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    const { latch } = setup()
    await act(() => latch.connect('io.metamask'))
    await act(() => latch.open())
    fireEvent.click(await screen.findByTestId('latch-account-copy'))
    await waitFor(() => expect(screen.getByTestId('latch-snackbar').textContent).toContain('Address copied'))
    expect(writeText).toHaveBeenCalledWith(ADDR)
  })

  it('disconnect returns to disconnected and closes', async () => {
    const { latch } = setup()
    await act(() => latch.connect('io.metamask'))
    await act(() => latch.open())
    fireEvent.click(await screen.findByTestId('latch-account-disconnect'))
    await waitFor(() => expect(latch.getAccount()?.status).toBe('disconnected'))
    expect(latch.getSnapshot().modal.open).toBe(false)
  })

  it('shows the Project ID alert without blocking, in the chosen language', async () => {
    const { latch } = setup({ projectId: undefined, locale: 'de' })
    await act(() => latch.open())
    // German arrives as its own chunk; until then the modal is English.
    expect(await screen.findByRole('dialog', { name: 'Wallet verbinden' })).toBeTruthy()
    expect(screen.getByTestId('latch-alert').textContent).toBe(
      'Projekt-ID nicht konfiguriert createAppKit wurde keine Projekt-ID übergeben. Browser-Wallets funktionieren trotzdem; WalletConnect und gehostete Dienste brauchen eine.',
    )
  })

  it('in Arabic: right to left, in Arabic words, arrows pointing the reading way', async () => {
    const { latch } = setup({ locale: 'ar' })
    await act(() => latch.open())
    const dialog = await screen.findByRole('dialog', { name: 'ربط المحفظة' })
    const root = dialog.closest('.latch-theme') as HTMLElement
    expect([root.getAttribute('dir'), root.getAttribute('lang')]).toEqual(['rtl', 'ar'])
    expect(screen.getByRole('button', { name: 'إغلاق' })).toBeTruthy()
  })

  it('takes the browser’s language when the app names none, and stays left to right in Japanese', async () => {
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('ja-JP')
    const { latch } = setup({ locale: undefined })
    await act(() => latch.open())
    const dialog = await screen.findByRole('dialog', { name: 'ウォレットを接続' })
    expect((dialog.closest('.latch-theme') as HTMLElement).getAttribute('dir')).toBe('ltr')
    vi.restoreAllMocks()
  })

  it('applies theme mode and variables on the root through CSSOM', async () => {
    const { latch } = setup({ themeMode: 'dark', themeVariables: { '--w3m-accent': '#ff0000' } })
    await act(() => latch.open())
    const root = screen.getByTestId('latch-modal').closest('.latch-theme') as HTMLElement
    expect(root.dataset.theme).toBe('dark')
    expect(root.style.getPropertyValue('--w3m-accent')).toBe('#ff0000')
  })
})

describe('backdrop', () => {
  it('a press on the backdrop closes; a press inside the card does not', async () => {
    const { latch } = setup()
    await act(() => latch.open())
    fireEvent.mouseDown(screen.getByTestId('latch-modal'))
    expect(latch.getSnapshot().modal.open).toBe(true)
    fireEvent.mouseDown(screen.getByTestId('latch-modal').parentElement as HTMLElement)
    expect(latch.getSnapshot().modal.open).toBe(false)
  })
})
