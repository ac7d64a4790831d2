import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { ANVIL_KEYS } from '@latch/testing/evm-wallet'
import { installTestEvmWallet } from '@latch/testing/playwright'
import { startTestWalletConnectWallet } from '@latch/testing/walletconnect-wallet'
import { launchBrowser } from '../support/browser'
import { chainAt } from '../support/chain'
import { looksLikeShortOf, WALLET_TESTID } from '../support/flows'

// A phone: WalletConnect hands the pairing to the wallet's app by its link (no QR code the phone cannot scan), the
// link is exactly what the directory entry allows, hostile entries open nothing, and a wallet's in-app browser
// offers its own injected wallet first. Links are caught where the browser is asked to open them: the context's
// requests (popups show up there; the https ones are answered locally, so nothing leaves the machine), every
// navigation a frame requests (CDP), window.open calls, and dialogs (a javascript: link). An app scheme is where
// the phone's OS takes over: window.open hands it to the test instead of to headless Chromium, whose external
// protocol prompt can never be answered and leaves the page deaf to input from then on.

const PHONES = [
  {
    name: 'iOS Safari',
    userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    viewport: { width: 390, height: 844 },
  },
  {
    name: 'Android Chrome',
    userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.6478.122 Mobile Safari/537.36',
    viewport: { width: 412, height: 915 },
  },
] as const
type Phone = (typeof PHONES)[number]

/**
 * The ten most used wallets, as the local directory (apps/demo/stack/directory/realWallets.mjs) lists them, and
 * the link each must get for a pairing URI encoded once (`e`). The universal link wins where the entry has one
 * (deepLinks.ts); Coinbase Wallet and Phantom publish no WalletConnect app link in the explorer, so nothing opens.
 */
const WALLETS: { name: string; id: string; link?: (e: string) => string }[] = [
  { name: 'MetaMask', id: 'c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96', link: (e) => `metamask://wc?uri=${e}` },
  { name: 'Trust Wallet', id: '4622a2b2d6af1c9844944291e5e7351a6aa24cd7b23099efac1b2fd875da31a0', link: (e) => `trust://wc?uri=${e}` },
  { name: 'Coinbase Wallet', id: 'fd20dc426fb37566d803205b19bbc1d4096b248ac04548e3cfb6b3a38bd033aa' },
  {
    name: 'OKX Wallet',
    id: '971e689d0a5be527bac79629b4ee9b925e82208e5168b733496a09c0faed0709',
    link: (e) => `https://www.okx.com/download?appendQuery=true&deeplink=okx://web3/wallet/walletConnect/wc?uri=${e}`,
  },
  { name: 'Rainbow', id: '1ae92b26df02f0abca6304df07debccd18262fdf5fe82daa81593582dac9a369', link: (e) => `https://rnbwapp.com/wc?uri=${e}` },
  { name: 'Uniswap Wallet', id: 'c03dfee351b6fcc421b4494ea33b9d4b92a984f87aa76d1663bb28705e95034a', link: (e) => `https://uniswap.org/app/wc?uri=${e}` },
  { name: 'Phantom', id: 'a797aa35c0fadbfc1a53e7f675162ed5226968b44a19ee3d24385c64d1d3c393' },
  { name: 'Ledger Live', id: '19177a98252e07ddfc9af2083ba8e07ef627cb6103467ffebb3f8f4205fd7927', link: (e) => `ledgerlive://wc?uri=${e}` },
  { name: 'Zerion', id: 'ecc4036f814562b41a5268adc86270fba1365471402006302e70169465b7ac18', link: (e) => `https://wallet.zerion.io/wc/wc?uri=${e}` },
  { name: 'Binance Wallet', id: '8a0ee50d1f22f6651afcae7eb4253e52a3310b90af5daef78a8c4929a9bb99d4', link: (e) => `bnc://app.binance.com/cedefi/wc?uri=${e}` },
]

const LOOPBACK = ['127.0.0.1', 'localhost', '[::1]']
const isLoopback = (raw: string) => {
  try {
    return LOOPBACK.includes(new URL(raw).hostname)
  } catch {
    return false
  }
}

