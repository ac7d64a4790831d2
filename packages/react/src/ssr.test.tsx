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
