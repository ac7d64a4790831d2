import { fileFor } from './serve.mjs'
import { gzipSize } from './gzip.mjs'
import { installProbe } from './probe.js'
import { installWallets } from './wallet-init.js'

const isLocal = (url) => /^(127\.0\.0\.1|localhost|\[::1\])$/.test(new URL(url).hostname)
const isHttp = (url) => /^https?:$/.test(new URL(url).protocol)
const isJs = (request) => request.resourceType() === 'script' || /\.m?js(\?|$)/.test(new URL(request.url()).pathname)
const sleep = (ms) => new Promise((r) => setTimeout(r, ms))

/**
 * Quiet = no tracked request in flight or started for `quietMs`. Our own tracker, because Playwright's
 * 'networkidle' fires once per page and we need it again after the click.
 */
function networkTracker(page, track) {
  let inflight = 0
  let last = Date.now()
  const bump = (delta) => (request) => {
    if (!track(request.url())) return
    inflight += delta
    last = Date.now()
  }
  page.on('request', bump(1))
  page.on('requestfinished', bump(-1))
  page.on('requestfailed', bump(-1))
  return async (quietMs = 500, maxMs = 15_000) => {
    const end = Date.now() + maxMs
    while (Date.now() < end) {
      if (inflight <= 0 && Date.now() - last >= quietMs) return true
      await sleep(50)
    }
    return false
  }
}

async function waitForProbe(page, key, timeoutMs) {
  try {
    await page.waitForFunction((k) => window.__bench?.[k] != null, key, { timeout: timeoutMs, polling: 50 })
    return await page.evaluate((k) => window.__bench[k], key)
  } catch {
    return null
  }
}

/**
 * One fresh browser context, one load of one app. mode 'normal': outside requests fail (the browser given
 * resolves no outside host) and are counted; 'hang' (on a browser that does resolve): outside requests held forever, only "does the list open" is asked; 'search': 600 wallets announced
 * and one keystroke in the app's wallet search is timed; 'account': the wallet approves, and opening the
 * Account view from the account button is timed.
 */
export async function measureLoad(browser, app, server, mode = 'normal') {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  const outside = { count: 0, hosts: new Set() }
  const countOutside = (url) => {
    outside.count++
    outside.hosts.add(new URL(url).host)
  }
  if (mode === 'hang') {
    // Held open by route handlers that never settle, as a dead network or a stalled CDN would. Interception
    // slows every request a little, so only this yes/no run uses it.
    await context.route(
      (url) => isHttp(url.href) && !isLocal(url.href),
      (route) => countOutside(route.request().url()),
    )
    await context.routeWebSocket(
      (url) => !isLocal(url.href),
      (ws) => countOutside(ws.url()),
    )
  }
  await context.addInitScript(installWallets, { count: mode === 'search' ? 600 : 1, approve: mode === 'account' })
  await context.addInitScript(installProbe, { button: app.button, modal: app.modal, list: app.list })

  const page = await context.newPage()
  if (mode !== 'hang') {
    // The other runs need no interception: the browser resolves no outside host (see run.mjs), so an
    // outside request fails at once; here it is only counted.
    page.on('request', (r) => isHttp(r.url()) && !isLocal(r.url()) && countOutside(r.url()))
    page.on('websocket', (ws) => !isLocal(ws.url()) && countOutside(ws.url()))
  }
  const cdp = await context.newCDPSession(page)
  await cdp.send('Performance.enable')
  const errors = []
  page.on('pageerror', (e) => errors.push(e.message.slice(0, 200)))
  const jsSeen = new Set()
  page.on('request', (r) => {
    if (isJs(r) && isLocal(r.url())) jsSeen.add(r.url())
  })
  const quiet = networkTracker(page, (url) => mode !== 'hang' || !isHttp(url) || isLocal(url))
  const jsGzip = (urls) => [...urls].reduce((sum, url) => sum + gzipSize(fileFor(server.dir, new URL(url).pathname) ?? missing(url)), 0)

  const result = { app: app.id, mode, errors }
  try {
    await page.goto(server.url, { waitUntil: mode === 'hang' ? 'commit' : 'load', timeout: 30_000 })
    if (mode !== 'hang') {
      await quiet()
      // What the page itself needs (its entry and static imports): the scripts whose request started before the load
      // event, apart from what an app fetches ahead once the page is idle (Playwright learns of 'load' too late to tell).
      const toLoad = await page.evaluate(() => {
        const loadAt = performance.getEntriesByType('navigation')[0]?.loadEventStart ?? Number.POSITIVE_INFINITY
        return performance.getEntriesByType('resource').filter((e) => e.startTime < loadAt).map((e) => e.name)
      })
      result.jsToLoadGzip = jsGzip(toLoad.filter((url) => jsSeen.has(url)))
      result.jsBeforeGzip = jsGzip(jsSeen)
      result.jsFilesBefore = names(jsSeen)
    }
    result.buttonMs = await waitForProbe(page, 'buttonAt', mode === 'hang' ? 10_000 : 15_000)
    if (result.buttonMs == null) throw new Error('connect button never became visible')

    await page.locator(app.button).first().click({ timeout: 10_000 })
    const listAt = await waitForProbe(page, 'listAt', mode === 'hang' ? 10_000 : 15_000)
    const { clickAt, modalAt } = await page.evaluate(() => ({ clickAt: window.__bench.clickAt, modalAt: window.__bench.modalAt }))
    if (modalAt != null) result.modalMs = modalAt - clickAt
    if (listAt == null) throw new Error('wallet list never became visible')
    result.openMs = listAt - clickAt
    if (mode === 'hang') return result

    const longTasks = (await page.evaluate(() => window.__bench.longTasks)).filter(([start]) => start <= listAt)
    result.longTasks = longTasks.map(([start, duration]) => [Math.round(start), Math.round(duration)])
    result.longTaskCount = longTasks.length
    result.longTaskMs = longTasks.reduce((sum, [, duration]) => sum + duration, 0)

    await quiet()
    result.jsAfterOpenGzip = jsGzip(jsSeen)
    result.jsFilesAfterOpen = names(jsSeen)
    result.jsFilesByClick = result.jsFilesAfterOpen.length - result.jsFilesBefore.length
    result.heapRawBytes = await heapUsed(cdp)
    await cdp.send('HeapProfiler.collectGarbage')
    result.heapBytes = await heapUsed(cdp)

    if (mode === 'search') Object.assign(result, await timeSearch(page, app.search))
    if (mode === 'account') Object.assign(result, await timeAccount(page, app))
  } catch (e) {
    result.failure = e.message
  } finally {
    result.outsideRequests = outside.count
    result.outsideHosts = [...outside.hosts].sort()
    await context.close()
  }
  return result
}

