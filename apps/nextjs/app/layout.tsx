import { cookieToInitialState } from '@latch/react'
import type { Metadata } from 'next'
import { headers } from 'next/headers'
import type { ReactNode } from 'react'
import { Providers } from './providers'

export const metadata: Metadata = { title: 'Latch × Next.js' }

export default async function RootLayout({ children }: { children: ReactNode }) {
  // The connection the browser stored with cookieStorage: rendered here, and the state the client starts from.
  const initialState = cookieToInitialState((await headers()).get('cookie'))
  return (
    <html lang="en">
      <body style={{ fontFamily: 'system-ui, sans-serif', margin: '2rem' }}>
        <Providers initialState={initialState}>{children}</Providers>
      </body>
    </html>
  )
}
