import { AppKitButton, AppKitNetworkButton } from '@latch/react'
import { AccountPanel } from './components/AccountPanel'
import { Faucet } from './components/Faucet'
import { SendTransaction } from './components/SendTransaction'
import { PolkadotPanel } from './components/PolkadotPanel'
import { SignMessage } from './components/SignMessage'
import { SolanaPanel } from './components/SolanaPanel'
import { SwitchChain } from './components/SwitchChain'
import { ThemeToggle } from './components/ThemeToggle'
import { polkadotLocal, solanaLocal } from './networks'

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
        {solanaLocal && <SolanaPanel />}
        {polkadotLocal && <PolkadotPanel />}
      </main>
      <footer className="foot">
        Local chains only (anvil, LiteSVM and chopsticks). Keys are public test keys: never send real funds to them.
      </footer>
    </div>
  )
}
