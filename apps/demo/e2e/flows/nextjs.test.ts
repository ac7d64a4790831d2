import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, expect, inject, it } from 'vitest'
import { ANVIL_ADDRESSES } from '@latch/testing/evm-wallet'
import { launchBrowser } from '../support/browser'
import { chainAt } from '../support/chain'
import { type DemoSession, openDemo } from '../support/demoSession'
import { connectWallet, expectCleanSession } from '../support/flows'
import { buildNextApp, type NextApp, startNextApp } from '../support/nextApp'

// The Next.js example (apps/nextjs), built for the e2e chain and served by `next start`: the button and the account
// state render on the server, and a connection comes back from the cookie without a hydration mismatch.
const address = ANVIL_ADDRESSES[2]
/** The headless wallet's connector: EIP-6963 announced, keyed by its rdns. */
const CONNECTOR_ID = 'headless-web3-provider'
let browser: Browser
let app: NextApp | undefined
const sessions: DemoSession[] = []

beforeAll(async () => {
  const first = inject('chains')[0]
  if (!first) throw new Error('no chain in the e2e stack')
  const ms = await buildNextApp(first)
  console.log(`e2e: Next.js example built in ${ms} ms`)
  app = await startNextApp()
  console.log(`e2e: next start pid ${app.pid} on ${app.url}`)
  browser = await launchBrowser()
}, 300_000)
afterAll(async () => {
  for (const s of sessions) await s.close()
  await browser?.close()
  await app?.stop()
})

/** What React logs when the client's first render differs from the server's HTML (in production: minified codes). */
const HYDRATION = /hydrat|did not match|Minified React error #(418|419|421|422|423|425)\b/i
const serverHtml = async (cookie?: string) => (await fetch(app?.url ?? '', cookie ? { headers: { cookie } } : {})).text()
const mainOf = (html: string) => /<main>[\s\S]*<\/main>/.exec(html)?.[0]

it('renders the button on the server, connects, and after a reload the server renders the connection and hydrates it as it is', async () => {
  const url = app?.url ?? ''
  const anonymous = await serverHtml()
  expect(anonymous).toContain('data-testid="latch-connect-button"')
  expect(anonymous).toContain('Not connected')

  const session = await openDemo(browser, { account: 2, url })
  sessions.push(session)
  const { page, context } = session
  await connectWallet(session)
  await page.getByTestId('account-status').filter({ hasText: /^Connected: 0x/ }).waitFor()
  expect((await page.getByTestId('account-status').textContent())?.toLowerCase()).toBe(`connected: ${address.toLowerCase()}`)

  // What the browser now sends with every request: the connection's keys, and nothing else of Latch's.
  const cookies = await context.cookies(url)
  expect(cookies.map((c) => c.name).sort()).toEqual(['latch.activeCaipNetworkId.eip155', 'latch.address.eip155', 'latch.connectedNamespaces', 'latch.connectionStatus.eip155', 'latch.connectorId.eip155', 'latch.lastUsedChain'])
  expect(cookies.every((c) => c.sameSite === 'Lax' && c.path === '/' && !c.httpOnly)).toBe(true)
  expect(cookies.find((c) => c.name === 'latch.connectorId.eip155')?.value).toBe(CONNECTOR_ID)
  const restored = await serverHtml(cookies.map((c) => `${c.name}=${c.value}`).join('; '))
  expect(restored.toLowerCase()).toContain(`connected: ${address.toLowerCase()}`)
  expect(restored).toContain('data-testid="latch-account-button"')

  const callsBeforeReload = session.walletCalls.length
  const response = await page.reload()
  const reloaded = (await response?.text()) ?? ''
  expect(reloaded.toLowerCase()).toContain(`connected: ${address.toLowerCase()}`)
  // The silent reconnect (eth_accounts, never a prompt) confirms what the server showed.
  await expect.poll(() => session.walletCalls.slice(callsBeforeReload)).toContain('eth_accounts')
  expect(session.walletCalls.slice(callsBeforeReload)).not.toContain('eth_requestAccounts')
  await page.waitForTimeout(500)
  // Hydrated and reconnected, the page is still exactly what the server sent: the client rendered what it rendered.
  expect(await page.locator('main').evaluate((m) => m.outerHTML)).toBe(mainOf(reloaded))
  expect(session.errors.filter((e) => HYDRATION.test(e))).toEqual([])
  expectCleanSession(session)
})

it('shows the stored connection from the cookie, then disconnected once it finds the wallet gone, without a hydration mismatch', async () => {
  const url = app?.url ?? ''
  const context = await browser.newContext()
  const page = await context.newPage()
  const errors: string[] = []
  page.on('console', (m) => void (m.type() === 'error' && errors.push(m.text())))
  page.on('pageerror', (e) => errors.push(e.message))
  const { caipNetworkId } = chainAt(0)
  const stored = { connectedNamespaces: 'eip155', 'connectionStatus.eip155': 'connected', 'address.eip155': address, 'connectorId.eip155': CONNECTOR_ID, 'activeCaipNetworkId.eip155': caipNetworkId }
  await context.addCookies(Object.entries(stored).map(([name, value]) => ({ name: `latch.${name}`, value: encodeURIComponent(value), url, sameSite: 'Lax' as const })))
  try {
    // No wallet in this browser: the extension was removed since the connection was stored.
    const response = await page.goto(url)
    expect(((await response?.text()) ?? '').toLowerCase()).toContain(`connected: ${address.toLowerCase()}`)
    await page.getByTestId('account-status').filter({ hasText: 'Not connected' }).waitFor()
    await page.getByTestId('latch-connect-button').waitFor()
    await expect.poll(async () => (await context.cookies(url)).map((c) => c.name)).not.toContain('latch.connectorId.eip155')
    expect(errors.filter((e) => HYDRATION.test(e))).toEqual([])
  } finally {
    await context.close()
  }
})
