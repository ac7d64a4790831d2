/**
 * The injected bundle in a real browser (Debian's Chromium): an app page that only knows `@wallet-standard/app`
 * discovers the wallet, connects, signs (verified here with ed25519), sends a transfer to @latch/local-solana,
 * and the Playwright handle approves and rejects its requests.
 */
import { existsSync } from 'node:fs'
import { startLocalSolana, type StartLocalSolanaReturnType, testKeypair } from '@latch/local-solana'
import { Connection, Keypair, PublicKey } from '@solana/web3.js'
import type { Browser } from 'playwright-core'
import nacl from 'tweetnacl'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchChromium, openPage } from '../../browser/chromium'
import { type DappServer, serveDappPage } from '../../browser/dappServer'
import { bundleFromSource } from '../../browser/sourceBundle'
import { installTestSolanaWallet } from '../playwright'

let browser: Browser
let server: DappServer
let walletBundle = ''
let node: StartLocalSolanaReturnType

beforeAll(async () => {
  // The same entry tsup builds into dist/solana-wallet.iife.js, bundled from source so no build is needed.
  const [app, wallet] = await Promise.all([bundleFromSource(new URL('./appPage.ts', import.meta.url), 'esm'), bundleFromSource(new URL('../browserEntry.ts', import.meta.url), 'iife')])
  walletBundle = wallet
  server = await serveDappPage({ script: app, load: 'module' })
  node = await startLocalSolana({ port: 0, accounts: 1 })
  browser = await launchChromium()
}, 60_000)

afterAll(async () => {
  await browser?.close()
  server?.close()
  await node?.stop()
})

type AppWindow = {
  __app: {
    wallets: { get(): { name: string; accounts: { address: string }[]; features: Record<string, Record<string, (...a: unknown[]) => Promise<unknown>>> }[] }
    registered: string[]
    buildTransfer(rpcUrl: string, from: string, to: string, lamports: number): Promise<number[]>
  }
}