const names = (urls) => [...urls].map((url) => new URL(url).pathname.split('/').pop()).sort()

function missing(url) {
  throw new Error(`requested JS not in the build: ${url}`)
}

async function heapUsed(cdp) {
  const { metrics } = await cdp.send('Performance.getMetrics')
  return metrics.find((m) => m.name === 'JSHeapUsedSize').value
}

/**
 * Connects the approving wallet, closes the modal if the app left it open, then times a click on the
 * account button until the Account view shows the address.
 */
async function timeAccount(page, app) {
  await page.locator(app.list).first().click({ timeout: 10_000 })
  await page.locator(app.account.button).first().waitFor({ state: 'visible', timeout: 10_000 })
  if (await page.locator(app.modal).first().isVisible()) await page.keyboard.press('Escape')
  await page.locator(app.modal).first().waitFor({ state: 'hidden', timeout: 10_000 })
  await page.waitForTimeout(300)
  await page.evaluate((view) => {
    const state = window.__bench
    addEventListener(
      'click',
      (e) => {
        state.accountClickAt = Math.min(e.timeStamp, performance.now())
        state.whenVisible(view, 'accountAt')
      },
      { capture: true, once: true },
    )
  }, app.account.view)
  await page.locator(app.account.button).first().click({ timeout: 10_000 })
  const accountAt = await waitForProbe(page, 'accountAt', 10_000)
  if (accountAt == null) throw new Error('the Account view never showed the address')
  const clickAt = await page.evaluate(() => window.__bench.accountClickAt)
  return { accountMs: accountAt - clickAt }
}

/**
 * Opens the full list, waits for it to render (a virtual list renders only the rows in view), then times one
 * keystroke ("q") until only matches are listed.
 */
async function timeSearch(page, search) {
  await page.locator(search.open).first().click({ timeout: 10_000 })
  await page.locator(search.input).first().waitFor({ state: 'visible', timeout: 10_000 })
  await page.waitForFunction((item) => document.querySelectorAll(item).length >= 8, search.item, { timeout: 10_000 })
  await page.waitForTimeout(300)
  const searchRowsBefore = await page.locator(search.item).count()
  await page.locator(search.input).first().focus()
  await page.evaluate((item) => {
    const state = window.__bench
    // Settled when every row left matches: the 600-row list has been replaced by the filtered one.
    const settled = () => {
      const rows = [...document.querySelectorAll(item)]
      return rows.length > 0 && rows.every((row) => /q/i.test(row.textContent))
    }
    addEventListener(
      'keydown',
      (e) => {
        state.keyAt = Math.min(e.timeStamp, performance.now())
        const tick = () => {
          if (settled()) {
            state.searchAt = performance.now()
            state.searchRows = document.querySelectorAll(item).length
          } else requestAnimationFrame(tick)
        }
        requestAnimationFrame(tick)
      },
      { capture: true, once: true },
    )
  }, search.item)
  await page.keyboard.press('q')
  const searchAt = await waitForProbe(page, 'searchAt', 10_000)
  if (searchAt == null) throw new Error('search never narrowed the list')
  const { keyAt, searchRows } = await page.evaluate(() => ({ keyAt: window.__bench.keyAt, searchRows: window.__bench.searchRows }))
  return { searchMs: searchAt - keyAt, searchRowsBefore, searchRowsAfter: searchRows }
}
