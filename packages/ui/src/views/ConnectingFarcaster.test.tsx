import { deferred } from '@latch/core/internal'
import type { FrameHandlers } from '@latch/frame-bridge/host'
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { renderEmbeddedModal } from './embeddedModal.test-helpers'

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const user = { address: ADDRESS, chainId: 1 }
const LINK = 'https://farcaster.xyz/~/siwf?channelToken=0a1b2c3d-4e5f-6789-abcd-ef0123456789'


/** Popups the page asked the browser for (the boundary): Farcaster's login opens none. */
let popups: unknown[][] = []
const browserOpen = window.open
beforeEach(() => {
  popups = []
  window.open = (...args: unknown[]) => {
    popups.push(args)
    return null
  }
})
afterEach(() => {
  window.open = browserOpen
  cleanup()
})

const setup = (handlers: FrameHandlers, locale = 'en') => renderEmbeddedModal(handlers, { connectors: [], locale, socials: ['google', 'farcaster'] })

const text = (testId: string) => screen.getByTestId(testId).textContent
/** The dialog's accessible name: the header title it is labelled by. */
const dialogName = () => document.getElementById(document.querySelector('[role="dialog"]')?.getAttribute('aria-labelledby') ?? '')?.textContent

describe('ConnectingFarcaster', () => {
  it('Continue with Farcaster → a spinner while the link comes → its QR code and link → approved in Farcaster → connected, modal closed', async () => {
    const uri = deferred<{ url: string }>()
    const approval = deferred<{ userName: string }>()
    const session = deferred<typeof user>()
    const { latch } = setup({ GET_FARCASTER_URI: () => uri.promise, CONNECT_FARCASTER: () => approval.promise, GET_USER: () => session.promise })
    await act(() => latch.open())
    // The second provider: a logo button in the row under Google's, named for what it does.
    const button = await screen.findByRole('button', { name: 'Continue with Farcaster' })
    expect(button.dataset.testid).toBe('latch-social-farcaster')
    fireEvent.click(button)

    await waitFor(() => expect(text('latch-farcaster-status')).toBe('Getting your Farcaster sign-in link…'))
    expect(dialogName()).toBe('Sign in with Farcaster')
    expect(screen.queryByTestId('latch-farcaster-qr')).toBeNull()
    expect(screen.getByTestId('latch-farcaster-status').getAttribute('aria-live')).toBe('polite')

    await act(async () => uri.resolve({ url: LINK }))
    const qr = await screen.findByTestId('latch-farcaster-qr')
    expect(qr.querySelector('svg')?.getAttribute('aria-label')).toBe('QR code to sign in with Farcaster')
    expect(qr.querySelector('svg path')?.getAttribute('d')).toBeTruthy()
    const open = screen.getByTestId('latch-farcaster-open')
    expect(open.getAttribute('href')).toBe(LINK)
    expect(open.getAttribute('rel')).toBe('noopener noreferrer')
    expect(open.textContent).toBe('Open Farcaster (opens in a new tab)')
    expect(screen.getByTestId('latch-farcaster').textContent).toContain('Scan with your phone’s camera or the Farcaster app')
    expect(text('latch-farcaster-status')).toBe('Waiting for your approval in Farcaster…')
    expect(latch.getSnapshot().embeddedWallet.farcasterUrl).toBe(LINK)

    await act(async () => approval.resolve({ userName: 'ada' }))
    await waitFor(() => expect(text('latch-farcaster-status')).toBe('Approved. Signing you in…'))
    expect(screen.queryByTestId('latch-farcaster-qr')).toBeNull()

    await act(async () => session.resolve(user))
    await waitFor(() => expect(latch.getSnapshot().modal.open).toBe(false))
    const snap = latch.getSnapshot()
    expect(snap.namespaces.eip155?.account.address).toBe(ADDRESS)
    expect(snap.embeddedWallet).toMatchObject({ status: 'connected', socialProvider: 'farcaster', userName: 'ada', farcasterUrl: undefined })
    expect(popups).toEqual([])
    // No e-mail to show: the Account view names the login by its user name.
    await act(() => latch.open())
    expect((await screen.findByTestId('latch-account-login')).textContent).toBe('Signed in as ada')
  })

  it('Copy link puts the link on the clipboard and says so', async () => {
    const { latch } = setup({ GET_FARCASTER_URI: () => ({ url: LINK }), CONNECT_FARCASTER: () => new Promise(() => {}) })
    await act(() => latch.open())
    fireEvent.click(await screen.findByTestId('latch-social-farcaster'))
    fireEvent.click(await screen.findByTestId('latch-farcaster-copy'))
    await waitFor(() => expect(screen.getByTestId('latch-snackbar').textContent).toContain('Link copied'))
    expect(await navigator.clipboard.readText()).toBe(LINK)
  })

  it('a frame error says why; Try again asks for a new link and keeps the focus in the dialog', async () => {
    let asked = 0
    const { latch } = setup({
      GET_FARCASTER_URI: () => (++asked === 1 ? Promise.reject(new Error('The Farcaster relay could not be reached')) : { url: LINK }),
      CONNECT_FARCASTER: () => new Promise(() => {}),
    })
    await act(() => latch.open())
    fireEvent.click(await screen.findByTestId('latch-social-farcaster'))
    expect((await screen.findByTestId('latch-farcaster-error')).textContent).toBe('The Farcaster relay could not be reached')
    expect(screen.getByTestId('latch-farcaster-error').closest('[role="alert"]')).toBeTruthy()
    expect(screen.queryByTestId('latch-farcaster-qr')).toBeNull()

    const retry = screen.getByTestId('latch-farcaster-retry')
    expect(retry.textContent).toBe('Try again')
    retry.focus()
    fireEvent.click(retry)
    await screen.findByTestId('latch-farcaster-qr')
    expect(screen.queryByTestId('latch-farcaster-error')).toBeNull()
    expect(asked).toBe(2)
    // The retry button went with the error; the focus stayed in the dialog rather than dropping to the page.
    expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true)
  })

  it('going back while waiting for the approval cancels: the link is cleared and the frame reloaded', async () => {
    const { latch, frame } = setup({ GET_FARCASTER_URI: () => ({ url: LINK }), CONNECT_FARCASTER: () => new Promise(() => {}) })
    await act(() => latch.open())
    fireEvent.click(await screen.findByTestId('latch-social-farcaster'))
    await screen.findByTestId('latch-farcaster-qr')
    await waitFor(() => expect(frame.requests.map((r) => r.type)).toContain('APP_CONNECT_FARCASTER'))

    fireEvent.click(screen.getByTestId('latch-modal-back'))
    await screen.findByTestId('latch-social-farcaster')
    expect(screen.queryByTestId('latch-farcaster-qr')).toBeNull()
    await waitFor(() => expect(latch.getSnapshot().embeddedWallet).toMatchObject({ status: 'idle', farcasterUrl: undefined, error: undefined }))
    await waitFor(() => expect(frame.requests.map((r) => r.type)).toContain('APP_RELOAD'))
    expect(latch.getSnapshot().modal.open).toBe(true)
  })

  it('never shows a link that is not https: a frame offering one gets an error and a retry, not the link', async () => {
    const { latch } = setup({ GET_FARCASTER_URI: () => ({ url: 'http://farcaster.example/~/siwf?channelToken=abc' }), CONNECT_FARCASTER: () => new Promise(() => {}) })
    await act(() => latch.open())
    fireEvent.click(await screen.findByTestId('latch-social-farcaster'))
    await screen.findByTestId('latch-farcaster-error')
    expect(screen.getByTestId('latch-farcaster-retry')).toBeTruthy()
    expect(screen.queryByTestId('latch-farcaster-open')).toBeNull()
    expect(screen.queryByTestId('latch-farcaster-qr')).toBeNull()
    expect(screen.getByRole('dialog').innerHTML).not.toContain('farcaster.example')
  })

  it('opened by name, the view starts the login itself', async () => {
    const { latch, frame } = setup({ GET_FARCASTER_URI: () => ({ url: LINK }), CONNECT_FARCASTER: () => new Promise(() => {}) })
    await act(() => latch.open({ view: 'ConnectingFarcaster' }))
    await screen.findByTestId('latch-farcaster-qr')
    expect(frame.requests.filter((r) => r.type === 'APP_GET_FARCASTER_URI')).toHaveLength(1)
  })

  it('speaks German', async () => {
    const uri = deferred<{ url: string }>()
    const { latch } = setup({ GET_FARCASTER_URI: () => uri.promise, CONNECT_FARCASTER: () => new Promise(() => {}) }, 'de')
    await act(() => latch.open())
    await waitFor(() => expect(screen.getByTestId('latch-social-farcaster').getAttribute('aria-label')).toBe('Weiter mit Farcaster'))
    fireEvent.click(screen.getByTestId('latch-social-farcaster'))
    await waitFor(() => expect(text('latch-farcaster-status')).toBe('Dein Farcaster-Anmeldelink wird geholt…'))
    expect(dialogName()).toBe('Mit Farcaster anmelden')
    await act(async () => uri.resolve({ url: LINK }))
    const qr = await screen.findByTestId('latch-farcaster-qr')
    expect(qr.querySelector('svg')?.getAttribute('aria-label')).toBe('QR-Code zur Anmeldung mit Farcaster')
    expect(text('latch-farcaster-open')).toBe('Farcaster öffnen (öffnet in einem neuen Tab)')
    expect(text('latch-farcaster-copy')).toBe(' Link kopieren')
    expect(text('latch-farcaster-status')).toBe('Warte auf deine Bestätigung in Farcaster…')
    expect(screen.getByTestId('latch-farcaster').textContent).toContain('Mit der Kamera deines Handys oder der Farcaster-App scannen')
  })
})
