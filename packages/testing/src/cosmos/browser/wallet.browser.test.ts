/**
 * The injected bundle in a real browser (Debian's Chromium), on a page whose CSP allows only its own scripts (no
 * WebAssembly, no eval): `window.keplr` is there before the page's scripts, the page enables a chain, reads its key and
 * signs ADR-036 data that verifies in Node, a suggested chain waits for the test's approval, an account switch reaches
 * the page as `keplr_keystorechange`, and a reload finds the chains still enabled.
 */
import { DirectSecp256k1HdWallet } from '@cosmjs/proto-signing'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchChromium, openPage } from '../../browser/chromium'
import { type DappServer, serveDappPage } from '../../browser/dappServer'
import { bundleFromSource } from '../../browser/sourceBundle'
import { verifyArbitrarySignature } from '../arbitrary'
import { defaultTestCosmosMnemonic } from '../keys'
import { installTestCosmosWallet } from '../playwright'
import { COSMOS_TEST, testChainInfo } from '../testChains'

let browser: Browser
let server: DappServer
let walletBundle = ''

// The page's own script records what a dapp would see before any test code runs.
const PAGE_SCRIPT = `window.__seen = { keplrAtLoad: typeof window.keplr, events: 0 };
window.addEventListener('keplr_keystorechange', () => { window.__seen.events += 1 });`

beforeAll(async () => {
  // The same entry tsup builds into dist/cosmos-wallet.iife.js, bundled from source so no build is needed.
  walletBundle = await bundleFromSource(new URL('../browserEntry.ts', import.meta.url), 'iife')
  server = await serveDappPage({ script: PAGE_SCRIPT, load: 'classic', strictCsp: true })
  browser = await launchChromium()
}, 60_000)

afterAll(async () => {
  await browser?.close()
  server?.close()
})

type Keplr = {
  version: string
  mode: string
  enable(chainIds: string | string[]): Promise<void>
  getKey(chainId: string): Promise<{ bech32Address: string; pubKey: Uint8Array; address: Uint8Array; algo: string }>
  signArbitrary(chainId: string, signer: string, data: string): Promise<{ pub_key: { type: string; value: string }; signature: string }>
  verifyArbitrary(chainId: string, signer: string, data: string, signature: unknown): Promise<boolean>
  experimentalSuggestChain(chainInfo: unknown): Promise<void>
}
type DappWindow = { keplr?: Keplr; leap?: Keplr; __seen: { keplrAtLoad: string; events: number }; __outcome?: Promise<unknown> }

describe('the test Cosmos wallet injected into Chromium', () => {
  it('window.keplr: enable, getKey, signArbitrary; a suggested chain waits for the test; keystorechange; reload stays enabled', async () => {
    const { page, errors } = await openPage(browser)
    const wallet = await installTestCosmosWallet(page, { chains: [COSMOS_TEST], mnemonics: [defaultTestCosmosMnemonic(0), defaultTestCosmosMnemonic(1)], bundle: walletBundle })
    await page.goto(`${server.origin}/`)

    const text = 'Sign in to latch.test'
    const seen = await page.evaluate(
      async ({ chainId, data }) => {
        const w = window as unknown as DappWindow
        const keplr = w.keplr as Keplr
        await keplr.enable(chainId)
        const key = await keplr.getKey(chainId)
        const signature = await keplr.signArbitrary(chainId, key.bech32Address, data)
        return {
          atLoad: w.__seen.keplrAtLoad,
          version: keplr.version,
          mode: keplr.mode,
          key: { bech32Address: key.bech32Address, algo: key.algo, pubKey: Array.from(key.pubKey), address: key.address.length },
          signature,
          verified: await keplr.verifyArbitrary(chainId, key.bech32Address, data, signature),
        }
      },
      { chainId: COSMOS_TEST.chainId, data: text },
    )
    const [expected] = await (await DirectSecp256k1HdWallet.fromMnemonic(defaultTestCosmosMnemonic(0))).getAccounts()
    expect(seen).toMatchObject({ atLoad: 'object', mode: 'extension', verified: true, key: { bech32Address: expected?.address, algo: 'secp256k1', address: 20 } })
    expect(seen.key.pubKey).toEqual(Array.from(expected?.pubkey ?? []))
    expect(verifyArbitrarySignature(seen.key.bech32Address, text, seen.signature)).toBe(true)
    expect(verifyArbitrarySignature(seen.key.bech32Address, `${text}.`, seen.signature)).toBe(false)
    expect(await wallet.address(COSMOS_TEST.chainId)).toBe(expected?.address)

    // Manual mode: the page's suggestion waits until the test approves it; then the chain can be enabled.
    const juno = testChainInfo('juno-test-1', 'juno', 'ujuno')
    await wallet.setMode('manual')
    await page.evaluate((info) => {
      const w = window as unknown as DappWindow
      w.__outcome = (w.keplr as Keplr).experimentalSuggestChain(info).then(() => 'added')
    }, juno)
    const pending = await wallet.waitForPending('suggestChain')
    expect(pending).toMatchObject({ chainId: juno.chainId, detail: juno.chainName })
    expect(await wallet.approve(pending.id)).toBe(true)
    expect(await page.evaluate(() => (window as unknown as DappWindow).__outcome)).toBe('added')
    await page.evaluate((chainId) => {
      const w = window as unknown as DappWindow
      w.__outcome = (w.keplr as Keplr).enable(chainId).then(
        () => 'enabled',
        (e: Error) => e.message,
      )
    }, juno.chainId)
    expect(await wallet.reject((await wallet.waitForPending('enable')).id)).toBe(true)
    expect(await page.evaluate(() => (window as unknown as DappWindow).__outcome)).toBe('Request rejected')

    await wallet.switchAccount(1)
    expect(await page.evaluate(() => (window as unknown as DappWindow).__seen.events)).toBe(1)
    expect(await wallet.address(COSMOS_TEST.chainId)).not.toBe(expected?.address)

    // Reload: the chain stays enabled and the suggested chain known (localStorage), so enabling asks nothing.
    await page.reload()
    expect(await wallet.enabledChains()).toEqual([COSMOS_TEST.chainId])
    expect((await wallet.knownChains()).map((c) => c.chainId)).toEqual([COSMOS_TEST.chainId, juno.chainId])
    await page.evaluate((chainId) => (window as unknown as DappWindow).keplr?.enable(chainId), COSMOS_TEST.chainId)
    expect((await wallet.requests()).map((r) => r.method)).toEqual(['silentEnable'])
    expect(errors).toEqual([])
    await page.close()
  }, 60_000)

  it('as Leap, injected late: window.leap appears after the page loaded', async () => {
    const page = await browser.newPage()
    await installTestCosmosWallet(page, { chains: [COSMOS_TEST], global: 'leap', injectAfterMs: 300, bundle: walletBundle })
    await page.goto(`${server.origin}/`)
    expect(await page.evaluate(() => typeof (window as unknown as DappWindow).leap)).toBe('undefined')
    await page.waitForFunction(() => (window as unknown as DappWindow).leap !== undefined)
    expect(await page.evaluate(() => ({ keplr: typeof (window as unknown as DappWindow).keplr, mode: (window as unknown as DappWindow).leap?.mode }))).toEqual({ keplr: 'undefined', mode: 'extension' })
    await page.close()
  }, 30_000)
})
