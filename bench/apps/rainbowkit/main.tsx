import '@rainbow-me/rainbowkit/styles.css'
import { ConnectButton, getDefaultConfig, RainbowKitProvider } from '@rainbow-me/rainbowkit'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createRoot } from 'react-dom/client'
import { WagmiProvider } from 'wagmi'
import { mainnet, sepolia } from 'wagmi/chains'

// A placeholder id: the bench measures what the modal does without a registered project.
const config = getDefaultConfig({ appName: 'Bench', projectId: 'bench', chains: [mainnet, sepolia] })
const queryClient = new QueryClient()

createRoot(document.getElementById('root') as HTMLElement).render(
  <WagmiProvider config={config}>
    <QueryClientProvider client={queryClient}>
      <RainbowKitProvider>
        <ConnectButton />
      </RainbowKitProvider>
    </QueryClientProvider>
  </WagmiProvider>,
)
