import type { FrameHandlers } from '@latch/frame-bridge/host'
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderEmbeddedModal } from './embeddedModal.test-helpers'

afterEach(cleanup)

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const user = { email: 'ada@example.com', address: ADDRESS, chainId: 1 }

function setup(handlers: FrameHandlers, connectors?: NonNullable<Parameters<typeof renderEmbeddedModal>[1]>['connectors'], locale = 'en') {
  return renderEmbeddedModal(handlers, { ...(connectors ? { connectors } : {}), locale })
}

describe('embedded-wallet views', () => {
  it('Connect offers wallets first when the browser has one, then e-mail, then social, separated by "or"', async () => {
    const { latch } = setup({})
    await act(() => latch.open())
    const dialog = screen.getByRole('dialog')
    await screen.findByTestId('latch-email-input')
    const order = [...dialog.querySelectorAll('[data-testid="latch-wallet-io.metamask"], [data-testid="latch-email-input"], [data-testid="latch-social-google"]')].map((e) => e.getAttribute('data-testid'))
    expect(order).toEqual(['latch-wallet-io.metamask', 'latch-email-input', 'latch-social-google'])
    expect(screen.getByRole('button', { name: 'Continue with GitHub' })).toBeTruthy()
    expect(dialog.textContent).toContain('or')
  })

  it('e-mail → code view → wrong code shows the frame’s error → right code connects and closes', async () => {
    const { latch } = setup({
      CONNECT_EMAIL: () => ({ action: 'VERIFY_OTP' }),
      CONNECT_OTP: ({ otp }) => (otp === '123456' ? {} : Promise.reject(new Error('Invalid code'))),
      GET_USER: () => user,
    })
    await act(() => latch.open())
    fireEvent.change(await screen.findByTestId('latch-email-input'), { target: { value: 'ada@example.com' } })
    fireEvent.click(screen.getByTestId('latch-email-submit'))
    expect((await screen.findByTestId('latch-otp-sent-to', {}, { timeout: 3000 })).textContent).toBe('Enter the code we sent to ada@example.com')
    expect(screen.getByRole('dialog', { name: 'Confirm E-mail' })).toBeTruthy()
    fireEvent.change(screen.getByTestId('latch-otp-input'), { target: { value: '000000' } })
    fireEvent.click(screen.getByTestId('latch-otp-submit'))
    expect((await screen.findByTestId('latch-otp-message')).textContent).toBe('Invalid code')
    fireEvent.change(screen.getByTestId('latch-otp-input'), { target: { value: '123 456' } })
    fireEvent.click(screen.getByTestId('latch-otp-submit'))
    await waitFor(() => expect(latch.getSnapshot().modal.open).toBe(false))
    expect(latch.getSnapshot().namespaces.eip155?.account.address).toBe(ADDRESS)
    // Asking for another code right away is refused with the wait.
    await act(() => latch.open({ view: 'EmailVerifyOtp', data: { email: 'ada@example.com' } }))
    fireEvent.click(await screen.findByTestId('latch-otp-resend'))
    expect((await screen.findByTestId('latch-otp-message')).textContent).toMatch(/^Please try again after \d+ seconds$/)
  })

  it('a thrown catalogue error is worded in the chosen language; the frame’s own message is shown as it came', async () => {
    const { latch } = setup(
      { CONNECT_EMAIL: () => ({ action: 'VERIFY_OTP' }), CONNECT_OTP: () => Promise.reject(new Error('Invalid code')) },
      undefined,
      'de',
    )
    await act(() => latch.open())
    fireEvent.change(await screen.findByTestId('latch-email-input'), { target: { value: 'ada@example.com' } })
    fireEvent.click(screen.getByTestId('latch-email-submit'))
    await screen.findByTestId('latch-otp-sent-to', {}, { timeout: 3000 })
    await waitFor(() => expect(screen.getByTestId('latch-otp-sent-to').textContent).toBe('Gib den Code ein, den wir an ada@example.com geschickt haben'))
    fireEvent.click(screen.getByTestId('latch-otp-resend'))
    expect((await screen.findByTestId('latch-otp-message')).textContent).toMatch(/^Bitte versuche es in \d+ Sekunden erneut$/)
    fireEvent.change(screen.getByTestId('latch-otp-input'), { target: { value: '000000' } })
    fireEvent.click(screen.getByTestId('latch-otp-submit'))
    await waitFor(() => expect(screen.getByTestId('latch-otp-message').textContent).toBe('Invalid code'))
  })

  it('an invalid e-mail is refused in place', async () => {
    const { latch, frame } = setup({})
    await act(() => latch.open())
    fireEvent.change(await screen.findByTestId('latch-email-input'), { target: { value: 'ada@' } })
    fireEvent.click(screen.getByTestId('latch-email-submit'))
    expect((await screen.findByTestId('latch-email-error')).textContent).toBe('Enter a valid e-mail address')
    expect(frame.requests).toEqual([])
  })

  it('ApproveTransaction lays the frame over the modal while the user decides, and hides it after', async () => {
    let approve!: (r: { result: unknown }) => void
    const { latch, element, evm } = setup({ CONNECT_EMAIL: () => ({ action: 'CONNECT' }), GET_USER: () => user, RPC_REQUEST: () => new Promise((r) => (approve = r)) })
    await act(() => latch.embeddedWallet.connectEmail('ada@example.com').then(() => undefined))
    const signed = evm.remoteTransport?.request({ method: 'personal_sign', params: ['0x00', ADDRESS], caipNetworkId: 'eip155:1' })
    expect(await screen.findByRole('dialog', { name: 'Approve Request' })).toBeTruthy()
    await screen.findByTestId('latch-approve-slot')
    await waitFor(() => expect(element.style.visibility).toBe('visible'))
    expect(element.style.position).toBe('fixed')
    expect(element.getAttribute('aria-hidden')).toBeNull()
    await act(async () => approve({ result: '0xsig' }))
    expect(await signed).toBe('0xsig')
    await waitFor(() => expect(element.style.visibility).toBe('hidden'))
    expect(element.getAttribute('aria-hidden')).toBe('true')
  })

  it('ApproveTransaction focuses the frame so keyboard users reach it, and never sends it a key event or a click (H3)', async () => {
    let approve!: (r: { result: unknown }) => void
    const { latch, element, evm } = setup({ CONNECT_EMAIL: () => ({ action: 'CONNECT' }), GET_USER: () => user, RPC_REQUEST: () => new Promise((r) => (approve = r)) })
    // Focus and blur are the browser's own answer to focus(); input events dispatched on the frame element would be synthetic.
    const dispatched: string[] = []
    const dispatch = element.dispatchEvent.bind(element)
    element.dispatchEvent = (event: Event) => {
      if (/^(key|mouse|pointer|touch|click|dblclick|auxclick|input|submit)/.test(event.type)) dispatched.push(event.type)
      return dispatch(event)
    }
    element.click = () => void dispatched.push('click()')
    await act(() => latch.embeddedWallet.connectEmail('ada@example.com').then(() => undefined))
    const signed = evm.remoteTransport?.request({ method: 'personal_sign', params: ['0x00', ADDRESS], caipNetworkId: 'eip155:1' })
    await waitFor(() => expect(document.activeElement).toBe(element))
    // The user's own keys go to the frame once it has focus; the page never types or clicks for them.
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Enter' })
    fireEvent.keyDown(screen.getByRole('dialog'), { key: ' ' })
    expect(dispatched).toEqual([])
    await act(async () => approve({ result: '0xsig' }))
    expect(await signed).toBe('0xsig')
    expect(dispatched).toEqual([])
  })

  it('Account shows the embedded wallet’s e-mail, which leads to the e-mail change', async () => {
    const { latch } = setup({ CONNECT_EMAIL: () => ({ action: 'CONNECT' }), GET_USER: () => user })
    await act(() => latch.embeddedWallet.connectEmail('ada@example.com').then(() => undefined))
    await act(() => latch.open())
    expect((await screen.findByTestId('latch-account-email')).textContent).toContain('ada@example.com')
    fireEvent.click(screen.getByTestId('latch-account-email'))
    expect(await screen.findByRole('dialog', { name: 'Edit E-mail' })).toBeTruthy()
    const input = await screen.findByTestId('latch-update-email-input')
    // A refused address marks the field invalid and describes it by the error, as on the Connect view.
    fireEvent.change(input, { target: { value: 'ada@' } })
    fireEvent.click(screen.getByTestId('latch-update-email-submit'))
    const error = await screen.findByTestId('latch-update-email-error')
    expect(error.textContent).toBe('Enter a valid e-mail address')
    expect(input.getAttribute('aria-invalid')).toBe('true')
    expect(input.getAttribute('aria-describedby')).toBe(error.id)
  })

  it('Account offers the smart account where the frame has one: the switch changes the address, says so, and switches back', async () => {
    const SMART = '0xfEFCAC4D251df6848705c42672e2F6f463cc30Ee'
    let type: 'eoa' | 'smartAccount' = 'eoa'
    const { latch } = setup({
      CONNECT_EMAIL: () => ({ action: 'CONNECT' }),
      GET_SMART_ACCOUNT_ENABLED_NETWORKS: () => ({ smartAccountEnabledNetworks: [1] }),
      GET_USER: () => ({ ...user, address: type === 'smartAccount' ? SMART : ADDRESS, preferredAccountType: type, smartAccountDeployed: false }),
      SET_PREFERRED_ACCOUNT: ({ type: next }) => {
        type = next
        return { type: next }
      },
    }, undefined, 'de')
    await act(() => latch.embeddedWallet.connectEmail('ada@example.com').then(() => undefined))
    await act(() => latch.open())
    const toggle = await screen.findByTestId('latch-account-type-switch')
    expect(toggle.textContent).toBe('Zum Smart Account wechseln')
    expect(screen.queryByTestId('latch-account-type')).toBeNull()
    fireEvent.click(toggle)
    await waitFor(() => expect(screen.getByTestId('latch-account-address').getAttribute('title')).toBe(SMART))
    expect(screen.getByTestId('latch-account-type').textContent).toBe('Smart Account')
    await waitFor(() => expect(screen.getByTestId('latch-account-type-switch').textContent).toBe('Zum EOA wechseln'))
    fireEvent.click(screen.getByTestId('latch-account-type-switch'))
    await waitFor(() => expect(screen.getByTestId('latch-account-address').getAttribute('title')).toBe(ADDRESS))
    expect(screen.queryByTestId('latch-account-type')).toBeNull()
  })

  it('a switch the frame refuses leaves the EOA and says so', async () => {
    const { latch } = setup({
      CONNECT_EMAIL: () => ({ action: 'CONNECT' }),
      GET_SMART_ACCOUNT_ENABLED_NETWORKS: () => ({ smartAccountEnabledNetworks: [1] }),
      GET_USER: () => user,
      SET_PREFERRED_ACCOUNT: () => Promise.reject(new Error('Smart accounts are not available on chain 1')),
    }, undefined, 'de')
    await act(() => latch.embeddedWallet.connectEmail('ada@example.com').then(() => undefined))
    await act(() => latch.open())
    fireEvent.click(await screen.findByTestId('latch-account-type-switch'))
    await waitFor(() => expect(latch.getSnapshot().snackbar).toMatchObject({ open: true, variant: 'error', messageKey: 'account.switchTypeFailed' }))
    await waitFor(() => expect(screen.getByTestId('latch-snackbar').textContent).toContain('Der Kontotyp konnte nicht gewechselt werden'))
    expect(screen.getByTestId('latch-account-address').getAttribute('title')).toBe(ADDRESS)
  })

  it('no switch where the frame offers no smart account on the network in use', async () => {
    const { latch } = setup({ CONNECT_EMAIL: () => ({ action: 'CONNECT' }), GET_SMART_ACCOUNT_ENABLED_NETWORKS: () => ({ smartAccountEnabledNetworks: [10] }), GET_USER: () => user })
    await act(() => latch.embeddedWallet.connectEmail('ada@example.com').then(() => undefined))
    await act(() => latch.open())
    await screen.findByTestId('latch-account-email')
    expect(screen.queryByTestId('latch-account-type-switch')).toBeNull()
  })
})
