import { EthersAdapter } from '@reown/appkit-adapter-ethers'
import { mainnet, sepolia } from '@reown/appkit/networks'
import { createAppKit } from '@reown/appkit/react'
import { createRoot } from 'react-dom/client'

const metadata = { name: 'Bench', description: 'Wallet modal benchmark', url: window.location.origin, icons: [] }

// A placeholder id: the bench measures what the modal does without a registered project.
createAppKit({ adapters: [new EthersAdapter()], networks: [mainnet, sepolia], metadata, projectId: 'bench' })

createRoot(document.getElementById('root') as HTMLElement).render(<appkit-button />)
