import { verifyMessage } from 'ethers'
import { expect, it } from 'vitest'
import { ANVIL_ADDRESSES, approve, Web3RequestKind } from '@latch/testing/evm-wallet'
import { dappRequest, textAppearedAt, watchForText } from '../support/dappProvider'
import { approveInFrame, loginWithEmail, newEmail } from '../support/embeddedWallet'
import { closeModal, looksLikeShortOf, openAccountView, WALLET_TESTID } from '../support/flows'
import { setUpDemo } from '../support/lifecycle'

const demo = setUpDemo()
const NOT_ALLOWED = 'Requested RPC call is not allowed'
const ACTION_NOT_ALLOWED = 'Action not allowed'

it('without a project id the modal shows the "Project ID Not Configured" alert, and an extension wallet still connects', async () => {
  const address = ANVIL_ADDRESSES[9]
  const { page, wallet } = await demo.open({ search: '?projectId=none', account: 9 })
  await page.getByTestId('latch-connect-button').click()
  await page.getByTestId('latch-modal').waitFor()
  const alert = page.getByTestId('latch-alert')
  await alert.waitFor()
  expect(await alert.textContent()).toContain('Project ID Not Configured')

  // The alert warns; it does not block: the extension wallet connects from the same Connect view.
  await page.getByTestId(WALLET_TESTID).click()
  await approve(wallet, Web3RequestKind.RequestAccounts)
  await page.getByTestId('latch-account-button').waitFor()
  expect((await page.getByTestId('demo-address').textContent())?.toLowerCase()).toBe(address.toLowerCase())
  await openAccountView(page)
  expect(looksLikeShortOf((await page.getByTestId('latch-account-address').textContent()) ?? '', address)).toBe(true)
})

it('with the project id the demo configures, the same Connect view shows no alert', async () => {
  const { page } = await demo.open({ account: 9 })
  await page.getByTestId('latch-connect-button').click()
  await page.getByTestId('latch-modal').waitFor()
  // The view is fully there (the e-mail login needs the project id) before the alert's absence is read.
  await page.getByTestId('latch-email-input').waitFor()
  await page.getByTestId(WALLET_TESTID).waitFor()
  expect(await page.getByTestId('latch-alert').count()).toBe(0)
})

it('a method on neither list (eth_sign) through the e-mail wallet: the modal opens, the dapp hears "Requested RPC call is not allowed", "Action not allowed" shows ~300 ms later', async () => {
  const { page } = await demo.open()
  const address = await loginWithEmail(page, newEmail('refused'))
  if (await page.getByTestId('latch-modal').isVisible()) await closeModal(page)
  await watchForText(page, ACTION_NOT_ALLOWED)

  const outcome = await dappRequest(page, 'eth_sign', [address, '0x68656c6c6f'])
  // EIP-1193's numeric "unsupported method", so the dapp's library (ethers here) reads it as a provider error.
  expect(outcome).toMatchObject({ settled: 'rejected', message: NOT_ALLOWED, code: 4200 })
  await page.getByTestId('latch-modal').waitFor()
  await page.getByText(ACTION_NOT_ALLOWED, { exact: true }).waitFor()
  const shownAt = await textAppearedAt(page, ACTION_NOT_ALLOWED)
  if (shownAt === undefined) throw new Error(`"${ACTION_NOT_ALLOWED}" is visible but was never seen appearing`)
  // Spec §8/§9: the UI message waits 300 ms. Its timer starts after the request was sent (hence at least
  // 300 ms from `sentAt`, to the clock's 1 ms), and a moment before the dapp sees the rejection (hence a
  // little less from `at`): after the refusal, not with it, and not seconds later.
  expect(shownAt - outcome.sentAt).toBeGreaterThanOrEqual(299)
  expect(shownAt - outcome.at).toBeGreaterThan(200)
  expect(shownAt - outcome.at).toBeLessThan(2_000)
  // The modal opened on the connected user's own view, which stays usable.
  await page.getByTestId('latch-account-address').waitFor()
  expect(await page.getByTestId('demo-status').textContent()).toBe('connected')
  // A read on neither list is refused too, not answered by the chain's node behind the wallet's back.
  for (const method of ['net_version', 'web3_clientVersion']) expect(await dappRequest(page, method, [])).toMatchObject({ settled: 'rejected', message: NOT_ALLOWED })
  // The policy's safe reads still work.
  expect(await dappRequest(page, 'eth_chainId', [])).toMatchObject({ settled: 'resolved' })
})

it('the refusal also rejects the request still open: a personal_sign waiting on the frame’s approval screen fails with the same error, its approval is withdrawn, the modal stays open with "Action not allowed"', async () => {
  const { page } = await demo.open()
  const address = await loginWithEmail(page, newEmail('inflight'))
  if (await page.getByTestId('latch-modal').isVisible()) await closeModal(page)

  // A signature the user is still reading on the frame's screen…
  const pending = dappRequest(page, 'personal_sign', ['0x5374696c6c206465636964696e67', address])
  await page.getByTestId('latch-approve-slot').waitFor()
  await page.frameLocator('iframe[data-latch-frame]').getByTestId('frame-approval').waitFor()

  // …when the dapp asks for a method on neither list: both are refused.
  expect(await dappRequest(page, 'eth_sign', [address, '0x68656c6c6f'])).toMatchObject({ settled: 'rejected', message: NOT_ALLOWED })
  expect(await pending).toMatchObject({ settled: 'rejected', message: NOT_ALLOWED })
  // Nothing is left to approve: the frame's screen is gone and the modal shows the user's view.
  await page.getByTestId('latch-approve-slot').waitFor({ state: 'hidden' })
  await page.getByTestId('latch-account-address').waitFor()
  await page.getByText(ACTION_NOT_ALLOWED, { exact: true }).waitFor()
  expect(await page.getByTestId('latch-modal').isVisible()).toBe(true)

  // The wallet still works afterwards: the demo's own signature goes through the frame's approval as usual.
  await closeModal(page)
  const message = 'Decided'
  await page.getByTestId('demo-sign-input').fill(message)
  await page.getByTestId('demo-sign-button').click()
  await approveInFrame(page, 'Sign message')
  await page.getByTestId('demo-signature').waitFor()
  expect(verifyMessage(message, (await page.getByTestId('demo-signature').textContent()) ?? '')).toBe(address)
})

