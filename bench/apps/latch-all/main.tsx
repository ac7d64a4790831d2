import { BitcoinAdapter, bitcoin } from '@latch/adapter-bitcoin'
import { CosmosAdapter, cosmoshub } from '@latch/adapter-cosmos'
import { EvmAdapter } from '@latch/adapter-evm'
import { PolkadotAdapter, polkadot } from '@latch/adapter-polkadot'
import { SolanaAdapter, solana } from '@latch/adapter-solana'
import { mainnet, sepolia } from '@latch/core/networks'
import { AppKitButton, createAppKit } from '@latch/react'
import { createRoot } from 'react-dom/client'

const metadata = { name: 'Bench', description: 'Wallet modal benchmark', url: window.location.origin, icons: [] }

// The same dapp with every chain family Latch has: each adapter's chain SDK loads on first use, not here.
createAppKit({
  adapters: [new EvmAdapter(), new SolanaAdapter(), new PolkadotAdapter(), new BitcoinAdapter(), new CosmosAdapter()],
  networks: [mainnet, sepolia, solana, polkadot, bitcoin, cosmoshub],
  metadata,
  projectId: 'bench',
})

createRoot(document.getElementById('root') as HTMLElement).render(<AppKitButton />)
