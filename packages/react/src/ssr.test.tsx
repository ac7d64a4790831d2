// @vitest-environment node
import { testNetworks } from '@latch/core/internal'
import { renderToString } from 'react-dom/server'
import { expect, it } from 'vitest'

// A server render: no window, no document. Importing every package and rendering the buttons must work.
it('imports and renders on a server without touching window or document', async () => {
  expect(typeof window).toBe('undefined')
  const { EvmAdapter } = await import('@latch/adapter-evm')
  const { createAppKit, AppKitButton, AppKitNetworkButton } = await import('./exports/index')
  await import('@latch/ui/modal')
  const kit = createAppKit({ adapters: [new EvmAdapter()], networks: [testNetworks.one], logLevel: 'silent' })
  const html = renderToString(
    <>
      <AppKitNetworkButton />
      <AppKitButton />
    </>,
  )
  expect(html).toContain('Connect Wallet')
  expect(html).toContain('Chain One')
  await kit.client.open()
  // Opening on a server changes state only; nothing is mounted.
  expect(kit.getState().open).toBe(true)
  kit.destroy()
})

// What a Next.js layout does per request: the cookie header → initialState → <AppKitProvider initialState>.
it('renders a connection from the cookie header on the server: the account button with the address', async () => {
  const { createMockAdapter } = await import('@latch/core/internal')
  const { AppKitProvider, AppKitButton, cookieStorage, cookieToInitialState, useAppKitAccount } = await import('./exports/index')
  const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
  const cookie = `latch.connectedNamespaces=eip155; latch.connectionStatus.eip155=connected; latch.address.eip155=${address}; latch.connectorId.eip155=injected; latch.activeCaipNetworkId.eip155=eip155%3A1`
  function Status() {
    const { isConnected, address } = useAppKitAccount()
    return <p>{isConnected ? `Connected: ${address}` : 'Not connected'}</p>
  }
  const adapter = createMockAdapter('eip155')
  const options = { adapters: [adapter], networks: [testNetworks.one] as const, storage: cookieStorage, ssr: true, logLevel: 'silent' as const }
  const page = (cookieHeader: string | null) =>
    renderToString(
      <AppKitProvider {...options} initialState={cookieToInitialState(cookieHeader)}>
        <AppKitButton balance="hide" />
        <Status />
      </AppKitProvider>,
    )

  const connected = page(cookie)
  expect(connected).toContain(`Connected: ${address}`)
  expect(connected).toContain('data-testid="latch-account-button"')
  expect(connected).toContain(address.slice(0, 6))
  // The next request, without the cookie, gets its own instance: nothing of the first visitor's connection.
  const anonymous = page(null)
  expect(anonymous).toContain('Not connected')
  expect(anonymous).toContain('Connect Wallet')
  expect(adapter.calls.filter((c) => c.startsWith('reconnect'))).toEqual([])
})
