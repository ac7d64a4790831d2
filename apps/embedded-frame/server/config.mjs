// The production entry's configuration: a JSON file for what is public (projects, chains, social clients'
// ids) and environment variables for what is secret (master key, client secrets, mail credentials, the
// database URL).
import { readFileSync } from 'node:fs'
import { isAddress } from 'ethers'
import { webhookDelivery } from './mail.mjs'
import { checkProjects } from './projects.mjs'
import { DEFAULT_LIMITS } from './rateLimit.mjs'
import { SOCIAL_PROVIDERS } from './social.mjs'

/**
 * @param {NodeJS.ProcessEnv} env
 * @param {(path: string) => string} [read]
 * @returns {import('./frameServer.mjs').FrameServerOptions}
 */
export function loadConfig(env, read = (path) => readFileSync(path, 'utf8')) {
  const fail = (/** @type {string} */ message) => {
    throw new Error(`embedded-frame configuration: ${message}`)
  }
  if (!env.LATCH_FRAME_CONFIG) fail('set LATCH_FRAME_CONFIG to the JSON file with projects, chains and social providers')
  /** @type {{ publicUrl?: string, projects?: Record<string, import('./projects.mjs').ProjectConfig>, chains?: import('./walletRpc.mjs').ChainConfig[], social?: Record<string, { issuer: string, clientId: string, scope?: string }>, appName?: string,
   *   farcaster?: { relayUrl?: string, rpcUrl?: string },
   *   rateLimits?: Partial<Record<import('./rateLimit.mjs').LimitName, import('./rateLimit.mjs').Limit>> }} */
  let file = {}
  try {
    file = JSON.parse(read(/** @type {string} */ (env.LATCH_FRAME_CONFIG)))
  } catch (error) {
    fail(`cannot read ${env.LATCH_FRAME_CONFIG}: ${error instanceof Error ? error.message : error}`)
  }
  const masterKey = Buffer.from(env.LATCH_FRAME_MASTER_KEY ?? '', 'base64')
  if (masterKey.length !== 32) fail('LATCH_FRAME_MASTER_KEY must be 32 random bytes, base64 (openssl rand -base64 32)')
  if (!file.projects || Object.keys(file.projects).length === 0) fail('list at least one project under "projects"')
  try {
    checkProjects(file.projects ?? {})
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error))
  }
  if (!Array.isArray(file.chains) || file.chains.length === 0) fail('list at least one chain under "chains"')
  for (const c of file.chains ?? []) if (!Number.isInteger(c.chainId) || typeof c.rpcUrl !== 'string') fail('each chain needs an integer chainId and an rpcUrl')
  if (file.publicUrl && !/^https:\/\//.test(file.publicUrl) && env.LATCH_FRAME_DEV_MAILBOX !== '1') fail('publicUrl must be https in production')
  for (const c of file.chains ?? []) checkSmartAccountConfig(c, env.LATCH_FRAME_DEV_MAILBOX === '1', fail)
  for (const [name, limit] of Object.entries(file.rateLimits ?? {})) {
    if (!Object.hasOwn(DEFAULT_LIMITS, name)) fail(`unknown rate limit "${name}" (${Object.keys(DEFAULT_LIMITS).join(', ')})`)
    if (!(Number.isInteger(limit?.max) && limit.max > 0 && Number.isInteger(limit.windowMs) && limit.windowMs > 0)) fail(`rate limit "${name}" needs a positive integer max and windowMs`)
  }
  /** @type {Record<string, import('./social.mjs').SocialProviderConfig>} */
  const social = {}
  for (const [provider, settings] of Object.entries(file.social ?? {})) {
    if (!SOCIAL_PROVIDERS.includes(/** @type {never} */ (provider))) fail(`unknown social provider "${provider}" (${SOCIAL_PROVIDERS.join(', ')})`)
    const secret = env[`LATCH_FRAME_SOCIAL_${provider.toUpperCase()}_SECRET`]
    social[provider] = { ...settings, ...(secret ? { clientSecret: secret } : {}) }
  }
  const devMailbox = env.LATCH_FRAME_DEV_MAILBOX === '1'
  const farcaster = file.farcaster
  if (farcaster) {
    const https = (/** @type {unknown} */ url) => typeof url === 'string' && (/^https:\/\//.test(url) || (devMailbox && /^http:\/\//.test(url)))
    if (!https(farcaster.rpcUrl)) fail('farcaster.rpcUrl must be the https URL of an Optimism node (it holds the IdRegistry)')
    if (farcaster.relayUrl !== undefined && !https(farcaster.relayUrl)) fail('farcaster.relayUrl must be https')
  }
  if (!devMailbox && !env.LATCH_FRAME_MAIL_WEBHOOK) fail('set LATCH_FRAME_MAIL_WEBHOOK (where codes are mailed from) or LATCH_FRAME_DEV_MAILBOX=1 for development')
  const port = Number(env.LATCH_FRAME_PORT ?? 8549)
  if (!Number.isInteger(port) || port < 0 || port > 65535) fail('LATCH_FRAME_PORT must be a port number')
  return {
    host: env.LATCH_FRAME_HOST ?? '127.0.0.1',
    port,
    publicUrl: file.publicUrl,
    projects: file.projects ?? {},
    chains: file.chains ?? [],
    social,
    ...(farcaster ? { farcaster: { relayUrl: farcaster.relayUrl, rpcUrl: /** @type {string} */ (farcaster.rpcUrl) } } : {}),
    dbPath: env.LATCH_FRAME_DB ?? 'latch-frame-db',
    databaseUrl: env.LATCH_FRAME_DATABASE_URL || undefined,
    trustProxy: env.LATCH_FRAME_TRUST_PROXY === '1',
    rateLimits: file.rateLimits,
    masterKey,
    devMailbox,
    deliver: env.LATCH_FRAME_MAIL_WEBHOOK ? webhookDelivery({ url: env.LATCH_FRAME_MAIL_WEBHOOK, token: env.LATCH_FRAME_MAIL_WEBHOOK_TOKEN }) : undefined,
    appName: file.appName,
  }
}

/**
 * A chain's smart-account settings: service URLs must be https (http only for local development, like
 * publicUrl), the factory an address, the sponsor's name short text.
 * @param {import('./walletRpc.mjs').ChainConfig} chain @param {boolean} development @param {(message: string) => never} fail
 */
function checkSmartAccountConfig(chain, development, fail) {
  const where = `chain ${chain.chainId}`
  /** @param {unknown} value @param {string} name */
  const url = (value, name) => {
    let parsed
    try {
      parsed = new URL(String(value))
    } catch {
      return fail(`${where}: ${name} must be a URL`)
    }
    if (typeof value !== 'string' || !(parsed.protocol === 'https:' || (development && parsed.protocol === 'http:'))) fail(`${where}: ${name} must be https in production`)
  }
  if (chain.bundlerUrl !== undefined) url(chain.bundlerUrl, 'bundlerUrl')
  if (chain.paymasterUrl !== undefined) url(chain.paymasterUrl, 'paymasterUrl')
  if (chain.paymasterUrls !== undefined) {
    if (!Array.isArray(chain.paymasterUrls)) fail(`${where}: paymasterUrls must be a list of URLs`)
    for (const u of chain.paymasterUrls) url(u, 'each of paymasterUrls')
  }
  if ((chain.paymasterUrl !== undefined || chain.paymasterUrls !== undefined || chain.accountFactory !== undefined) && chain.bundlerUrl === undefined) {
    fail(`${where}: paymasterUrl, paymasterUrls and accountFactory need a bundlerUrl (smart accounts exist only on chains with a bundler)`)
  }
  if (chain.accountFactory !== undefined && !(typeof chain.accountFactory === 'string' && isAddress(chain.accountFactory))) fail(`${where}: accountFactory must be an address`)
  if (chain.sponsorName !== undefined && !(typeof chain.sponsorName === 'string' && chain.sponsorName.length > 0 && chain.sponsorName.length <= 64)) {
    fail(`${where}: sponsorName must be text of at most 64 characters`)
  }
}
