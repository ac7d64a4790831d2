import { EvmAdapter } from '@latch/adapter-evm'
import { mainnet, sepolia } from '@latch/core/networks'
import { AppKitButton, createAppKit } from '@latch/react'
import { createRoot } from 'react-dom/client'

const metadata = { name: 'Bench', description: 'Wallet modal benchmark', url: window.location.origin, icons: [] }

createAppKit({ adapters: [new EvmAdapter()], networks: [mainnet, sepolia], metadata, projectId: 'bench' })

createRoot(document.getElementById('root') as HTMLElement).render(<AppKitButton />)
