import { AppKitButton } from '@latch/react'
import { AccountStatus } from './AccountStatus'

// A server component: the button comes straight from @latch/react, whose components are client components.
export default function Home() {
  return (
    <main>
      <h1>Latch × Next.js</h1>
      <AppKitButton balance="hide" />
      <AccountStatus />
    </main>
  )
}
