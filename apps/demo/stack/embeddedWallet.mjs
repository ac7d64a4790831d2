// The embedded wallet of the local stack: the reference frame server (its own origin) and a local OpenID
// provider standing in for every social login. The demo's project allows the demo's own origins; two more
// projects show the project config at work (the demo takes `?projectId=`): one turns e-mail login off, one
// allows only another site. The frame server serves each project's config at /project-config.
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { SOCIAL_PROVIDERS, startFrameServer, startOidcProvider } from '@latch/embedded-frame/server'

export const DEMO_PROJECT_ID = 'latch-demo-local'
/** A project whose remote config turns e-mail login off (social login stays). */
export const NO_EMAIL_PROJECT_ID = 'latch-demo-no-email'
/** A project that allows another site only: the demo's origin gets 'Invalid App Configuration'. */
export const ELSEWHERE_PROJECT_ID = 'latch-demo-elsewhere'

/** The stack's projects, all on the demo's own origins but the last. @param {string[]} webOrigins */
export const demoProjects = (webOrigins) => ({
  [DEMO_PROJECT_ID]: { allowedOrigins: webOrigins },
  [NO_EMAIL_PROJECT_ID]: { allowedOrigins: webOrigins, features: { email: false } },
  [ELSEWHERE_PROJECT_ID]: { allowedOrigins: ['https://app.example.com'] },
})
const CLIENT_ID = 'latch-frame-local'

/**
 * A master key kept beside the database (dev only: production passes its own, see the frame's README), so
 * users created in one `pnpm dev` can still sign in the next.
 * @param {string} dir
 */
function devMasterKey(dir) {
  const file = join(dir, 'frame-master.key')
  if (existsSync(file)) return Buffer.from(readFileSync(file, 'utf8').trim(), 'base64')
  const key = randomBytes(32)
  writeFileSync(file, key.toString('base64'), { mode: 0o600 })
  return key
}

/**
 * @param {{ host: string, framePort: number, oidcPort: number, webOrigins: string[], chains: { chainId: number, url: string, name: string, bundlerUrl?: string, paymasterUrls?: string[] }[], dataDir?: string, farcaster?: { relayUrl: string, rpcUrl: string } }} options
 *   `dataDir`: keep users in a database there (PGlite's data directory `frame-db`); without it everything is in memory (e2e).
 *   A chain's `bundlerUrl` gives its users smart accounts (ERC-4337); `paymasterUrls` are the ERC-7677 services the
 *   wallet's server may call for that chain. `farcaster`: Sign In With Farcaster's relay and the chain holding its registries.
 */
export async function startEmbeddedWallet({ host, framePort, oidcPort, webOrigins, chains, dataDir, farcaster }) {
  const frameUrl = `http://${host}:${framePort}`
  const clientSecret = randomBytes(24).toString('base64url')
  const oidc = await startOidcProvider({ host, port: oidcPort, clients: [{ clientId: CLIENT_ID, clientSecret, redirectUris: [`${frameUrl}/social/callback`] }] })
  if (dataDir) mkdirSync(dataDir, { recursive: true })
  try {
    const frame = await startFrameServer({
      host,
      port: framePort,
      projects: demoProjects(webOrigins),
      chains: chains.map((c) => ({
        chainId: c.chainId,
        rpcUrl: c.url,
        name: c.name,
        currency: 'ETH',
        ...(c.bundlerUrl ? { bundlerUrl: c.bundlerUrl } : {}),
        ...(c.paymasterUrls ? { paymasterUrls: c.paymasterUrls } : {}),
      })),
      social: Object.fromEntries(SOCIAL_PROVIDERS.map((p) => [p, { issuer: oidc.issuer, clientId: CLIENT_ID, clientSecret }])),
      ...(farcaster ? { farcaster } : {}),
      ...(dataDir ? { dbPath: join(dataDir, 'frame-db'), masterKey: devMasterKey(dataDir) } : { masterKey: randomBytes(32) }),
      devMailbox: true,
      appName: 'Latch demo wallet',
    })
    return {
      frame,
      oidc,
      async stop() {
        await Promise.all([frame.stop(), oidc.stop()])
      },
    }
  } catch (error) {
    await oidc.stop()
    throw error
  }
}
