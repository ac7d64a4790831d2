import { startRelay } from '@latch/local-relay'
import { startLocalSolana } from '@latch/local-solana'
import { startLocalPolkadot } from '@latch/local-polkadot'
import { startLocalBitcoin } from '@latch/local-bitcoin'
import { startLocalCosmos } from '@latch/local-cosmos'
import { startLocal4337 } from '@latch/local-4337'
import { startAnvil } from './anvil.mjs'
import { startDirectoryServer } from './directory/directoryServer.mjs'
import { startSiweServer } from './siwe/siweServer.mjs'
import { startEmbeddedWallet } from './embeddedWallet.mjs'
import { deployContracts } from './contracts/deployContracts.mjs'
import { installMulticall3 } from './contracts/multicall3.mjs'
import { deployEns } from './contracts/deployEns.mjs'
import { deployUniswap } from './contracts/deployUniswap.mjs'
import { startSwapQuoteServer } from './swap/quoteServer.mjs'
import { ONRAMP_FUNDER_KEY, startOnrampStandIn } from './onramp/standIn.mjs'
import { TEST_TOKEN } from './contracts/deployContracts.mjs'
import { local4337Urls, viteEnvFor } from './config.mjs'
import { startNames } from './names/names.mjs'
import { installRegistries, startFarcasterRelayFor } from './farcaster/farcaster.mjs'
import { startVite } from './vite.mjs'

/**
 * @typedef {import('./config.mjs').StackConfig} StackConfig
 * @typedef {import('./anvil.mjs').AnvilHandle} AnvilHandle
 * @typedef {import('./vite.mjs').ServerHandle} ServerHandle
 * @typedef {Awaited<ReturnType<typeof startRelay>>} RelayHandle
 * @typedef {Awaited<ReturnType<typeof startDirectoryServer>>} DirectoryHandle
 * @typedef {Awaited<ReturnType<typeof startSiweServer>>} SiweHandle
 * @typedef {Awaited<ReturnType<typeof startEmbeddedWallet>>} EmbeddedWalletHandle
 * @typedef {Awaited<ReturnType<typeof startLocalSolana>>} SolanaHandle
 * @typedef {Awaited<ReturnType<typeof startLocalPolkadot>>} PolkadotHandle
 * @typedef {Awaited<ReturnType<typeof startLocalBitcoin>>} BitcoinHandle
 * @typedef {Awaited<ReturnType<typeof startLocalCosmos>>} CosmosHandle
 * @typedef {Awaited<ReturnType<typeof startLocal4337>>} Local4337Handle
 * @typedef {{ config: StackConfig, chains: AnvilHandle[], solana?: SolanaHandle, polkadot?: PolkadotHandle, bitcoin?: BitcoinHandle, cosmos?: CosmosHandle[], relay?: RelayHandle, directory?: DirectoryHandle, siwe?: SiweHandle, embeddedWallet?: EmbeddedWalletHandle, contracts?: { token: string, nft: string }, swap?: { url: string, stop: () => Promise<void> }, onramp?: { url: string, stop: () => Promise<void> }, local4337?: Local4337Handle, names?: { url: string, resolver: string, parent: string, stop: () => Promise<void> }, farcaster?: { url: string, authKey: string, rpcUrl: string, stop: () => Promise<void> }, web?: ServerHandle, startedMs: number }} Stack
 */

/** The chains' names, as the demo's networks call them. */
const CHAIN_NAMES = ['Anvil Local', 'Anvil Second']

/**
 * Starts both anvils (in parallel) and, if `web` is given, the demo's Vite server pointed at them.
 * If any part fails, whatever already started is stopped before the error propagates.
 * @param {StackConfig} config
 * @param {{ web?: 'dev' | 'preview', outDir?: string, inheritWebOutput?: boolean, userEnvWins?: boolean, dataDir?: string }} [options]
 *   `userEnvWins`: VITE_* variables already set in the environment beat the stack's (so `pnpm dev` can talk to
 *   real endpoints); e2e leaves it off so its build always talks to its own anvils. `dataDir`: where the embedded
 *   wallet keeps its users between runs (default: in memory).
 * @returns {Promise<Stack>}
 */
