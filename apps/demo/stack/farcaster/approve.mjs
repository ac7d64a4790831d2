// Approves a Farcaster sign-in link from the demo (its "Open Farcaster" link or QR code) as a scripted Farcaster
// wallet, the way the Farcaster app would: `pnpm --filter @latch/demo farcaster:approve '<link>' [username]`.
// The wallet's key is anvil's account 9 unless FARCASTER_KEY is set; its fid is registered on first use.
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { createTestFarcasterWallet } from '@latch/testing/farcaster-wallet'
import { RELAY_FILE } from './farcaster.mjs'

const [link, username = 'alice'] = process.argv.slice(2)
if (!link) {
  console.error("usage: pnpm --filter @latch/demo farcaster:approve '<sign-in link>' [username]")
  process.exit(2)
}
const file = fileURLToPath(new URL(`../../.latch-stack/${RELAY_FILE}`, import.meta.url))
const { relayUrl, authKey, rpcUrl } = JSON.parse(readFileSync(file, 'utf8'))
const privateKey = /** @type {`0x${string}`} */ (process.env.FARCASTER_KEY ?? '0x2a871d0798f97d79848a013d4936a73bf4cc922c825d33c1cf7073dff6d409c6')
const wallet = createTestFarcasterWallet({ relayUrl, authKey, rpcUrl, privateKey, username })
const { fid } = await wallet.approve(link)
console.log(`Approved as @${username} (fid ${fid}, custody ${wallet.address}).`)
