import { installProbe } from './probe.js'
import { installWallets } from './wallet-init.js'

/**
 * One fresh browser context, one load, timed only to the first paint of the connect button: no click, no heap, no
 * network accounting. Cheap enough to repeat many times, so the button's difference from bare React gets a
 * confidence interval (page-load times on a shared machine move by tens of milliseconds from load to load).
 */
export async function measurePaint(browser, app, server) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  const result = { app: app.id, mode: 'paint' }
  try {
    await context.addInitScript(installWallets, { count: 1, approve: false })
    await context.addInitScript(installProbe, { button: app.button, modal: app.modal, list: app.list })
    const page = await context.newPage()
    await page.goto(server.url, { waitUntil: 'commit', timeout: 30_000 })
    await page.waitForFunction(() => window.__bench?.buttonAt != null, undefined, { timeout: 15_000, polling: 50 })
    Object.assign(
      result,
      await page.evaluate(() => ({
        buttonMs: window.__bench.buttonAt,
        // The browser's own paint timing: not tied to the probe's once-per-frame check.
        fcpMs: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
      })),
    )
  } catch (e) {
    result.failure = e.message
  } finally {
    await context.close()
  }
  return result
}
