import type { Browser, BrowserContext, Page } from 'playwright-core'
import { inject } from 'vitest'
import { ANVIL_KEYS, recordWalletCalls, type TestEvmWallet } from '@latch/testing/evm-wallet'
import { installTestEvmWallet, installTestSolanaWallet, type TestSolanaWalletHandle } from '@latch/testing/playwright'
import { installTestPolkadotExtension, type InstallTestPolkadotExtensionParameters, type TestPolkadotExtensionHandle } from '@latch/testing/polkadot-playwright'
import { installTestBitcoinWallet, type InstallTestBitcoinWalletParameters, type TestBitcoinWalletHandle } from '@latch/testing/bitcoin-playwright'
import { installTestCosmosWallet, type InstallTestCosmosWalletParameters, type TestCosmosWalletHandle } from '@latch/testing/cosmos-playwright'
import { testKeypair } from '@latch/local-solana'
import { chainAt } from './chain'

export interface DemoSession {
  context: BrowserContext
  page: Page
  wallet: TestEvmWallet
  /** The Wallet Standard test wallet, when the session asked for one (`solanaAccount`). */
  solana?: TestSolanaWalletHandle
  /** The injectedWeb3 test extension, when the session asked for one (`polkadot`). */
  polkadot?: TestPolkadotExtensionHandle
  /** The Bitcoin test wallet (Wallet Standard and WBIP004), when the session asked for one (`bitcoin`). */
  bitcoin?: TestBitcoinWalletHandle
  /** The Keplr-API test wallet, when the session asked for one (`cosmos`). */
  cosmos?: TestCosmosWalletHandle
  /** Every method the page asked the wallet for, in order. */
  walletCalls: string[]
  /** Every URL the page requested. */
  requests: string[]
  /** Console errors and uncaught exceptions (CSP violations show up here). */
  errors: string[]
  close(): Promise<void>
}

export interface OpenDemoOptions {
  /** Index of the anvil key the wallet holds. Defaults to `0`. */
  account?: number
  /** Whether the wallet already knows the second chain (else the dapp must add it). Defaults to `true`. */
  knowsSecondChain?: boolean
  /** Query string for the demo page, e.g. `?siwe=required`. */
  search?: string
  /** Another app's page to open instead of the demo's (the Next.js example). */
  url?: string
  /** Index of the local Solana chain's test key a Wallet Standard wallet holds; absent, no Solana wallet. */
  solanaAccount?: number
  /** A polkadot{.js}-compatible test extension with these options (its accounts, its key); absent, none. */
  polkadot?: InstallTestPolkadotExtensionParameters
  /** A Bitcoin test wallet with these options (keys default to local-bitcoin's alice); its Esplora is the stack's. */
  bitcoin?: InstallTestBitcoinWalletParameters
  /** A Keplr-API test wallet with these options (installed as `window.keplr` unless `global` says otherwise); absent, none. */
  cosmos?: InstallTestCosmosWalletParameters
  /** Installs Playwright's clock before the page loads (time flows as usual until the test moves it). */
  clock?: boolean
}

/** The local Solana chain's CAIP-2 reference (the first 32 characters of its genesis hash, as in the demo). */
export const LOCAL_SOLANA_CHAIN = 'solana:8J5DoZXrEnbqMdUaNNRqjheb1joqyfJT'
/** The local Polkadot chain's CAIP-2 id (chopsticks' genesis mode fixes the genesis hash at 0x4545…45). */
export const LOCAL_POLKADOT_CHAIN = 'polkadot:45454545454545454545454545454545'
/** Bitcoin regtest's CAIP-2 id (its genesis block hash's first 32 characters). */
export const LOCAL_BITCOIN_CHAIN = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'

/** A fresh browser context with the headless extension wallet injected, on the demo's page. */
export async function openDemo(browser: Browser, options: OpenDemoOptions = {}): Promise<DemoSession> {
  const { account = 0, knowsSecondChain = true, search = '' } = options
  const [first, second] = [chainAt(0), chainAt(1)]
  const context = await browser.newContext()
  const page = await context.newPage()
  const requests: string[] = []
  const errors: string[] = []
  page.on('request', (r) => requests.push(r.url()))
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`))
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`console: ${m.text()}`)
  })
  const key = ANVIL_KEYS[account]
  if (!key) throw new Error(`no anvil key ${account}`)
  const wallet = await installTestEvmWallet(page, {
    privateKeys: [key],
    chainId: first.chainId,
    rpcUrl: first.url,
    chains: knowsSecondChain ? [{ chainId: second.chainId, rpcUrl: second.url }] : [],
  })
  const walletCalls = recordWalletCalls(wallet)
  const solana =
    options.solanaAccount === undefined
      ? undefined
      : await installTestSolanaWallet(page, { keypairs: [testKeypair(options.solanaAccount)], rpcUrl: inject('solanaUrl'), localChain: LOCAL_SOLANA_CHAIN })
  const polkadot = options.polkadot && (await installTestPolkadotExtension(page, options.polkadot))
  const bitcoin = options.bitcoin && (await installTestBitcoinWallet(page, { esploraUrl: inject('bitcoinUrl'), ...options.bitcoin }))
  const cosmos = options.cosmos && (await installTestCosmosWallet(page, options.cosmos))
  if (options.clock) {
    await page.clock.install()
    await page.clock.resume()
  }
  await page.goto(`${options.url ?? inject('demoUrl')}${search}`)
  return {
    context,
    page,
    wallet,
    ...(solana ? { solana } : {}),
    ...(polkadot ? { polkadot } : {}),
    ...(bitcoin ? { bitcoin } : {}),
    ...(cosmos ? { cosmos } : {}),
    walletCalls,
    requests,
    errors,
    close: () => context.close(),
  }
}

/** URLs that left the machine: anything not loopback (data:/blob: never touch the network). */
export function outsideRequests(urls: readonly string[]): string[] {
  return urls.filter((raw) => {
    const url = new URL(raw)
    if (url.protocol === 'data:' || url.protocol === 'blob:' || url.protocol === 'about:') return false
    return !['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname)
  })
}
