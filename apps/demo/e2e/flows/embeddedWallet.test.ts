import { parseEther, verifyMessage } from 'ethers'
import { expect, inject, it } from 'vitest'
import { ANVIL_ADDRESSES } from '@latch/testing/evm-wallet'
import { chainAt } from '../support/chain'
import { outsideRequests } from '../support/demoSession'
import { approveInFrame, connectedAddress, loginWithEmail, newEmail, readCode, waitForMail } from '../support/embeddedWallet'
import { expectCleanSession, openAccountView } from '../support/flows'
import { setUpDemo } from '../support/lifecycle'

const demo = setUpDemo()
const first = chainAt(0)

it('e-mail login: code from the mailbox → the frame’s address → personal_sign approved in the frame → a transaction on anvil → reload, still connected → sign out', async () => {
  const session = await demo.open()
  const { page } = session
  const email = newEmail('ada')
  const address = await loginWithEmail(page, email)
  expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
  expect(ANVIL_ADDRESSES).not.toContain(address)
  expect(await page.getByTestId('demo-status').textContent()).toBe('connected')

  // The key lives with the frame server: the page signs only through the frame, after the user approves there.
  await page.getByTestId('demo-sign-input').fill('Rejected')
  await page.getByTestId('demo-sign-button').click()
  await page.frameLocator('iframe[data-latch-frame]').getByTestId('frame-reject').click()
  await page.getByTestId('demo-sign-error').waitFor()
  expect(await page.getByTestId('demo-sign-error').textContent()).toBe('Rejected by the wallet.')
  await page.getByTestId('latch-modal').waitFor({ state: 'hidden' })
  const message = `Hello from ${email}`
  await page.getByTestId('demo-sign-input').fill(message)
  await page.getByTestId('demo-sign-button').click()
  await approveInFrame(page, 'Sign message')
  await page.getByTestId('demo-signature').waitFor()
  const signature = (await page.getByTestId('demo-signature').textContent()) ?? ''
  expect(verifyMessage(message, signature)).toBe(address)
  await page.getByTestId('latch-modal').waitFor({ state: 'hidden' })

  // Funds from the demo's faucet (anvil_setBalance), then a real transaction signed by the frame's key.
  await page.getByTestId('demo-faucet').click()
  await page.getByTestId('demo-faucet-done').waitFor()
  expect(await first.balanceEth(address)).toBe(10)
  const to = ANVIL_ADDRESSES[6]
  const toBefore = await first.provider.getBalance(to)
  await page.getByTestId('demo-send-to').fill(to)
  await page.getByTestId('demo-send-amount').fill('0.75')
  await page.getByTestId('demo-send-button').click()
  await approveInFrame(page, 'Send transaction')
  await page.getByTestId('demo-tx-hash').waitFor()
  const hash = (await page.getByTestId('demo-tx-hash').textContent()) ?? ''
  const receipt = await first.provider.waitForTransaction(hash, 1, 15_000)
  expect(receipt?.status).toBe(1)
  expect(receipt?.from).toBe(address)
  expect((await first.provider.getBalance(to)) - toBefore).toBe(parseEther('0.75'))

  // Nothing secret in the host page's storage: the session token stays in the frame's origin.
  const hostStorage = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }) + document.cookie)
  expect(hostStorage).toContain(email)
  expect(hostStorage).not.toMatch(/[A-Za-z0-9_-]{43}/)

  await page.reload()
  expect(await connectedAddress(page)).toBe(address)

  await openAccountView(page)
  await page.getByTestId('latch-account-disconnect').click()
  await page.waitForFunction(() => document.querySelector('[data-testid="demo-status"]')?.textContent === 'disconnected')
  await page.reload()
  await page.getByTestId('latch-connect-button').waitFor()
  await page.waitForTimeout(1000)
  expect(await page.getByTestId('demo-status').textContent()).toBe('disconnected')
})

