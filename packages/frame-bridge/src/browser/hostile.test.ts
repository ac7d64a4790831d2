/**
 * The protocol in a real browser (Debian's Chromium), across real origins: an app page, the frame on
 * another origin, and an attacker page on a third. Forged messages from another origin, and 10,000 random
 * or malformed ones from the frame itself, never crash the app and never settle its open request.
 */
import { createServer, type Server } from 'node:http'
import { build } from 'esbuild'
import { type Browser, chromium, type Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

let browser: Browser
const servers: Server[] = []
const origins: Record<'app' | 'frame' | 'attacker', string> = { app: '', frame: '', attacker: '' }

async function bundle(entry: string): Promise<string> {
  const result = await build({ entryPoints: [new URL(entry, import.meta.url).pathname], bundle: true, format: 'esm', write: false, target: 'es2022', logLevel: 'error' })
  return result.outputFiles[0]?.text ?? ''
}

/** One origin serving one page (a module script, no inline code) on 127.0.0.1. */
async function servePage(script: string): Promise<string> {
  const server = createServer((req, res) => {
    if (req.url?.startsWith('/page.js')) {
      res.writeHead(200, { 'content-type': 'text/javascript' }).end(script)
      return
    }
    res.writeHead(200, { 'content-type': 'text/html', 'content-security-policy': "default-src 'self'; script-src 'self'; frame-src http://127.0.0.1:*" })
    res.end('<!doctype html><meta charset="utf-8"><title>t</title><script type="module" src="/page.js"></script>')
  })
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
}

beforeAll(async () => {
  const [app, frame, attacker] = await Promise.all([bundle('./appPage.ts'), bundle('./framePage.ts'), bundle('./attackerPage.ts')])
  origins.app = await servePage(app)
  origins.frame = await servePage(frame)
  origins.attacker = await servePage(attacker)
  browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'] })
}, 60_000)

afterAll(async () => {
  await browser?.close()
  for (const s of servers) s.close()
})

async function appPage(mode: string, extra = ''): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.newPage()
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  const frameUrl = `${origins.frame}/?mode=${mode}&parent=${encodeURIComponent(origins.app)}`
  await page.goto(`${origins.app}/?frame=${encodeURIComponent(frameUrl)}${extra}`)
  await page.waitForFunction(() => 'window' in globalThis && '__client' in window)
  return { page, errors }
}

/** Starts a GET_USER the frame never answers; resolves with its request id as the frame saw it. */
async function openRequest(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { __client: { ready(): Promise<unknown>; request(n: string, p: unknown): Promise<unknown> }; __results: string[] }
    return w.__client.ready().then(() => {
      w.__client.request('GET_USER', {}).then(
        (r) => w.__results.push(`resolved ${JSON.stringify(r)}`),
        (e: Error) => w.__results.push(`rejected ${e.message}`),
      )
    })
  })
}

describe('frame-bridge in Chromium', () => {
  it('a page on another origin posting forged FRAME_ messages (even with the right request id) changes nothing', async () => {
    const { page, errors } = await appPage('host')
    await openRequest(page)
    // The attacker opens the app (so it holds its window) and fires 4,000 forgeries, aimed with a leaked id.
    const attacker = await browser.newPage()
    await attacker.goto(`${origins.attacker}/`)
    await attacker.waitForFunction(() => '__attack' in window)
    const popupPromise = attacker.waitForEvent('popup')
    await attacker.evaluate((url) => {
      ;(window as unknown as { __target: Window | null }).__target = window.open(url)
    }, `${origins.app}/?frame=${encodeURIComponent(`${origins.frame}/?mode=host&parent=${encodeURIComponent(origins.app)}`)}`)
    const victim = await popupPromise
    await victim.waitForFunction(() => '__client' in window)
    await openRequest(victim)
    await victim.waitForFunction(() => '__lastId' in window)
    const leakedId = await victim.evaluate(() => (window as unknown as { __lastId: string }).__lastId)
    expect(leakedId).toMatch(/^[0-9a-f-]{36}$/)
    const victimErrors: string[] = []
    victim.on('pageerror', (e) => victimErrors.push(e.message))
    await attacker.evaluate(
      ({ id, app }) => {
        const w = window as unknown as { __target: Window; __attack(t: Window, id: string, targetOrigin: string): void }
        w.__attack(w.__target, id, app)
      },
      { id: leakedId, app: origins.app },
    )
    await victim.waitForTimeout(500)
    expect(await victim.evaluate(() => (window as unknown as { __results: string[]; __tokens: string[] }).__results)).toEqual([])
    expect(await victim.evaluate(() => (window as unknown as { __tokens: string[] }).__tokens)).toEqual([])
    // The real frame still answers its own requests.
    expect(await victim.evaluate(() => (window as unknown as { __client: { request(n: string, p: unknown): Promise<unknown> } }).__client.request('GET_CHAIN_ID', {}))).toEqual({ chainId: 1 })
    expect([...errors, ...victimErrors]).toEqual([])
  }, 30_000)

  it('10,000 random or malformed messages from the frame itself never crash the app and never settle its request', async () => {
    const { page, errors } = await appPage('garbage')
    await openRequest(page)
    await page.waitForFunction(
      () =>
        new Promise((resolve) => {
          addEventListener('message', (e) => (e.data as { type?: string })?.type === 'LATCH_TEST_DONE' && resolve(true))
        }),
      undefined,
      { timeout: 20_000 },
    )
    await page.waitForTimeout(200)
    expect(await page.evaluate(() => (window as unknown as { __results: string[] }).__results)).toEqual([])
    expect(await page.evaluate(() => ({}) as Record<string, unknown>)).not.toHaveProperty('polluted')
    expect(errors).toEqual([])
  }, 30_000)

  it('a frame that never becomes ready: "Network Error - Could not load embedded wallet"', async () => {
    const { page } = await appPage('silent', '&readyTimeoutMs=800')
    const message = await page.evaluate(() =>
      (window as unknown as { __client: { ready(): Promise<unknown> } }).__client.ready().then(
        () => 'ready',
        (e: Error) => e.message,
      ),
    )
    expect(message).toBe('Network Error - Could not load embedded wallet')
  }, 15_000)
})
