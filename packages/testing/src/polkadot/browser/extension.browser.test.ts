/**
 * The injected bundle in a real browser (Debian's Chromium): the page sees `injectedWeb3['latch-test']` before its
 * own scripts run, enables it, reads accounts and signs; the Playwright handle approves, rejects and revokes.
 */
import { existsSync } from 'node:fs'
import { TypeRegistry } from '@polkadot/types'
import { stringToU8a, u8aToHex } from '@polkadot/util'
import { cryptoWaitReady, signatureVerify } from '@polkadot/util-crypto'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchChromium } from '../../browser/chromium'
import { type DappServer, serveDappPage } from '../../browser/dappServer'
import { bundleFromSource } from '../../browser/sourceBundle'
import { installTestPolkadotExtension } from '../playwright'

const ALICE = '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY'
const BOB = '5GoNkf6WdbxCFnPdAnYYQyCjAKPJgLNxXwPjwTh6DGg6gN3E'

// A payload as @polkadot/api hands it to an extension (immortal era), and the bytes its signature covers.
const GENESIS = `0x${'cd'.repeat(32)}`
const PAYLOAD = {
  address: ALICE,
  blockHash: GENESIS,
  blockNumber: '0x00000000',
  era: '0x00',
  genesisHash: GENESIS,
  method: '0x0a0300d43593c715fdd31c61141abd04a99fd6822c8558854ccde39a5684e7a56da27d0b00a0724e1809',
  nonce: '0x00000002',
  signedExtensions: ['CheckSpecVersion', 'CheckTxVersion', 'CheckGenesis', 'CheckMortality', 'CheckNonce', 'CheckWeight', 'ChargeTransactionPayment'],
  specVersion: '0x00002710',
  tip: '0x00000000000000000000000000000000',
  transactionVersion: '0x00000001',
  version: 4,
}
function signingBytes(payload: typeof PAYLOAD): Uint8Array {
  const registry = new TypeRegistry()
  registry.setSignedExtensions(payload.signedExtensions)
  return registry.createType('ExtrinsicPayload', payload, { version: payload.version }).toU8a({ method: true })
}

let browser: Browser
let server: DappServer
let bundle = ''

type Injected = {
  accounts: { get(): Promise<{ address: string; type: string }[]>; subscribe(cb: (a: { address: string }[]) => void): () => void }
  signer: {
    signRaw(p: { address: string; data: string; type: 'bytes' }): Promise<{ signature: string }>
    signPayload(p: Record<string, unknown>): Promise<{ id: number; signature: string }>
  }
}
type PageWindow = { injectedWeb3: Record<string, { enable(origin: string): Promise<Injected>; version: string }>; __seenAtStart: string[]; __heard: string[][] }

beforeAll(async () => {
  await cryptoWaitReady()
  // The same entry tsup builds into dist/polkadot-wallet.iife.js, bundled from source so no build is needed.
  bundle = await bundleFromSource(new URL('../browserEntry.ts', import.meta.url), 'iife')
  // The page's first script records what was injected before it ran, as a dapp's discovery would see it.
  server = await serveDappPage({ script: 'window.__seenAtStart = Object.keys(window.injectedWeb3 || {})', load: 'inline' })
  browser = await launchChromium()
}, 60_000)

afterAll(async () => {
  await browser?.close()
  server?.close()
})

