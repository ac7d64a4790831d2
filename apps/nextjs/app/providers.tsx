'use client'
import { EvmAdapter } from '@latch/adapter-evm'
import { AppKitProvider, type CreateAppKit, cookieStorage, type LatchInitialState } from '@latch/react'
import type { ReactNode } from 'react'
import { localChain } from './network'

// What createAppKit would take. The connection keys go to cookies (cookieStorage) so the next request carries them;
// `ssr` makes the first client render the server's, so hydration matches.
const appKitOptions = {
  adapters: [new EvmAdapter()],
  networks: [localChain],
  metadata: { name: 'Latch × Next.js', description: 'Latch in a Next.js App Router app.', url: 'http://127.0.0.1', icons: [] },
  storage: cookieStorage,
  ssr: true,
  // The system's colour scheme is unknown on the server: a fixed mode renders the same on both sides.
  themeMode: 'light',
} satisfies CreateAppKit

/**
 * The app's AppKit instance, started from this request's cookies. On the server each request builds its own (one
 * visitor's connection can never reach another's page); in the browser it is built once.
 */
export function Providers({ initialState, children }: { initialState: LatchInitialState | undefined; children: ReactNode }) {
  return (
    <AppKitProvider {...appKitOptions} initialState={initialState}>
      {children}
    </AppKitProvider>
  )
}
