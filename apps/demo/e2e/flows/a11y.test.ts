import { axeViolations } from '@latch/testing/axe'
import { ANVIL_ADDRESSES, approve, Web3RequestKind } from '@latch/testing/evm-wallet'
import { verifyMessage } from 'ethers'
import type { Page } from 'playwright-core'
import { expect, it } from 'vitest'
import { WALLET_TESTID } from '../support/flows'
import { setUpDemo } from '../support/lifecycle'

const demo = setUpDemo()

/** The test id of the focused element, looking through open shadow roots. */
const focusedTestId = (page: Page) =>
  page.evaluate(() => {
    let el = document.activeElement
    while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement
    return el?.getAttribute('data-testid') ?? el?.tagName.toLowerCase() ?? null
  })

/** Presses Tab until the element with `testId` has the focus; fails if it never gets it (not reachable by keyboard). */
async function tabTo(page: Page, testId: string, max = 40): Promise<void> {
  const seen: (string | null)[] = []
  for (let i = 0; i < max; i++) {
    const now = await focusedTestId(page)
    if (now === testId) return
    seen.push(now)
    await page.keyboard.press('Tab')
  }
  throw new Error(`${testId} never took the focus; Tab went through ${seen.join(', ')}`)
}

/** axe's WCAG 2.2 AA rules over the whole page, with the modal in the state it is in now. */
async function expectAccessible(page: Page, where: string): Promise<void> {
  expect(await axeViolations(page), `axe: ${where}`).toEqual([])
}

it('connects, signs and disconnects with the keyboard alone; every screen on the way passes axe (WCAG 2.2 AA)', async () => {
  const session = await demo.open({ account: 0 })
  const { page, wallet } = session
  await expectAccessible(page, 'the page with the connect button')

  await tabTo(page, 'latch-connect-button')
  await page.keyboard.press('Enter')
  await page.getByTestId('latch-modal').waitFor()
  await page.getByTestId(WALLET_TESTID).waitFor()
  // The dialog takes the focus when it opens, so the next Tab lands inside it.
  expect(await page.getByTestId('latch-modal').evaluate((m) => m.contains(m.getRootNode() instanceof ShadowRoot ? (m.getRootNode() as ShadowRoot).activeElement : document.activeElement))).toBe(true)
  await expectAccessible(page, 'Connect')

  await tabTo(page, WALLET_TESTID)
  await page.keyboard.press('Enter')
  await page.getByText('Accept the connection request in the wallet.').waitFor()
  await expectAccessible(page, 'Connecting')
  await approve(wallet, Web3RequestKind.RequestAccounts)
  await page.getByTestId('latch-account-button').waitFor()

  const message = `Latch keyboard ${Date.now()}`
  await page.getByTestId('demo-sign-input').fill(message)
  await page.getByTestId('demo-sign-input').focus()
  await tabTo(page, 'demo-sign-button')
  await page.keyboard.press('Enter')
  await approve(wallet, Web3RequestKind.SignMessage)
  const signature = (await page.getByTestId('demo-signature').textContent()) ?? ''
  expect(verifyMessage(message, signature)).toBe(ANVIL_ADDRESSES[0])

  await tabTo(page, 'latch-account-button')
  await page.keyboard.press('Enter')
  await page.getByTestId('latch-account-address').waitFor()
  await page.getByTestId('latch-account-balance').filter({ hasText: 'ETH' }).waitFor()
  await expectAccessible(page, 'Account')

  // Escape closes, and the focus goes back to the button that opened the modal.
  await page.keyboard.press('Escape')
  await page.getByTestId('latch-modal').waitFor({ state: 'hidden' })
  expect(await focusedTestId(page)).toBe('latch-account-button')

  await page.keyboard.press('Enter')
  await page.getByTestId('latch-account-address').waitFor()
  await tabTo(page, 'latch-account-disconnect')
  await page.keyboard.press('Enter')
  await page.getByTestId('latch-connect-button').waitFor()
  await expectAccessible(page, 'the page after disconnecting')
})

it('All Wallets passes axe in light and in dark; axe sees into the modal (an unnamed button there is caught)', async () => {
  const session = await demo.open({ account: 0 })
  const { page } = session
  await page.getByTestId('latch-connect-button').click()
  await page.getByTestId('latch-all-wallets').click()
  await page.getByTestId('latch-modal').getByRole('searchbox').waitFor()
  await expectAccessible(page, 'All Wallets')
  await page.emulateMedia({ colorScheme: 'dark' })
  await expectAccessible(page, 'All Wallets, dark')

  // The check itself: the modal may live in a shadow root, and a rule that never reached it would pass vacuously.
  await page.getByTestId('latch-modal').evaluate((dialog) => {
    const unnamed = document.createElement('button')
    unnamed.dataset.testid = 'a11y-probe'
    dialog.append(unnamed)
  })
  expect((await axeViolations(page)).filter((v) => v.startsWith('button-name') && v.includes('a11y-probe'))).toHaveLength(1)
})