describe('the test wallet injected into Chromium', () => {
  it('getWallets() discovers it; connect, signMessage (ed25519-verified) and reject-on-command work through the handle', async () => {
    const { page, errors } = await openPage(browser)
    const payer = testKeypair(0)
    const wallet = await installTestSolanaWallet(page, { name: 'Latch Test', keypairs: [payer], rpcUrl: node.url, bundle: walletBundle })
    await page.goto(`${server.origin}/`)
    await page.waitForFunction(() => '__app' in window)

    const found = await page.evaluate(() =>
      (window as unknown as AppWindow).__app.wallets.get().map((w) => ({ name: w.name, features: Object.keys(w.features) })),
    )
    expect(found).toEqual([{ name: 'Latch Test', features: expect.arrayContaining(['standard:connect', 'solana:signMessage', 'solana:signAndSendTransaction']) }])

    const signed = await page.evaluate(async () => {
      const w = (window as unknown as AppWindow).__app.wallets.get()[0]!
      const { accounts } = (await w.features['standard:connect']!.connect!()) as { accounts: unknown[] }
      const [out] = (await w.features['solana:signMessage']!.signMessage!({ account: accounts[0], message: new TextEncoder().encode('hello from chromium') })) as { signature: Uint8Array }[]
      return Array.from(out!.signature)
    })
    expect(nacl.sign.detached.verify(new TextEncoder().encode('hello from chromium'), Uint8Array.from(signed), payer.publicKey.toBytes())).toBe(true)

    // Manual mode: the page's request waits until the test rejects it; the page sees the wallet-shaped error.
    await wallet.setMode('manual')
    await page.evaluate(() => {
      const w = (window as unknown as AppWindow).__app.wallets.get()[0]!
      const message = new TextEncoder().encode('please no')
      ;(window as unknown as { __outcome: Promise<string> }).__outcome = w.features['solana:signMessage']!.signMessage!({ account: w.accounts[0], message }).then(
        () => 'signed',
        (e: { name: string; code: number; message: string }) => `${e.name} ${e.code} ${e.message}`,
      )
    })
    const pending = await wallet.waitForPending('signMessage')
    expect(pending).toMatchObject({ detail: 'please no', address: payer.publicKey.toBase58() })
    expect(await wallet.reject(pending.id)).toBe(true)
    expect(await page.evaluate(() => (window as unknown as { __outcome: Promise<string> }).__outcome)).toBe('WalletSignMessageError 4001 User rejected the request.')
    expect((await wallet.requests()).map((r) => [r.method, r.status])).toEqual([
      ['connect', 'approved'],
      ['signMessage', 'approved'],
      ['signMessage', 'rejected'],
    ])

    // Reload: the wallet remembers the authorisation (localStorage), so a silent connect needs no prompt.
    await page.reload()
    await page.waitForFunction(() => '__app' in window)
    const silent = await page.evaluate(async () => {
      const w = (window as unknown as AppWindow).__app.wallets.get()[0]!
      return ((await w.features['standard:connect']!.connect!({ silent: true })) as { accounts: { address: string }[] }).accounts.map((a) => a.address)
    })
    expect(silent).toEqual([payer.publicKey.toBase58()])
    expect(errors).toEqual([])
    await page.close()
  }, 30_000)

  it('signAndSendTransaction from the page lands on the local chain: the receiver balance grows', async () => {
    const { page, errors } = await openPage(browser)
    const payer = testKeypair(0)
    const receiver = Keypair.generate().publicKey.toBase58()
    const wallet = await installTestSolanaWallet(page, { keypairs: [payer], rpcUrl: node.url, localChain: 'solana:latch-local', bundle: walletBundle })
    await page.goto(`${server.origin}/`)
    await page.waitForFunction(() => '__app' in window)
    await wallet.setMode('manual')
    const sending = page.evaluate(
      async ({ rpcUrl, to }) => {
        const app = (window as unknown as AppWindow).__app
        const w = app.wallets.get()[0]!
        const { accounts } = (await w.features['standard:connect']!.connect!()) as { accounts: { address: string }[] }
        const transaction = Uint8Array.from(await app.buildTransfer(rpcUrl, accounts[0]!.address, to, 7_000_000))
        const [out] = (await w.features['solana:signAndSendTransaction']!.signAndSendTransaction!({ account: accounts[0], transaction, chain: 'solana:latch-local' })) as { signature: Uint8Array }[]
        return out!.signature.length
      },
      { rpcUrl: node.url, to: receiver },
    )
    await wallet.waitForPending('connect')
    expect(await wallet.approve()).toBe(true)
    await wallet.waitForPending('signAndSendTransaction')
    expect(await wallet.approve()).toBe(true)
    expect(await sending).toBe(64)
    expect(await new Connection(node.url, 'confirmed').getBalance(new PublicKey(receiver))).toBe(7_000_000)
    expect(errors).toEqual([])
    await page.close()
  }, 30_000)

  it('a wallet registered after the app loaded is discovered too (register-wallet event)', async () => {
    const { page, errors } = await openPage(browser)
    await page.addInitScript({ content: walletBundle })
    await page.goto(`${server.origin}/`)
    await page.waitForFunction(() => '__app' in window)
    expect(await page.evaluate(() => (window as unknown as AppWindow).__app.wallets.get().length)).toBe(0)
    const secret = Array.from(Keypair.generate().secretKey)
    await page.evaluate((s) => {
      const kit = (window as unknown as { __latchTestKit: { registerTestSolanaWallet(o: unknown): unknown } }).__latchTestKit
      kit.registerTestSolanaWallet({ name: 'Late Wallet', secretKeys: [s] })
    }, secret)
    expect(await page.evaluate(() => (window as unknown as AppWindow).__app.registered)).toEqual(['Late Wallet'])
    expect(await page.evaluate(() => (window as unknown as AppWindow).__app.wallets.get().map((w) => w.name))).toEqual(['Late Wallet'])
    expect(errors).toEqual([])
    await page.close()
  }, 30_000)

  // What users get: dist/solana-wallet.iife.js, found by installTestSolanaWallet itself (`pnpm test` builds first).
  it('the prebuilt dist bundle, injected with no bundle option, is discovered and signs', async () => {
    expect(existsSync(new URL('../../../dist/solana-wallet.iife.js', import.meta.url)), 'build @latch/testing first (pnpm run build)').toBe(true)
    const { page, errors } = await openPage(browser)
    const keypair = Keypair.generate()
    await installTestSolanaWallet(page, { name: 'Prebuilt', keypairs: [keypair] })
    await page.goto(`${server.origin}/`)
    await page.waitForFunction(() => '__app' in window)
    const signature = await page.evaluate(async () => {
      const w = (window as unknown as AppWindow).__app.wallets.get().find((x) => x.name === 'Prebuilt')!
      const { accounts } = (await w.features['standard:connect']!.connect!()) as { accounts: unknown[] }
      const [out] = (await w.features['solana:signMessage']!.signMessage!({ account: accounts[0], message: new TextEncoder().encode('dist') })) as { signature: Uint8Array }[]
      return Array.from(out!.signature)
    })
    expect(nacl.sign.detached.verify(new TextEncoder().encode('dist'), Uint8Array.from(signature), keypair.publicKey.toBytes())).toBe(true)
    expect(errors).toEqual([])
    await page.close()
  }, 30_000)
})
