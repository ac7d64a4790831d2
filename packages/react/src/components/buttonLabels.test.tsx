import { createMemoryStorage } from '@latch/core'
import { createMockAdapter, testNetworks } from '@latch/core/internal'
import { act, cleanup, render, screen } from '@testing-library/react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, expect, it, vi } from 'vitest'
import { AppKitProvider } from '../AppKitProvider'
import { AppKitButton } from './AppKitButton'
import { AppKitNetworkButton } from './AppKitNetworkButton'

let root: Root | undefined

afterEach(() => {
  cleanup()
  act(() => root?.unmount())
  root = undefined
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

function Buttons({ locale, label }: { locale?: string; label?: string }) {
  return (
    <AppKitProvider adapters={[createMockAdapter('eip155')]} networks={[testNetworks.one]} storage={createMemoryStorage()} logLevel="silent" locale={locale}>
      <AppKitButton label={label} />
      <AppKitNetworkButton />
    </AppKitProvider>
  )
}

it('words the buttons in the host’s locale, and marks the language of those words', () => {
  render(<Buttons locale="de-AT" />)
  const connect = screen.getByTestId('latch-connect-button')
  expect(connect.textContent).toBe('Wallet verbinden')
  expect(connect.getAttribute('lang')).toBe('de')
  expect(screen.getByTestId('latch-network-button').getAttribute('aria-label')).toBe('Netzwerk Chain One')
})

it('follows the browser’s language when the host names none; a host label stays as given, without a language of ours', () => {
  vi.stubGlobal('navigator', { ...navigator, language: 'ja-JP' })
  const { unmount } = render(<Buttons />)
  expect(screen.getByTestId('latch-connect-button').textContent).toBe('ウォレットを接続')
  unmount()
  render(<Buttons label="Sign in" />)
  const connect = screen.getByTestId('latch-connect-button')
  expect(connect.textContent).toBe('Sign in')
  expect(connect.hasAttribute('lang')).toBe(false)
})

it('hydrates the server’s English without a mismatch, then shows the browser’s language', async () => {
  const container = document.createElement('div')
  // A server knows no browser language: English unless the host names a locale.
  container.innerHTML = renderToString(<Buttons />)
  expect(container.textContent).toContain('Connect Wallet')
  vi.stubGlobal('navigator', { ...navigator, language: 'fr-FR' })
  const errors = vi.spyOn(console, 'error')
  await act(async () => {
    root = hydrateRoot(container, <Buttons />)
  })
  expect(errors).not.toHaveBeenCalled()
  expect(container.querySelector('[data-testid="latch-connect-button"]')?.textContent).toBe('Connecter un portefeuille')
})
