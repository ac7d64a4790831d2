import { verifyMessage } from 'ethers'
import type { Browser } from 'playwright-core'
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest'
import { ANVIL_ADDRESSES, approve, decline, Web3RequestKind } from '@latch/testing/evm-wallet'
import { launchBrowser } from '../support/browser'
import { type DemoSession, openDemo } from '../support/demoSession'
import { connectWallet, expectCleanSession } from '../support/flows'

let browser: Browser
let session: DemoSession | undefined

beforeAll(async () => {
  browser = await launchBrowser()
})
afterEach(async () => {
  if (session) expectCleanSession(session)
  await session?.close()
  session = undefined
})
afterAll(async () => {
  await browser?.close()
})

it('signs a message with personal_sign; the signature recovers to the connected address', async () => {
  session = await openDemo(browser, { account: 0 })
  const { page, wallet } = session
  await connectWallet(session)
  const message = `Latch e2e ${Date.now()} ✓`
  await page.getByTestId('demo-sign-input').fill(message)
  await page.getByTestId('demo-sign-button').click()
  await approve(wallet, Web3RequestKind.SignMessage)

  const signature = (await page.getByTestId('demo-signature').textContent()) ?? ''
  expect(signature).toMatch(/^0x[0-9a-f]{130}$/)
  expect(verifyMessage(message, signature)).toBe(ANVIL_ADDRESSES[0])
  expect(session.walletCalls).toContain('personal_sign')
})

it('shows the rejection when the user declines to sign', async () => {
  session = await openDemo(browser, { account: 0 })
  const { page, wallet } = session
  await connectWallet(session)
  await page.getByTestId('demo-sign-button').click()
  await decline(wallet, Web3RequestKind.SignMessage)
  expect(await page.getByTestId('demo-sign-error').textContent()).toBe('Rejected by the wallet.')
  expect(await page.getByTestId('demo-signature').count()).toBe(0)
})
