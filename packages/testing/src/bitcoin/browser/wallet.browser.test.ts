/**
 * The injected bundle in a real browser (Debian's Chromium), on a page whose CSP allows only its own scripts (no
 * WebAssembly, no eval): the WBIP004 provider in `btc_providers` and the Wallet Standard wallet give the same
 * accounts, a message signed in the page verifies with bip322-js, and the Playwright handle holds and rejects.
 */
import { Verifier } from 'bip322-js'
import { Psbt } from 'bitcoinjs-lib'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchChromium, openPage } from '../../browser/chromium'
import { type DappServer, serveDappPage } from '../../browser/dappServer'
import { bundleFromSource } from '../../browser/sourceBundle'
import { defaultTestBitcoinKeys, deriveAccount } from '../keys'
import { BITCOIN_NETWORKS } from '../networks'
import { installTestBitcoinWallet } from '../playwright'

let browser: Browser
let server: DappServer
let walletBundle = ''

beforeAll(async () => {
  // The same entry tsup builds into dist/bitcoin-wallet.iife.js, bundled from source so no build is needed.
  const [app, wallet] = await Promise.all([bundleFromSource(new URL('./appPage.ts', import.meta.url), 'esm'), bundleFromSource(new URL('../browserEntry.ts', import.meta.url), 'iife')])
  walletBundle = wallet
  server = await serveDappPage({ script: app, load: 'module', strictCsp: true })
  browser = await launchChromium()
}, 60_000)

afterAll(async () => {
  await browser?.close()
  server?.close()
})

type Feature = Record<string, (...a: unknown[]) => Promise<unknown>>
type AppWindow = {
  __app: { wallets: { get(): { name: string; accounts: { address: string }[]; features: Record<string, Feature> }[] } }
  btc_providers?: { id: string; name: string }[]
  __outcome?: Promise<unknown>
}
type Provider = { request(method: string, params: unknown): Promise<{ result?: unknown; error?: { code: number; message: string } }> }

describe('the test Bitcoin wallet injected into Chromium', () => {
  it('WBIP004 getAddresses and Wallet Standard connect agree; messages verify; the handle holds and rejects; reload stays authorised', async () => {
    const { page, errors } = await openPage(browser)
    const wallet = await installTestBitcoinWallet(page, { name: 'Latch BTC', bundle: walletBundle })
    await page.goto(`${server.origin}/`)
    await page.waitForFunction(() => '__app' in window)

    const both = await page.evaluate(async () => {
      const w = window as unknown as AppWindow
      const [entry] = w.btc_providers ?? []
      // sats-connect's getProviderById: the id is the provider's dotted path on window.
      const provider = entry?.id.split('.').reduce<unknown>((at, part) => (at as Record<string, unknown>)?.[part], window) as Provider
      const wbip = (await provider.request('getAddresses', { purposes: ['payment', 'ordinals'] })).result as { addresses: { address: string; publicKey: string }[] }
      const standard = w.__app.wallets.get().find((x) => 'bitcoin:connect' in x.features)
      const { accounts } = (await standard!.features['bitcoin:connect']!.connect!({ purposes: ['payment', 'ordinals'] })) as { accounts: { address: string; publicKey: Uint8Array }[] }
      const hex = (b: Uint8Array) => Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('')
      return { entry, wbip: wbip.addresses.map((a) => [a.address, a.publicKey]), standard: accounts.map((a) => [a.address, hex(a.publicKey)]), name: standard?.name }
    })
    expect(both.entry).toMatchObject({ id: 'LatchTestBitcoinProviders.BitcoinProvider', name: 'Latch BTC' })
    expect(both.name).toBe('Latch BTC')
    expect(both.standard).toEqual(both.wbip)
    const addresses = await wallet.addresses()
    expect(both.wbip.map(([address]) => address)).toEqual([addresses.payment, addresses.ordinals])

    const message = 'Sign in to latch.test'
    const signatures = await page.evaluate(async (text) => {
      const w = (window as unknown as AppWindow).__app.wallets.get()[0]!
      const out = (await w.features['bitcoin:signMessage']!.signMessage!(...w.accounts.map((account) => ({ account, message: new TextEncoder().encode(text) })))) as { signature: Uint8Array }[]
      return out.map((o) => btoa(String.fromCharCode(...o.signature)))
    }, message)
    expect(signatures.map((s, i) => Verifier.verifySignature([addresses.payment, addresses.ordinals][i] as string, message, s))).toEqual([true, true])

    // Manual mode: the page's signPsbt waits until the test rejects it; the page gets the WBIP004 refusal.
    const alice = deriveAccount(defaultTestBitcoinKeys(0), 'regtest')
    const psbt = new Psbt({ network: BITCOIN_NETWORKS.regtest.bitcoinjs })
    psbt.addInput({ hash: '11'.repeat(32), index: 0, witnessUtxo: { script: alice.payment.script, value: 10_000n } })
    psbt.addOutput({ address: alice.ordinals.address, value: 9_000n })
    await wallet.setMode('manual')
    await page.evaluate(
      ({ base64, address }) => {
        const provider = (window as unknown as { LatchTestBitcoinProviders: { BitcoinProvider: Provider } }).LatchTestBitcoinProviders.BitcoinProvider
        ;(window as unknown as AppWindow).__outcome = provider.request('signPsbt', { psbt: base64, signInputs: { [address]: [0] } })
      },
      { base64: psbt.toBase64(), address: alice.payment.address },
    )
    const pending = await wallet.waitForPending('signPsbt')
    expect(pending).toMatchObject({ via: 'wbip', inputs: [0], address: alice.payment.address })
    expect(await wallet.reject(pending.id)).toBe(true)
    expect(await page.evaluate(() => (window as unknown as AppWindow).__outcome)).toMatchObject({ jsonrpc: '2.0', error: { code: -32000 } })

    // Reload: the wallet remembers the authorisation (localStorage), so connecting again asks nothing.
    await page.reload()
    await page.waitForFunction(() => '__app' in window)
    expect(await wallet.isAuthorized()).toBe(true)
    const again = await page.evaluate(async () => {
      const w = (window as unknown as AppWindow).__app.wallets.get()[0]!
      return ((await w.features['bitcoin:connect']!.connect!({ purposes: ['payment'] })) as { accounts: { address: string }[] }).accounts.map((a) => a.address)
    })
    expect(again).toEqual([addresses.payment])
    expect((await wallet.requests()).map((r) => r.method)).toEqual(['silentConnect'])
    expect(errors).toEqual([])
    await page.close()
  }, 30_000)
})
