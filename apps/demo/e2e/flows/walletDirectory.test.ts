import type { Page } from 'playwright-core'
import { expect, inject, it } from 'vitest'
import { ANVIL_KEYS } from '@latch/testing/evm-wallet'
import { startTestWalletConnectWallet } from '@latch/testing/walletconnect-wallet'
import { chainAt } from '../support/chain'
import { looksLikeShortOf } from '../support/flows'
import { setUpDemo } from '../support/lifecycle'

// The demo features Rainbow (src/appKit.ts); the local directory serves it among ~15 real wallets and 620+
// generated test entries (apps/demo/stack/directory).
const RAINBOW_ID = '1ae92b26df02f0abca6304df07debccd18262fdf5fe82daa81593582dac9a369'
const DIRECTORY_ROW = '[data-testid^="latch-directory-wallet-"]'

const demo = setUpDemo()

const rowIds = (page: Page) => page.locator(DIRECTORY_ROW).evaluateAll((rows) => rows.map((r) => r.getAttribute('data-testid')?.slice('latch-directory-wallet-'.length)))
const listLabel = async (page: Page) => (await page.getByTestId('latch-wallet-list').getAttribute('aria-label')) ?? ''
const countIn = (label: string) => Number(/(\d+)/.exec(label)?.[1] ?? Number.NaN)

/**
 * Types one character into the search box and times, inside the page, from the keydown to the first
 * frame in which the rows shown satisfy `done` (so Playwright's round trips are not counted).
 */
async function timeKeystroke(page: Page, key: string, doneWhenOnly: string): Promise<number> {
  await page.evaluate(
    ({ selector, expected }) => {
      const w = window as unknown as { __search?: { start: number; end?: number } }
      addEventListener(
        'keydown',
        (e) => {
          w.__search = { start: e.timeStamp }
          const tick = () => {
            const rows = [...document.querySelectorAll(selector)]
            const matches = (r: Element) => (r.textContent ?? '').toLowerCase().includes(expected.toLowerCase())
            if (rows.length > 0 && rows.every(matches)) (w.__search as { end?: number }).end = performance.now()
            else requestAnimationFrame(tick)
          }
          requestAnimationFrame(tick)
        },
        { capture: true, once: true },
      )
    },
    { selector: DIRECTORY_ROW, expected: doneWhenOnly },
  )
  await page.keyboard.press(key)
  await page.waitForFunction(() => (window as unknown as { __search?: { end?: number } }).__search?.end !== undefined, null, { timeout: 10_000 })
  return page.evaluate(() => {
    const s = (window as unknown as { __search: { start: number; end: number } }).__search
    return s.end - s.start
  })
}

