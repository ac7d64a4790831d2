import { createMemoryStorage } from '@latch/core'
import { createMockAdapter, testNetworks } from '@latch/core/internal'
import { act } from '@testing-library/react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, expect, it, vi } from 'vitest'
import { AppKitProvider, type AppKitProviderProps } from './AppKitProvider'
import { AppKitButton } from './components/AppKitButton'
import { cookieStorage, cookieToInitialState } from './exports/index'
import { useAppKitAccount } from './hooks/useAppKitAccount'
import { getAppKit } from './instance'
import type { AppKit } from './types'

const ADDR = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
/** A connection as the last page stored it with cookieStorage. */
const STORED = {
  'latch.connectedNamespaces': 'eip155',
  'latch.connectionStatus.eip155': 'connected',
  'latch.address.eip155': ADDR,
  'latch.connectorId.eip155': 'mock-eip155',
  'latch.activeCaipNetworkId.eip155': 'eip155:1',
}
let root: Root | undefined
/** The instances a test built: each mounts its modal once the page is idle, which must not outlive the test's page. */
const instances: AppKit[] = []

afterEach(() => {
  act(() => root?.unmount())
  root = undefined
  for (const appKit of instances.splice(0)) act(() => appKit.destroy())
  for (const key of Object.keys(STORED)) cookieStorage.removeItem(key)
  vi.restoreAllMocks()
})

function Status() {
  const { isConnected, address } = useAppKitAccount()
  return <p data-testid="status">{isConnected ? `Connected: ${address}` : 'Not connected'}</p>
}

function Page(props: Omit<AppKitProviderProps, 'networks' | 'children'>) {
  return (
    <AppKitProvider networks={[testNetworks.one]} logLevel="silent" ssr {...props}>
      <AppKitButton balance="hide" />
      <Status />
    </AppKitProvider>
  )
}

/** The server's HTML for the browser's cookies (rendered from a throwaway instance that stores nothing), then hydrated. */
async function reloadWithWallet(authorized: boolean) {
  for (const [key, value] of Object.entries(STORED)) cookieStorage.setItem(key, value)
  const server = createMockAdapter('eip155')
  const container = document.createElement('div')
  container.innerHTML = renderToString(<Page adapters={[server]} storage={createMemoryStorage()} initialState={cookieToInitialState(document.cookie)} />)
  const serverText = container.textContent
  const serverInstance = getAppKit()
  if (serverInstance) instances.push(serverInstance)
  const errors = vi.spyOn(console, 'error')
  const wallet = createMockAdapter('eip155', { accounts: [{ address: ADDR, type: 'eoa' }], authorized })
  await act(async () => {
    root = hydrateRoot(container, <Page adapters={[wallet]} storage={cookieStorage} initialState={cookieToInitialState(document.cookie)} />)
  })
  const hydrated = getAppKit()
  if (hydrated && hydrated !== serverInstance) instances.push(hydrated)
  await vi.waitFor(() => expect(wallet.calls).toContain('reconnect:mock-eip155'))
  await act(async () => {})
  return { serverText, container, errors }
}

it('hydrates a connection restored from cookies without a mismatch, and the silent reconnect confirms it', async () => {
  const { serverText, container, errors } = await reloadWithWallet(true)
  expect(serverText).toContain(`Connected: ${ADDR}`)
  expect(errors).not.toHaveBeenCalled()
  expect(container.querySelector('[data-testid="latch-account-button"]')).not.toBeNull()
  expect(container.textContent).toContain(`Connected: ${ADDR}`)
})

it('hydrates the same way when the wallet is gone, then shows disconnected', async () => {
  const { serverText, container, errors } = await reloadWithWallet(false)
  expect(serverText).toContain(`Connected: ${ADDR}`)
  expect(errors).not.toHaveBeenCalled()
  await vi.waitFor(() => expect(container.textContent).toContain('Not connected'))
  expect(container.querySelector('[data-testid="latch-connect-button"]')).not.toBeNull()
  expect(document.cookie).not.toContain('latch.connectorId')
})
