import type { Page } from 'playwright-core'
import { expect, it } from 'vitest'
import { WALLET_TESTID } from '../support/flows'
import { setUpDemo } from '../support/lifecycle'

const demo = setUpDemo()

/** The stack's projects (apps/demo/stack/embeddedWallet.mjs): e-mail turned off by config; another site only. */
const NO_EMAIL = 'latch-demo-no-email'
const ELSEWHERE = 'latch-demo-elsewhere'

const configRequests = (requests: readonly string[]) => requests.filter((url) => new URL(url).pathname === '/project-config')

/** Opens the modal and waits for the project config's answer (the modal itself never waits for it). */
async function openModalAndConfig(page: Page): Promise<void> {
  const answered = page.waitForResponse((r) => new URL(r.url()).pathname === '/project-config')
  await page.getByTestId('latch-connect-button').click()
  await page.getByTestId('latch-modal').waitFor()
  expect((await answered).status()).toBe(200)
}

it('the project config is read when the modal opens, never before, once: its e-mail: false takes the e-mail field away, social login stays', async () => {
  const { page, requests } = await demo.open({ search: `?projectId=${NO_EMAIL}` })
  await page.getByTestId('latch-connect-button').waitFor()
  await page.waitForLoadState('networkidle')
  expect(configRequests(requests)).toEqual([])

  await openModalAndConfig(page)
  expect(configRequests(requests).map((url) => new URL(url).searchParams.get('projectId'))).toEqual([NO_EMAIL])
  await page.getByTestId('latch-email-input').waitFor({ state: 'detached' })
  await page.getByTestId('latch-social-google').waitFor()
  await page.getByTestId(WALLET_TESTID).waitFor()
  expect(await page.getByTestId('latch-alert').count()).toBe(0)

  // Closed and opened again: the answer is kept, not fetched again, and e-mail stays off.
  await page.getByTestId('latch-modal-close').click()
  await page.getByTestId('latch-modal').waitFor({ state: 'hidden' })
  await page.getByTestId('latch-connect-button').click()
  await page.getByTestId('latch-social-google').waitFor()
  expect(await page.getByTestId('latch-email-input').count()).toBe(0)
  expect(configRequests(requests)).toHaveLength(1)
})

it('the demo’s own project (a config that turns nothing off, the demo’s origin allowed) keeps the e-mail field and shows no alert', async () => {
  const { page } = await demo.open()
  await openModalAndConfig(page)
  await page.getByTestId('latch-social-google').waitFor()
  // The answer is applied in the same task that reads it; a moment later the field must still be there.
  await page.waitForTimeout(300)
  expect(await page.getByTestId('latch-email-input').count()).toBe(1)
  expect(await page.getByTestId('latch-alert').count()).toBe(0)
})

it('a project that does not allow this page’s origin: "Invalid App Configuration", no e-mail or social login, wallets still offered', async () => {
  const { page } = await demo.open({ search: `?projectId=${ELSEWHERE}` })
  await openModalAndConfig(page)
  const alert = page.getByTestId('latch-alert')
  await alert.waitFor()
  expect(await alert.textContent()).toContain('Invalid App Configuration')
  expect(await alert.textContent()).toContain(new URL(page.url()).origin)
  await page.getByTestId('latch-email-input').waitFor({ state: 'detached' })
  expect(await page.getByTestId('latch-social-google').count()).toBe(0)
  await page.getByTestId(WALLET_TESTID).waitFor()
})
