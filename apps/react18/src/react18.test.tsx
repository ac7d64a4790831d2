import { createMockAdapter, testNetworks } from '@latch/core/internal'
import { createMemoryStorage } from '@latch/core'
import { AppKitButton, createAppKit, useAppKitAccount } from '@latch/react'
import { act, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react'
import { version } from 'react'
import { expect, it } from 'vitest'

// The built packages, resolved with React 18 as their peer (pnpm "injected" workspace deps).
it('runs on React 18: button, lazily mounted modal, connect, hooks', async () => {
  expect(version).toMatch(/^18\./)
  const wallet = createMockAdapter('eip155', { accounts: [{ address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', type: 'eoa' }] })
  const kit = createAppKit({ adapters: [wallet], networks: [testNetworks.one], storage: createMemoryStorage(), logLevel: 'silent', projectId: 'p' })
  render(<AppKitButton />)
  const { result } = renderHook(() => useAppKitAccount())
  fireEvent.click(screen.getByTestId('latch-connect-button'))
  fireEvent.click(await screen.findByTestId('latch-wallet-mock-eip155'))
  await waitFor(() => expect(screen.getByTestId('latch-account-button').textContent).toContain('0xf39F…2266'))
  expect(result.current.isConnected).toBe(true)
  await act(() => kit.disconnect())
  expect(result.current.isConnected).toBe(false)
  kit.destroy()
})