interface PhoneSession {
  context: BrowserContext
  page: Page
  /** Everything the browser was asked to open that is not the local stack: requests, navigations, window.open. */
  asked: string[]
  dialogs: string[]
  errors: string[]
}

let browser: Browser | undefined
const sessions: PhoneSession[] = []
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  for (const s of sessions) await s.context.close()
  await browser?.close()
})

async function openPhone(phone: Phone, { injectedWallet = false } = {}): Promise<PhoneSession> {
  if (!browser) throw new Error('no browser')
  const context = await browser.newContext({ userAgent: phone.userAgent, viewport: phone.viewport, isMobile: true, hasTouch: true })
  const page = await context.newPage()
  const s: PhoneSession = { context, page, asked: [], dialogs: [], errors: [] }
  sessions.push(s)
  const ask = (url: string) => {
    if (!isLoopback(url) && !url.startsWith('about:') && !s.asked.includes(url)) s.asked.push(url)
  }
  // A wallet's https link must never reach the internet: answered here, and recorded as asked for.
  await context.route(
    (url) => !LOOPBACK.includes(url.hostname),
    (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>wallet</title>' }),
  )
  context.on('request', (r) => ask(r.url()))
  context.on('page', (p) => ask(p.url()))
  const cdp = await context.newCDPSession(page)
  await cdp.send('Page.enable')
  cdp.on('Page.frameRequestedNavigation', (e: { url: string }) => ask(e.url))
  page.on('dialog', (d) => {
    s.dialogs.push(d.message())
    void d.dismiss()
  })
  page.on('pageerror', (e) => s.errors.push(`pageerror: ${e.message}`))
  page.on('console', (m) => {
    if (m.type() === 'error') s.errors.push(`console: ${m.text()}`)
  })
  await context.exposeBinding('__latchAppLink', (_source, url: string) => ask(url))
  await page.addInitScript(() => {
    const open = window.open.bind(window)
    const w = window as unknown as { __opened: string[]; __latchAppLink(url: string): void }
    w.__opened = []
    window.open = (url?: string | URL, ...rest: [string?, string?]) => {
      w.__opened.push(String(url))
      if (/^https?:/i.test(String(url))) return open(url, ...rest)
      w.__latchAppLink(String(url))
      return null
    }
  })
  if (injectedWallet) {
    const first = chainAt(0)
    await installTestEvmWallet(page, { privateKeys: [ANVIL_KEYS[6] as string], chainId: first.chainId, rpcUrl: first.url, chains: [] })
  }
  await page.goto(inject('demoUrl'))
  return s
}

/** The instance's current pairing URI, read where React keeps the modal's client (as support/dappProvider does). */
function pairingUri(page: Page): Promise<string | undefined> {
  return page.evaluate(() => {
    const container = document.querySelector('[data-latch-modal-root]')
    const key = container && Object.keys(container).find((k) => k.startsWith('__reactContainer$'))
    type Client = { getSnapshot(): { walletConnect: { status: string; uri?: string } } }
    const fiber = key ? (Reflect.get(container, key) as { child?: { memoizedProps?: { client?: Client } } }) : undefined
    const wc = fiber?.child?.memoizedProps?.client?.getSnapshot().walletConnect
    return wc?.status === 'pairing' ? wc.uri : undefined
  })
}

/** The live pairing URI, once there is one (other than `not`, when the one before is to be replaced). */
async function waitForPairing(page: Page, { not }: { not?: string } = {}): Promise<string> {
  const deadline = Date.now() + 10_000
  while (Date.now() < deadline) {
    const uri = await pairingUri(page)
    if (uri && uri !== not) return uri
    await page.waitForTimeout(50)
  }
  throw new Error(`no${not ? ' new' : ''} pairing URI within 10 s`)
}

const opened = (page: Page) => page.evaluate(() => (window as unknown as { __opened: string[] }).__opened)

/** Connect → WalletConnect (on a phone: the wallet list, never a QR code) → a live pairing. */
async function toWalletList(page: Page): Promise<string> {
  await page.getByTestId('latch-connect-button').click()
  await page.getByTestId('latch-wallet-walletConnect').click()
  await page.getByTestId('latch-wallet-search').waitFor()
  expect(await page.getByTestId('latch-qr').count()).toBe(0)
  expect(await page.getByText('Scan this QR code with your phone').count()).toBe(0)
  return waitForPairing(page)
}

async function pick(page: Page, search: string, id: string): Promise<void> {
  await page.getByTestId('latch-wallet-search').fill(search)
  await page.getByTestId(`latch-directory-wallet-${id}`).click()
}

async function waitForAsked(s: PhoneSession, count: number): Promise<void> {
  const deadline = Date.now() + 5_000
  while (s.asked.length < count && Date.now() < deadline) await s.page.waitForTimeout(25)
}

describe.each(PHONES)('on $name', (phone) => {
  it('each of the ten most used wallets is opened by exactly its link, the pairing URI encoded once; no QR code', async () => {
    for (const wallet of WALLETS) {
      const s = await openPhone(phone)
      const uri = await toWalletList(s.page)
      expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
      await pick(s.page, wallet.name, wallet.id)
      if (wallet.link) {
        const expected = wallet.link(encodeURIComponent(uri))
        await waitForAsked(s, 1)
        expect(s.asked, wallet.name).toEqual([expected])
        // Encoded once: one decoding gives the URI back, and the link holds no %25 (an encoded percent sign).
        expect(decodeURIComponent(expected.slice(expected.lastIndexOf('uri=') + 4))).toBe(uri)
        expect(expected).not.toContain('%25')
        await s.page.getByText(`Continue in ${wallet.name}`).waitFor()
        expect(await s.page.getByTestId('latch-qr').count()).toBe(0)
      } else {
        await s.page.getByText(`${wallet.name} can’t be opened from this phone.`).waitFor()
        await s.page.waitForTimeout(200)
        expect(s.asked, wallet.name).toEqual([])
        expect(await opened(s.page)).toEqual([])
        expect(await s.page.getByTestId('latch-wc-retry').count()).toBe(0)
      }
      expect(s.dialogs).toEqual([])
      expect(s.errors).toEqual([])
      await s.context.close()
      sessions.splice(sessions.indexOf(s), 1)
    }
  }, 240_000)

  it('a hostile entry’s javascript:, data:, intent:, ms-msdt: and vbscript: links are never opened', async () => {
    const s = await openPhone(phone)
    await toWalletList(s.page)
    for (const n of [1, 2, 3]) {
      await pick(s.page, 'hostile', `test-hostile-${n}`)
      await s.page.getByText(`Test Wallet (hostile links) ${n} can’t be opened from this phone.`).waitFor()
      // Its web app link (data:, a user@host disguise, vbscript:) is not offered either.
      expect(await s.page.getByTestId('latch-wc-open-webapp').count()).toBe(0)
      await s.page.getByTestId('latch-modal-back').click()
    }
    await s.page.waitForTimeout(200)
    expect(s.asked).toEqual([])
    expect(await opened(s.page)).toEqual([])
    expect(s.dialogs).toEqual([])
    expect(s.errors).toEqual([])
  }, 90_000)

  it('back from the wallet’s app, the modal closed and opened again leads to the list, and the wallet opens again', async () => {
    const s = await openPhone(phone)
    const uri = await toWalletList(s.page)
    await pick(s.page, 'MetaMask', WALLETS[0]?.id ?? '')
    const link = `metamask://wc?uri=${encodeURIComponent(uri)}`
    await s.page.getByText('Continue in MetaMask').waitFor()
    await s.page.keyboard.press('Escape')
    await s.page.getByRole('dialog').waitFor({ state: 'detached' })
    // Spec §4: iOS Safari reuses the unexpired pairing; elsewhere a new one is made (the list may show a frame before
    // it replaces the old one, so the test waits for it).
    const reused = phone.name === 'iOS Safari'
    await toWalletList(s.page)
    const again = await waitForPairing(s.page, reused ? {} : { not: uri })
    if (reused) expect(again).toBe(uri)
    else expect(again).not.toBe(uri)
    // Stays so: no second pairing replaces it.
    await s.page.waitForTimeout(300)
    expect(await pairingUri(s.page)).toBe(again)
    await pick(s.page, 'MetaMask', WALLETS[0]?.id ?? '')
    await s.page.getByText('Continue in MetaMask').waitFor()
    expect(await opened(s.page)).toEqual([link, `metamask://wc?uri=${encodeURIComponent(again)}`])
    expect(s.errors).toEqual([])
  })

  it('inside a wallet’s in-app browser its injected wallet is offered first', async () => {
    const s = await openPhone(phone, { injectedWallet: true })
    await s.page.getByTestId('latch-connect-button').click()
    const rows = s.page.locator('[data-testid^="latch-wallet-"]:not([data-testid="latch-wallet-search"])')
    await s.page.getByTestId(WALLET_TESTID).waitFor()
    const ids = await rows.evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')))
    expect(ids[0]).toBe(WALLET_TESTID)
    expect(ids.indexOf('latch-wallet-walletConnect')).toBeGreaterThan(0)
    expect(s.errors).toEqual([])
  })
})

it('on Android Chrome: "Try again" re-opens the same link, and the wallet that takes the URI from the link connects', async () => {
  const [first] = [chainAt(0)]
  const wallet = await startTestWalletConnectWallet({ relayUrl: inject('relayUrl'), privateKey: ANVIL_KEYS[5] as string, chains: [first] })
  try {
    const s = await openPhone(PHONES[1])
    const uri = await toWalletList(s.page)
    await pick(s.page, 'Rainbow', WALLETS[4]?.id ?? '')
    const link = `https://rnbwapp.com/wc?uri=${encodeURIComponent(uri)}`
    await waitForAsked(s, 1)
    await s.page.getByRole('button', { name: 'Try again' }).click()
    await s.page.waitForTimeout(300)
    expect(await opened(s.page)).toEqual([link, link])
    // The wallet app gets the URI from the link it was opened with.
    await wallet.pair(decodeURIComponent(new URL(link).searchParams.get('uri') ?? ''))
    await s.page.getByTestId('latch-account-button').waitFor()
    expect(looksLikeShortOf((await s.page.getByTestId('latch-account-button').textContent()) ?? '', wallet.address)).toBe(true)
    expect(s.errors).toEqual([])
  } finally {
    await wallet.stop()
  }
})

it('on iOS Safari the pairing handed to the wallet is reused when the user comes back, also after a reload of the page, and the wallet connects on it', async () => {
  const wallet = await startTestWalletConnectWallet({ relayUrl: inject('relayUrl'), privateKey: ANVIL_KEYS[4] as string, chains: [chainAt(0)] })
  try {
    const s = await openPhone(PHONES[0])
    const uri = await toWalletList(s.page)
    await pick(s.page, 'MetaMask', WALLETS[0]?.id ?? '')
    await waitForAsked(s, 1)
    expect(s.asked).toEqual([`metamask://wc?uri=${encodeURIComponent(uri)}`])
    // Back in the list, the same pairing is offered again (spec §4: reused on iOS Safari).
    await s.page.getByTestId('latch-modal-back').click()
    await s.page.getByTestId('latch-wallet-search').waitFor()
    expect(await waitForPairing(s.page)).toBe(uri)
    // Safari may reload the page when the user comes back from the wallet: the reloaded page takes the pairing back.
    await s.page.reload()
    await s.page.getByTestId('latch-connect-button').click()
    expect(await waitForPairing(s.page)).toBe(uri)
    await s.page.getByTestId('latch-wallet-walletConnect').click()
    await pick(s.page, 'MetaMask', WALLETS[0]?.id ?? '')
    await s.page.getByText('Continue in MetaMask').waitFor()
    expect(await opened(s.page)).toEqual([`metamask://wc?uri=${encodeURIComponent(uri)}`])
    // The wallet app approves the proposal the page made before the reload; the reloaded page hears it.
    await wallet.pair(uri)
    await s.page.getByTestId('latch-account-button').waitFor()
    expect(looksLikeShortOf((await s.page.getByTestId('latch-account-button').textContent()) ?? '', wallet.address)).toBe(true)
    expect(s.errors).toEqual([])
  } finally {
    await wallet.stop()
  }
})
