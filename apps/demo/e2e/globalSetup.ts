import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { TestProject } from 'vitest/node'
import { startStack, stopStack } from '../stack/stack.mjs'
import { E2E_OUT_DIR, e2eStackConfig } from './ports.mjs'

declare module 'vitest' {
  export interface ProvidedContext {
    demoUrl: string
    chains: { chainId: number; url: string }[]
    relayUrl: string
    /** The embedded wallet's frame server (its dev mailbox is at `/dev/mailbox.json`). */
    frameServerUrl: string
    /** A page on the stack that is not the demo (another origin, outside the frame's allowed origins). */
    strangerUrl: string
    /** The local Solana chain's JSON-RPC. */
    solanaUrl: string
    /** The local Polkadot chain's WebSocket JSON-RPC. */
    polkadotUrl: string
    /** The local Bitcoin regtest chain's Esplora API (@latch/local-bitcoin). */
    bitcoinUrl: string
    /** The local Cosmos chains' CometBFT RPC: latch-local-1, then latch-local-2. */
    cosmosUrls: string[]
    /** The account-name service (@latch/name-server, subnames of latch.id). */
    namesUrl: string
    /** Sign In With Farcaster's local relay, the key its approving wallets present, and the chain holding Farcaster's registries. */
    farcaster: { relayUrl: string; authKey: string; rpcUrl: string }
  }
}

/** Starts both anvils and `vite preview` of the e2e build once for all files; stops them (by PID) after. */
export default async function setup(project: TestProject) {
  const outDir = fileURLToPath(new URL(`../${E2E_OUT_DIR}/index.html`, import.meta.url))
  if (!existsSync(outDir)) throw new Error(`${outDir} is missing: run the e2e through \`pnpm e2e\` (e2e/run.mjs), which builds it`)
  const config = e2eStackConfig(process.env)
  const stack = await startStack(config, { web: 'preview', outDir: E2E_OUT_DIR })
  console.log(`e2e: stack up in ${stack.startedMs} ms (anvil pids ${stack.chains.map((c) => c.pid).join(', ')}, preview pid ${stack.web?.pid})`)
  project.provide('demoUrl', stack.web?.url ?? '')
  project.provide('relayUrl', stack.relay?.url ?? '')
  project.provide('frameServerUrl', stack.embeddedWallet?.frame.url ?? '')
  project.provide('strangerUrl', stack.siwe?.url ?? '')
  project.provide('solanaUrl', stack.solana?.url ?? '')
  project.provide('polkadotUrl', stack.polkadot?.url ?? '')
  project.provide('bitcoinUrl', stack.bitcoin?.url ?? '')
  project.provide('cosmosUrls', (stack.cosmos ?? []).map((c) => c.url))
  project.provide('namesUrl', stack.names?.url ?? '')
  project.provide('farcaster', { relayUrl: stack.farcaster?.url ?? '', authKey: stack.farcaster?.authKey ?? '', rpcUrl: stack.farcaster?.rpcUrl ?? '' })
  project.provide(
    'chains',
    stack.chains.map((c) => ({ chainId: c.chainId, url: c.url })),
  )
  return async () => {
    await stopStack(stack)
  }
}
