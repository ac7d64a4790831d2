import { randomBytes } from 'node:crypto'
import { JsonRpcProvider } from 'ethers'
import type { Page } from 'playwright-core'
import { expect, inject, it } from 'vitest'
import { createTestFarcasterWallet } from '@latch/testing/farcaster-wallet'
import { connectedAddress } from '../support/embeddedWallet'
import { openAccountView } from '../support/flows'
import { setUpDemo } from '../support/lifecycle'

const demo = setUpDemo()
const { relayUrl, authKey, rpcUrl } = inject('farcaster')

/** A Farcaster user of their own (a fresh custody key with gas for registering its fid): the scripted Farcaster app. */
async function farcasterUser() {
  const privateKey = `0x${randomBytes(32).toString('hex')}` as const
  const username = `e2e-${randomBytes(4).toString('hex')}`
  const wallet = createTestFarcasterWallet({ relayUrl, authKey, rpcUrl, privateKey, username, displayName: 'E2E user' })
  const chain = new JsonRpcProvider(rpcUrl, undefined, { staticNetwork: true })
  await chain.send('anvil_setBalance', [wallet.address, '0xde0b6b3a7640000'])
  chain.destroy()
  await wallet.register()
  return { wallet, username }
}

/** Connect → Farcaster: ConnectingFarcaster shows the QR code and the link; returns the link. */
async function startFarcasterLogin(page: Page): Promise<string> {
  await page.getByTestId('latch-connect-button').click()
  await page.getByTestId('latch-social-farcaster').click()
  await page.getByTestId('latch-farcaster-qr').waitFor()
  const link = (await page.getByTestId('latch-farcaster-open').getAttribute('href')) ?? ''
  expect(link).toMatch(/^https:\/\/farcaster\.xyz\/~\/siwf\?channelToken=/)
  return link
}

it('Farcaster: the QR code’s link approved in the (scripted) Farcaster app → connected as that user, still after a reload', async () => {
  const { wallet, username } = await farcasterUser()
  const { page } = await demo.open()
  const link = await startFarcasterLogin(page)
  const approved = await wallet.approve(link)
  const address = await connectedAddress(page)
  expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
  // The login is the fid's: the dapp's hook reports the provider and the name the app gave.
  expect(await page.getByTestId('demo-login').textContent()).toBe(`farcaster: ${username}`)
  await openAccountView(page)
  expect(await page.getByTestId('latch-modal').textContent()).toContain(username)
  expect(approved.fid).toBeGreaterThan(0)

  await page.reload()
  expect(await connectedAddress(page)).toBe(address)
  await page.waitForFunction((name) => document.querySelector('[data-testid="demo-login"]')?.textContent === `farcaster: ${name}`, username)
})

it('Farcaster: leaving the view before approving clears the link; the next login gets a fresh one and the same fid gets the same wallet', async () => {
  const { wallet } = await farcasterUser()
  const { page } = await demo.open()
  const first = await startFarcasterLogin(page)
  await page.getByTestId('latch-modal-back').click()
  await page.getByTestId('latch-farcaster-qr').waitFor({ state: 'detached' })
  // The abandoned channel can still be approved at the relay, but nothing on this page waits for it any more.
  await wallet.approve(first)
  await page.waitForTimeout(1500)
  expect(await page.getByTestId('demo-address').textContent()).toBe('—')

  await page.getByTestId('latch-social-farcaster').click()
  await page.getByTestId('latch-farcaster-qr').waitFor()
  const second = (await page.getByTestId('latch-farcaster-open').getAttribute('href')) ?? ''
  expect(second).not.toBe(first)
  await wallet.approve(second)
  const address = await connectedAddress(page)

  // Signed out and in again, the same Farcaster user gets the same wallet.
  await openAccountView(page)
  await page.getByTestId('latch-account-disconnect').click()
  await page.waitForFunction(() => document.querySelector('[data-testid="demo-address"]')?.textContent === '—')
  await wallet.approve(await startFarcasterLogin(page))
  expect(await connectedAddress(page)).toBe(address)
})
