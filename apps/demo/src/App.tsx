import { AppKitButton, AppKitNetworkButton } from '@latch/react'
import { AccountPanel } from './components/AccountPanel'
import { BitcoinPanel } from './components/BitcoinPanel'
import { CosmosPanel } from './components/CosmosPanel'
import { Faucet } from './components/Faucet'
import { SendCalls } from './components/SendCalls'
import { SendTransaction } from './components/SendTransaction'
import { PolkadotPanel } from './components/PolkadotPanel'
import { SignMessage } from './components/SignMessage'
import { SolanaPanel } from './components/SolanaPanel'
import { SwitchChain } from './components/SwitchChain'
import { ThemeToggle } from './components/ThemeToggle'
import { bitcoinLocal, cosmosLocal, polkadotLocal, solanaLocal } from './networks'

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
        <SendCalls />
        <Faucet />
        {solanaLocal && <SolanaPanel />}
        {polkadotLocal && <PolkadotPanel />}
        {bitcoinLocal && <BitcoinPanel />}
        {cosmosLocal && <CosmosPanel />}
      </main>
      <footer className="foot">
        Local chains only (anvil, LiteSVM, chopsticks, a Bitcoin regtest ledger and Cosmos ledgers). Keys are public test keys: never send real funds to them.
      </footer>
    </div>
  )
}
