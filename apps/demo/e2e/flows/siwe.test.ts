import { expect, it } from 'vitest'
import { ANVIL_ADDRESSES, approve, Web3RequestKind } from '@latch/testing/evm-wallet'
import { WALLET_TESTID } from '../support/flows'
import { setUpDemo } from '../support/lifecycle'

const demo = setUpDemo()

it('sign-in required: after connecting the modal cannot be closed until the message is signed; the backend then holds the session', async () => {
  const session = await demo.open({ account: 0, search: '?siwe=required' })
  const { page, wallet } = session
  await page.getByTestId('latch-connect-button').click()
  await page.getByTestId(WALLET_TESTID).click()
  await approve(wallet, Web3RequestKind.RequestAccounts)

  // The sign view opens by itself; Escape and the close button leave it open (the modal shakes).
  await page.getByTestId('latch-siwx-sign').waitFor()
  await page.keyboard.press('Escape')
  await page.getByTestId('latch-modal-close').click()
  expect(await page.getByTestId('latch-modal').isVisible()).toBe(true)
  expect(await page.getByRole('dialog', { name: 'Sign In' }).count()).toBe(1)

  await page.getByTestId('latch-siwx-sign').click()
  await approve(wallet, Web3RequestKind.SignMessage)
  await page.getByTestId('latch-modal').waitFor({ state: 'hidden' })
  expect(session.walletCalls).toContain('personal_sign')

  // The backend verified the EIP-4361 message (siwe) and keeps the session in an HttpOnly cookie the page
  // cannot read, but its requests carry.
  const siweUrl = new URL((await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name).find((n) => n.includes('/nonce')))) ?? '').origin
  const sessions = await page.evaluate(
    async ({ url, address }) => (await (await fetch(`${url}/session?chainId=eip155:31337&address=${address}`, { credentials: 'include' })).json()) as { sessions: { data: { accountAddress: string } }[] },
    { url: siweUrl, address: ANVIL_ADDRESSES[0] },
  )
  expect(sessions.sessions.map((s) => s.data.accountAddress)).toEqual([ANVIL_ADDRESSES[0]])
  expect(await page.evaluate(() => document.cookie)).not.toContain('latch_demo_siwe')

  // After a reload the session is found: no sign view again.
  await page.reload()
  await page.getByTestId('latch-account-button').waitFor()
  await page.waitForTimeout(300)
  expect(await page.getByTestId('latch-siwx-sign').count()).toBe(0)
})