export async function startStack(config, options = {}) {
  const t0 = performance.now()
  /** @type {Stack} */
  const stack = { config, chains: [], startedMs: 0 }
  try {
    const webOrigins = [`http://${config.host}:${config.webPort}`, `http://localhost:${config.webPort}`]
    const aa = local4337Urls(config)
    // Smart accounts on the first chain only: its bundler and paymaster (started below, after its contracts) are
    // where the wallet's server sends UserOperations; the second chain has no bundler, so no smart accounts.
    const chainUrls = config.chains.map((c, i) => ({
      chainId: c.chainId,
      url: `http://${config.host}:${c.port}`,
      name: CHAIN_NAMES[i] ?? `Anvil ${c.chainId}`,
      ...(i === 0 && aa ? { bundlerUrl: aa.bundlerUrl, paymasterUrls: [aa.paymasterUrl] } : {}),
    }))
    // Farcaster's relay first: the frame server is told where it is (the registries follow once the first chain is up).
    const farcasterRpc = chainUrls[0]?.url
    if (config.farcasterPort !== undefined && farcasterRpc) {
      stack.farcaster = await startFarcasterRelayFor({ host: config.host, port: config.farcasterPort, rpcUrl: farcasterRpc, ...(options.dataDir ? { dataDir: options.dataDir } : {}) })
    }
    const farcaster = stack.farcaster ? { relayUrl: stack.farcaster.url, rpcUrl: stack.farcaster.rpcUrl } : undefined
    const [solana, polkadot, bitcoin, cosmos, relay, directory, siwe, embeddedWallet, ...results] = await Promise.allSettled([
      // The local Solana chain (LiteSVM in this process), funded with public test keys and two SPL mints.
      config.solanaPort === undefined ? undefined : startLocalSolana({ host: config.host, port: config.solanaPort }),
      // The local Polkadot chain (chopsticks in this process, its runtime in a worker), the dev keys endowed.
      config.polkadotPort === undefined ? undefined : startLocalPolkadot({ host: config.host, port: config.polkadotPort }),
      // The local Bitcoin regtest chain (a validating ledger in this process, Esplora over HTTP), test keys funded.
      config.bitcoinPort === undefined ? undefined : startLocalBitcoin({ host: config.host, port: config.bitcoinPort }),
      // Two local Cosmos chains (validating ledgers in this process, CometBFT RPC): one the test wallet knows, one it is offered.
      config.cosmosPorts === undefined ? undefined : startCosmosChains(config.host, config.cosmosPorts),
      startRelay({ host: config.host, port: config.relayPort }),
      startDirectoryServer({ host: config.host, port: config.directoryPort }),
      startSiweServer({ host: config.host, port: config.siwePort, allowedOrigins: webOrigins }),
      startEmbeddedWallet({ host: config.host, framePort: config.framePort, oidcPort: config.oidcPort, webOrigins, chains: chainUrls, dataDir: options.dataDir, farcaster }),
      ...config.chains.map((c) => startAnvil({ ...c, host: config.host })),
    ])
    if (solana?.status === 'fulfilled' && solana.value) stack.solana = solana.value
    if (polkadot?.status === 'fulfilled' && polkadot.value) stack.polkadot = polkadot.value
    if (bitcoin?.status === 'fulfilled' && bitcoin.value) stack.bitcoin = bitcoin.value
    if (cosmos?.status === 'fulfilled' && cosmos.value) stack.cosmos = cosmos.value
    if (relay?.status === 'fulfilled') stack.relay = relay.value
    if (directory?.status === 'fulfilled') stack.directory = /** @type {DirectoryHandle} */ (directory.value)
    if (siwe?.status === 'fulfilled') stack.siwe = /** @type {SiweHandle} */ (siwe.value)
    if (embeddedWallet?.status === 'fulfilled') stack.embeddedWallet = /** @type {EmbeddedWalletHandle} */ (embeddedWallet.value)
    for (const r of results) if (r.status === 'fulfilled') stack.chains.push(/** @type {AnvilHandle} */ (r.value))
    const failed = [solana, polkadot, bitcoin, cosmos, relay, directory, siwe, embeddedWallet, ...results].find((r) => r?.status === 'rejected')
    if (failed?.status === 'rejected') throw failed.reason
    await Promise.all(stack.chains.map((c) => installMulticall3({ rpcUrl: c.url })))
    // Real token and NFT contracts with real transfers on the first chain (test data).
    const firstChain = stack.chains.find((c) => c.chainId === config.chains[0]?.chainId)
    if (firstChain) {
      stack.contracts = await deployContracts({ rpcUrl: firstChain.url })
      // ENS with a named account, where the demo looks names up (its first chain names the registry).
      await deployEns({ rpcUrl: firstChain.url })
      // Uniswap V2 from its npm artifacts (test data only: GPL, never shipped), an LTT/WETH pool seeded, and a quote
      // server in LI.FI's API shape routing through it: the demo's swaps never leave 127.0.0.1.
      const uniswap = await deployUniswap({ rpcUrl: firstChain.url })
      // ERC-4337 (@latch/local-4337): EntryPoint v0.7 and SimpleAccountFactory at their canonical addresses, the alto
      // bundler and a verifying paymaster (ERC-7677), all with fresh keys (never the anvil accounts e2e flows use).
      if (config.bundlerPort !== undefined && config.paymasterPort !== undefined) {
        stack.local4337 = await startLocal4337({ rpcUrl: firstChain.url, chainId: firstChain.chainId, host: config.host, bundlerPort: config.bundlerPort, paymasterPort: config.paymasterPort })
      }
      if (stack.farcaster) await installRegistries(firstChain.url)
      // Account names: subnames of latch.id from @latch/name-server, resolved by ENS here through CCIP-Read.
      if (config.namesPort !== undefined) {
        stack.names = await startNames({ host: config.host, port: config.namesPort, chainId: firstChain.chainId, rpcUrl: firstChain.url, allowedOrigins: webOrigins, ...(options.dataDir ? { dataDir: options.dataDir } : {}) })
      }
      if (config.swapPort !== undefined && stack.contracts) {
        const ltt = { address: stack.contracts.token, symbol: TEST_TOKEN.symbol, name: TEST_TOKEN.name, decimals: TEST_TOKEN.decimals }
        stack.swap = await startSwapQuoteServer({ host: config.host, port: config.swapPort, rpcUrl: firstChain.url, chainId: firstChain.chainId, router: uniswap.router, weth: uniswap.weth, tokens: [ltt] })
      }
      // The on-ramp: an @latch/onramp-server handler with a stand-in provider whose checkout pays test ETH on this chain.
      if (config.onrampPort !== undefined) {
        stack.onramp = await startOnrampStandIn({ host: config.host, port: config.onrampPort, rpcUrl: firstChain.url, chainId: firstChain.chainId, allowedOrigins: webOrigins, funderKey: ONRAMP_FUNDER_KEY })
      }
    }
    if (options.web) {
      stack.web = await startVite({
        mode: options.web,
        host: config.host,
        port: config.webPort,
        env: options.userEnvWins ? { ...viteEnvFor(config), ...userViteEnv() } : viteEnvFor(config),
        ...(options.outDir ? { outDir: options.outDir } : {}),
        inheritOutput: options.inheritWebOutput ?? false,
      })
    }
  } catch (error) {
    await stopStack(stack)
    throw error
  }
  stack.startedMs = Math.round(performance.now() - t0)
  return stack
}

