import react from '@vitejs/plugin-react'
import { defineConfig, loadEnv } from 'vite'
import { cspPlugin, originsOf } from './csp.ts'

/** The Solana chain's RPC and its WebSocket on the next port (where web3.js subscribes to confirmations). */
function solanaOrigins(rpcUrl: string | undefined): string[] {
  if (!rpcUrl) return []
  const url = new URL(rpcUrl)
  return [rpcUrl, `ws://${url.hostname}:${Number(url.port) + 1}`]
}

export default defineConfig(({ mode }) => {
  // loadEnv lets VITE_* from the process (set by the stack) win over .env files.
  const env = loadEnv(mode, process.cwd(), 'VITE_')
  const directoryOrigins = originsOf([env.VITE_WALLET_DIRECTORY_URL])
  const rpcOrigins = originsOf([env.VITE_RPC_URL_1 ?? 'http://127.0.0.1:8545', env.VITE_RPC_URL_2 ?? 'http://127.0.0.1:8546', env.VITE_WC_RELAY_URL, env.VITE_SIWE_URL, env.VITE_PROJECT_CONFIG_URL, ...directoryOrigins, ...solanaOrigins(env.VITE_SOLANA_RPC_URL), env.VITE_POLKADOT_RPC_URL, env.VITE_BITCOIN_ESPLORA_URL, env.VITE_COSMOS_RPC_URL, env.VITE_COSMOS_RPC_URL_2, env.VITE_SWAP_URL, env.VITE_ONRAMP_URL, env.VITE_NAMES_URL])
  return {
    plugins: [react(), cspPlugin(rpcOrigins, directoryOrigins, originsOf([env.VITE_EMBEDDED_FRAME_URL]))],
    server: { host: '127.0.0.1', port: 5173, strictPort: true },
    preview: { host: '127.0.0.1', port: 4173, strictPort: true },
    build: {
      // A CSP without 'unsafe-inline' forbids data: module preloads; keep every asset a file.
      assetsInlineLimit: 0,
      sourcemap: true,
    },
  }
})