it('All Wallets lists the 600+ wallet directory: featured first, paged on scroll, searched fast, hostile links never offered', async () => {
  const { page } = await demo.open()
  await page.getByTestId('latch-connect-button').click()
  await page.getByTestId('latch-all-wallets').click()
  await page.getByTestId(`latch-directory-wallet-${RAINBOW_ID}`).waitFor()
  expect((await rowIds(page))[0]).toBe(RAINBOW_ID)

  // The first page is 40 entries; scrolling to the end of the virtual list asks for the next pages.
  const firstCount = countIn(await listLabel(page))
  expect(firstCount).toBeLessThanOrEqual(41)
  for (let i = 0; i < 3; i++) {
    // Counted before the scroll: a page that lands quickly must not become the baseline it is waited against.
    const before = countIn(await listLabel(page))
    await page.getByTestId('latch-wallet-list').evaluate((list) => list.scrollTo({ top: list.scrollHeight }))
    await page.waitForFunction(
      ({ before }) => Number(/(\d+)/.exec(document.querySelector('[data-testid="latch-wallet-list"]')?.getAttribute('aria-label') ?? '')?.[1]) > before,
      { before },
      { timeout: 10_000 },
    )
  }
  expect(countIn(await listLabel(page))).toBeGreaterThan(firstCount + 80)

  // Search: what is loaded is filtered at once; an entry far past the loaded pages comes from the directory.
  const search = page.getByTestId('latch-wallet-search')
  await search.focus()
  const localTimes: number[] = []
  for (const [typed, key] of [['', 'R'], ['R', 'a'], ['Ra', 'i']] as const) {
    await search.fill(typed)
    localTimes.push(await timeKeystroke(page, key, 'Rai'.slice(0, typed.length + 1)))
  }
  await search.fill('Test Wallet 61')
  const remoteMs = await timeKeystroke(page, '7', 'Test Wallet 617')
  expect(await rowIds(page)).toEqual(['test-0617'])
  expect(localTimes.every((ms) => ms < 250)).toBe(true)
  expect(remoteMs).toBeLessThan(1_500)

  // A directory entry whose links are all hostile: its QR works, but not one of its links is offered.
  await search.fill('hostile links) 1')
  await page.getByTestId('latch-directory-wallet-test-hostile-1').click()
  await page.getByTestId('latch-qr').waitFor()
  expect(await page.locator('[data-testid^="latch-wc-open-"]').count()).toBe(0)
  await page.getByTestId('latch-modal-back').click()

  // A wallet with a web app: the button opens it in a new tab without an opener, carrying the encoded URI.
  await page.evaluate(() => {
    const w = window as unknown as { __opened?: unknown[] }
    window.open = (...args: unknown[]) => {
      w.__opened = args
      return null
    }
  })
  await search.fill('Test Wallet 7')
  await page.getByTestId('latch-directory-wallet-test-0007').click()
  await page.getByTestId('latch-qr').waitFor()
  const uri = (await page.getByTestId('latch-wc-copy').getAttribute('data-uri')) ?? ''
  await page.getByTestId('latch-wc-open-webapp').click()
  const opened = await page.evaluate(() => (window as unknown as { __opened?: unknown[] }).__opened)
  expect(opened).toEqual([`https://example.invalid/wallets/7/web/wc?uri=${encodeURIComponent(uri)}`, '_blank', 'noopener,noreferrer'])
  console.log(
    `wallet directory e2e: first page ${firstCount} rows; keystroke → filtered list ${localTimes.map((t) => t.toFixed(0)).join(' / ')} ms (loaded entries); keystroke → directory answer ${remoteMs.toFixed(0)} ms (120 ms debounce included)`,
  )
})

it('a directory wallet connects through its own QR, then comes back as a recent wallet', async () => {
  const [first, second] = [chainAt(0), chainAt(1)]
  const wallet = demo.stopAfter(await startTestWalletConnectWallet({ relayUrl: inject('relayUrl'), privateKey: ANVIL_KEYS[6], chains: [first, second] }))
  const { page } = await demo.open()
  await page.getByTestId('latch-connect-button').click()
  await page.getByTestId('latch-all-wallets').click()
  await page.getByTestId(`latch-directory-wallet-${RAINBOW_ID}`).click()
  await page.getByTestId('latch-qr').waitFor()
  expect(await page.getByRole('dialog', { name: 'Rainbow' }).count()).toBe(1)
  const uri = (await page.getByTestId('latch-wc-copy').getAttribute('data-uri')) ?? ''
  expect(uri).toMatch(/^wc:/)
  await wallet.pair(uri)
  await page.getByTestId('latch-account-button').waitFor()
  expect(looksLikeShortOf((await page.getByTestId('latch-account-button').textContent()) ?? '', wallet.address)).toBe(true)

  await page.getByTestId('latch-account-button').click()
  await page.getByTestId('latch-account-disconnect').click()
  await page.getByTestId('latch-connect-button').waitFor()
  await page.getByTestId('latch-connect-button').click()
  await page.getByTestId('latch-all-wallets').click()
  const recent = page.getByTestId(`latch-directory-wallet-${RAINBOW_ID}`)
  await recent.waitFor()
  expect((await rowIds(page))[0]).toBe(RAINBOW_ID)
  expect(await recent.textContent()).toContain('Recent')
})
