/**
 * Debian's Chromium (/usr/bin/chromium, or CHROMIUM_PATH) for the kit's browser tests, which inject each test wallet
 * into a real page. The flags keep it quiet and offline: no sandbox (CI containers), no background traffic.
 */
import { type Browser, chromium, type Page } from 'playwright-core'

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  })
}

/** A new page and the uncaught errors it throws, so a test can assert that the wallet left the page's console clean. */
export async function openPage(browser: Browser): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.newPage()
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  return { page, errors }
}