/**
 * Stops everything `startStack` started, by PID, web server first so it stops calling the chains.
 * @param {Stack} stack
 */
export async function stopStack(stack) {
  await stack.web?.stop()
  await stack.swap?.stop()
  await stack.onramp?.stop()
  await stack.names?.stop()
  await stack.farcaster?.stop()
  // Before the chains, so alto does not log a dead RPC on its way out.
  await stack.local4337?.stop()
  await Promise.all([...stack.chains.map((c) => c.stop()), stack.relay?.stop(), stack.directory?.stop(), stack.siwe?.stop(), stack.embeddedWallet?.stop(), stack.solana?.stop(), stack.polkadot?.close(), stack.bitcoin?.close(), ...(stack.cosmos ?? []).map((c) => c.close())])
}

/**
 * Both local Cosmos chains, or neither: one that fails to start closes the other.
 * @param {string} host
 * @param {[number, number]} ports
 */
async function startCosmosChains(host, ports) {
  const started = await Promise.allSettled([startLocalCosmos({ host, port: ports[0], chainId: 'latch-local-1' }), startLocalCosmos({ host, port: ports[1], chainId: 'latch-local-2' })])
  const failed = started.find((r) => r.status === 'rejected')
  if (!failed) return started.map((r) => /** @type {PromiseFulfilledResult<CosmosHandle>} */ (r).value)
  await Promise.all(started.map((r) => (r.status === 'fulfilled' ? r.value.close() : undefined)))
  throw failed.reason
}

/** @returns {Record<string, string>} */
function userViteEnv() {
  /** @type {Record<string, string>} */
  const out = {}
  for (const [k, v] of Object.entries(process.env)) if (k.startsWith('VITE_') && v) out[k] = v
  return out
}
