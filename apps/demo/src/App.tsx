import { AppKitButton, AppKitNetworkButton } from '@latch/react'
import { AccountPanel } from './components/AccountPanel'
import { Faucet } from './components/Faucet'
import { SendTransaction } from './components/SendTransaction'
import { SignMessage } from './components/SignMessage'
import { SwitchChain } from './components/SwitchChain'
import { ThemeToggle } from './components/ThemeToggle'

export function App() {
  return (
    <div className="page">
      <header className="bar">
        <h1>Latch demo</h1>
        <div className="bar-actions">
          <ThemeToggle />
          <AppKitNetworkButton />
          <AppKitButton />
        </div>
      </header>
      <main className="grid">
        <AccountPanel />
        <SwitchChain />
        <SignMessage />
        <SendTransaction />
        <Faucet />
      </main>
      <footer className="foot">
        Local anvil chains only. Keys are anvil's public test keys: never send real funds to them.
      </footer>
    </div>
  )
}
