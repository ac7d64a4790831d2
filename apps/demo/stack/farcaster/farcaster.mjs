// Sign In With Farcaster in the local stack: @latch/local-farcaster's relay (relay.farcaster.xyz's routes) and
// Farcaster's IdRegistry and KeyRegistry on the first chain, at their Optimism addresses, where the frame server
// checks who signed. No Farcaster app can reach a relay on loopback, so approvals come from the test kit's scripted
// Farcaster wallet: the e2e tests drive it, and `pnpm --filter @latch/demo farcaster:approve <link>` does for a person.
import { randomBytes } from 'node:crypto'
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { installFarcasterRegistries, startFarcasterRelay } from '@latch/local-farcaster'

/** Where `pnpm dev` leaves the relay's URL and key for the approve script (its data directory). */
export const RELAY_FILE = 'farcaster-relay.json'

/**
 * The relay, started before the chain is up (it reads custody only when a wallet approves).
 * @param {{ host: string, port: number, rpcUrl: string, dataDir?: string }} options
 */
export async function startFarcasterRelayFor({ host, port, rpcUrl, dataDir }) {
  // The key the relay asks approving wallets for (production's is the Farcaster app's own): fresh per start.
  const authKey = randomBytes(24).toString('base64url')
  const relay = await startFarcasterRelay({ host, port, rpcUrl, authKey })
  if (dataDir) mkdirSync(dataDir, { recursive: true })
  if (dataDir) writeFileSync(join(dataDir, RELAY_FILE), JSON.stringify({ relayUrl: relay.url, authKey, rpcUrl }), { mode: 0o600 })
  return { url: relay.url, authKey, rpcUrl, stop: () => relay.close() }
}

/** Farcaster's registries on the chain the relay and the frame server read (the stack's first). @param {string} rpcUrl */
export const installRegistries = (rpcUrl) => installFarcasterRegistries(rpcUrl)