it('a page outside the allowed origins may load the frame only to hear "Invalid App Configuration"; its requests get nothing else', async () => {
  const { page, context } = await demo.open()
  const stranger = await context.newPage()
  await stranger.goto(`${inject('strangerUrl')}/nonce`)
  const replies = await stranger.evaluate(async (frameUrl) => {
    const seen: unknown[] = []
    const iframe = document.createElement('iframe')
    iframe.src = `${frameUrl}/frame?projectId=latch-demo-local`
    addEventListener('message', (e) => {
      if (e.source === iframe.contentWindow) seen.push(e.data)
    })
    document.body.append(iframe)
    await new Promise((r) => iframe.addEventListener('load', r))
    // A well-formed request, as the app would send it.
    iframe.contentWindow?.postMessage({ type: 'APP_GET_USER', id: crypto.randomUUID(), payload: {} }, new URL(frameUrl).origin)
    await new Promise((r) => setTimeout(r, 1000))
    return seen
  }, inject('frameServerUrl'))
  await stranger.close()
  expect(replies[0]).toEqual({ type: 'FRAME_INVALID_APP_CONFIGURATION', payload: { origin: new URL(inject('strangerUrl')).origin } })
  expect(replies.slice(1)).toEqual([{ type: 'FRAME_GET_USER_ERROR', id: expect.any(String), payload: { message: 'Invalid App Configuration' } }])
  // The demo itself still works with the frame.
  expect(await page.getByTestId('latch-connect-button').isVisible()).toBe(true)
})

it('a new device must be approved from the e-mail first; then the same user, the same address', async () => {
  const email = newEmail('dev')
  const firstDevice = await demo.open()
  const address = await loginWithEmail(firstDevice.page, email)
  expectCleanSession(firstDevice)
  await firstDevice.close()

  // Another browser context: other frame storage, so another device.
  const { page } = await demo.open()
  await page.getByTestId('latch-connect-button').click()
  await page.getByTestId('latch-email-input').fill(email)
  await page.getByTestId('latch-email-submit').click()
  const { mail, match } = await waitForMail(email, /(http:\/\/\S+\/device\/approve\?token=\S+)/)
  await page.getByTestId('latch-device-waiting').waitFor()
  // The link only shows who asks (M1); the person approves with the page's button.
  const approvalPage = await page.context().newPage()
  await approvalPage.goto(match[1] as string)
  expect(await approvalPage.getByTestId('device-site').textContent()).toBe(new URL(inject('demoUrl')).origin)
  await approvalPage.getByTestId('device-approve').click()
  await approvalPage.getByTestId('device-approved').waitFor()
  await approvalPage.close()
  await page.getByTestId('latch-otp-input').waitFor({ timeout: 15_000 })
  const { code } = await readCode(email, mail.id)
  await page.getByTestId('latch-otp-input').fill(code)
  await page.getByTestId('latch-otp-submit').click()
  expect(await connectedAddress(page)).toBe(address)
})

it('social login: the provider’s sign-in page in a popup (the local OpenID provider), back to the app, connected', async () => {
  const { page, context } = await demo.open()
  const popupRequests: string[] = []
  context.on('request', (r) => popupRequests.push(r.url()))
  await page.getByTestId('latch-connect-button').click()
  const [popup] = await Promise.all([context.waitForEvent('page'), page.getByTestId('latch-social-github').click()])
  const email = newEmail('grace')
  await popup.getByTestId('oidc-email').fill(email)
  await popup.getByTestId('oidc-name').fill('Grace Hopper')
  const closed = popup.waitForEvent('close', { timeout: 10_000 })
  await popup.getByTestId('oidc-submit').click()
  const address = await connectedAddress(page)
  expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
  // The callback page closes its popup after handing over the result.
  await closed
  await openAccountView(page)
  expect(await page.getByTestId('latch-modal').textContent()).toContain(email)
  expect(popupRequests.some((u) => u.startsWith(`${inject('frameServerUrl')}/social/callback`))).toBe(true)
  expect(outsideRequests(popupRequests)).toEqual([])
})

it('changing the e-mail: a code to the current address, then one to the new address; the account shows the new one', async () => {
  const { page } = await demo.open()
  const email = newEmail('old')
  const address = await loginWithEmail(page, email)
  await openAccountView(page)
  await page.getByTestId('latch-account-email').click()
  const { id: loginMail } = await readCode(email)
  const next = newEmail('new')
  await page.getByTestId('latch-update-email-input').fill(next)
  await page.getByTestId('latch-update-email-submit').click()
  await page.getByTestId('latch-otp-input').waitFor()
  const { code: oldCode } = await readCode(email, loginMail)
  await page.getByTestId('latch-otp-input').fill(oldCode)
  await page.getByTestId('latch-otp-submit').click()
  const { code: newCode } = await readCode(next)
  await page.waitForFunction(() => (document.querySelector('[data-testid="latch-otp-input"]') as HTMLInputElement | null)?.value === '')
  await page.getByTestId('latch-otp-input').fill(newCode)
  await page.getByTestId('latch-otp-submit').click()
  await page.getByTestId('latch-account-email').waitFor()
  expect(await page.getByTestId('latch-account-email').textContent()).toContain(next)
  expect(await page.getByTestId('demo-address').textContent()).toBe(address)
})
