import { parseEther } from 'ethers'
import type { Browser } from 'playwright-core'
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest'
import { ANVIL_ADDRESSES, approve, Web3RequestKind } from '@latch/testing/evm-wallet'
import { launchBrowser } from '../support/browser'
import { chainAt } from '../support/chain'
import { type DemoSession, openDemo } from '../support/demoSession'
import { connectWallet, expectCleanSession, openAccountView, waitForModalBalance } from '../support/flows'

const first = chainAt(0)
const from = ANVIL_ADDRESSES[1]
const to = ANVIL_ADDRESSES[4]
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

it('sends a transaction: mined on chain, and the modal shows the new balance', async () => {
  session = await openDemo(browser, { account: 1 })
  const { page, wallet } = session
  await connectWallet(session)
  await openAccountView(page)
  const before = await first.balanceEth(from)
  await waitForModalBalance(page, before)
  await page.getByTestId('latch-modal-close').click()
  const toBefore = await first.provider.getBalance(to)

  await page.getByTestId('demo-send-to').fill(to)
  await page.getByTestId('demo-send-amount').fill('1.25')
  await page.getByTestId('demo-send-button').click()
  await approve(wallet, Web3RequestKind.SendTransaction)

  const hash = (await page.getByTestId('demo-tx-hash').textContent()) ?? ''
  expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
  const receipt = await first.provider.waitForTransaction(hash, 1, 15_000)
  expect(receipt?.status).toBe(1)
  expect(receipt?.from).toBe(from)
  expect(receipt?.to).toBe(to)
  expect((await first.provider.getBalance(to)) - toBefore).toBe(parseEther('1.25'))

  const after = await first.balanceEth(from)
  expect(before - after).toBeGreaterThan(1.25)
  await openAccountView(page)
  await waitForModalBalance(page, after)
})