describe('installTestPolkadotExtension (Chromium)', () => {
  it('is injected before the page runs, enables once, and signs what signatureVerify accepts', async () => {
    const page = await browser.newPage()
    const extension = await installTestPolkadotExtension(page, { bundle, version: '1.2.3' })
    await page.goto(server.origin)
    expect(await page.evaluate(() => (window as unknown as PageWindow).__seenAtStart)).toEqual(['latch-test'])
    const data = u8aToHex(stringToU8a('hello from the page'))
    const result = await page.evaluate(
      async ([d, alice]) => {
        const provider = (window as unknown as PageWindow).injectedWeb3['latch-test']!
        const injected = await provider.enable('Browser Dapp')
        await provider.enable('Browser Dapp')
        const accounts = await injected.accounts.get()
        const { signature } = await injected.signer.signRaw({ address: alice, data: d, type: 'bytes' })
        return { version: provider.version, accounts: accounts.map((a) => [a.address, a.type]), signature }
      },
      [data, ALICE] as const,
    )
    expect(result.version).toBe('1.2.3')
    expect(result.accounts).toEqual([
      [ALICE, 'sr25519'],
      [BOB, 'ed25519'],
    ])
    expect(signatureVerify(stringToU8a('hello from the page'), result.signature, ALICE).isValid).toBe(true)
    expect((await extension.requests()).map((r) => r.method)).toEqual(['enable', 'silentEnable', 'signRaw'])
    expect(await extension.prompts()).toBe(2)
    expect(await extension.isAuthorized('Browser Dapp')).toBe(true)
    await page.close()
  })

  it('holds requests for the test to approve or reject, and changes and revokes accounts', async () => {
    const page = await browser.newPage()
    const extension = await installTestPolkadotExtension(page, { bundle, mode: 'manual' })
    await page.goto(server.origin)
    const enabling = page.evaluate(async () => {
      const w = window as unknown as PageWindow & { __injected?: Injected }
      w.__injected = await w.injectedWeb3['latch-test']!.enable('Browser Dapp')
      w.__heard = []
      w.__injected.accounts.subscribe((accounts) => w.__heard.push(accounts.map((a) => a.address)))
    })
    expect((await extension.waitForPending('enable')).origin).toBe('Browser Dapp')
    expect(await extension.approve()).toBe(true)
    await enabling
    // Waiting starts before the request exists: it resolves with the request once the dapp asks, not before.
    const waiting = extension.waitForPending('signRaw')
    await page.waitForTimeout(300)
    const signing = page.evaluate(
      (alice) =>
        (window as unknown as { __injected: Injected }).__injected.signer.signRaw({ address: alice, data: '0x01', type: 'bytes' }).then(
          () => 'signed',
          (e: Error & { code?: number }) => `${e.message} ${e.code}`,
        ),
      ALICE,
    )
    expect(await waiting).toMatchObject({ method: 'signRaw', address: ALICE, detail: '0x01', status: 'pending' })
    expect(await extension.reject()).toBe(true)
    expect(await signing).toBe('Cancelled 4001')
    await extension.setAccounts([BOB])
    await extension.revoke()
    await expect.poll(() => page.evaluate(() => (window as unknown as PageWindow).__heard)).toEqual([[ALICE, BOB], [BOB], []])
    expect(await extension.isAuthorized()).toBe(false)
    expect(await extension.addresses()).toEqual([ALICE, BOB])
    await page.close()
  })

  it('holds an extrinsic payload for the test, then signs it over its SCALE signing bytes', async () => {
    const page = await browser.newPage()
    const extension = await installTestPolkadotExtension(page, { bundle, mode: 'manual', authorizedOrigins: ['Browser Dapp'] })
    await page.goto(server.origin)
    const signing = page.evaluate(async (p) => {
      const injected = await (window as unknown as PageWindow).injectedWeb3['latch-test']!.enable('Browser Dapp')
      return injected.signer.signPayload(p)
    }, PAYLOAD)
    const pending = await extension.waitForPending('signPayload')
    expect(pending).toMatchObject({ method: 'signPayload', address: ALICE, detail: PAYLOAD.method, payload: PAYLOAD })
    expect(await extension.approve(pending.id)).toBe(true)
    const { signature } = await signing
    expect(signatureVerify(signingBytes(PAYLOAD), signature, ALICE).isValid).toBe(true)
    expect(await extension.prompts()).toBe(1)
    await page.close()
  })

  it('injects the prebuilt dist/polkadot-wallet.iife.js when given no bundle (minified, it still signs payloads)', async () => {
    expect(existsSync(new URL('../../../dist/polkadot-wallet.iife.js', import.meta.url)), 'build @latch/testing first (pnpm run build)').toBe(true)
    const page = await browser.newPage()
    const extension = await installTestPolkadotExtension(page, { key: 'prebuilt', accounts: [{ uri: '//Bob', type: 'ed25519' }] })
    await page.goto(server.origin)
    const { accounts, signature } = await page.evaluate(async (p) => {
      const injected = await (window as unknown as PageWindow).injectedWeb3.prebuilt!.enable('Browser Dapp')
      const { signature } = await injected.signer.signPayload(p)
      return { accounts: (await injected.accounts.get()).map((a) => a.address), signature }
    }, { ...PAYLOAD, address: BOB })
    expect(accounts).toEqual([BOB])
    expect(signatureVerify(signingBytes({ ...PAYLOAD, address: BOB }), signature, BOB).isValid).toBe(true)
    expect(await extension.prompts()).toBe(2)
    await page.close()
  })
})
