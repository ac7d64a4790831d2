import { expect, it } from 'vitest'
import { ANVIL_ADDRESSES, approve, Web3RequestKind } from '@latch/testing/evm-wallet'
import { ENS_NAMES } from '../../stack/contracts/deployEns.mjs'
import { chainAt } from '../support/chain'
import { closeModal, connectWallet, looksLikeShortOf, openAccountView } from '../support/flows'
import { setUpDemo } from '../support/lifecycle'

const demo = setUpDemo()
const first = chainAt(0)
const [alice] = ENS_NAMES

it('an account with an ENS name: looked up when the modal opens, shown with its avatar, and still there after a reload without a lookup', async () => {
  const address = ANVIL_ADDRESSES[7] as string
  expect(address).toBe(alice.address)
  const session = await demo.open({ account: 7 })
  const { page } = session
  await connectWallet(session)
  // Nothing is looked up before the user opens the modal: the button shows the address.
  const button = page.getByTestId('latch-account-button')
  expect(looksLikeShortOf((await button.textContent()) ?? '', address)).toBe(true)

  await openAccountView(page)
  await expect.poll(() => page.getByTestId('latch-account-address').textContent(), { timeout: 10_000 }).toBe(alice.name)
  expect(await page.getByTestId('latch-avatar-image').getAttribute('src')).toBe(alice.avatar)
  expect(await page.getByTestId('latch-avatar-image').getAttribute('alt')).toContain(alice.name)
  await closeModal(page)
  expect(await button.textContent()).toContain(alice.name)

  // The stored identity shows at once after a reload, and nothing is read from the chain until the modal opens.
  const requestsBeforeReload = session.requests.length
  await page.reload()
  await button.waitFor()
  await expect.poll(() => button.textContent()).toContain(alice.name)
  await page.waitForTimeout(300)
  expect(session.requests.slice(requestsBeforeReload).filter((u) => u.startsWith(new URL(first.url).origin))).toEqual([])
})

it('sends ETH to an ENS name: the preview shows the name and the address it resolves to, and that address receives it', async () => {
  const session = await demo.open({ account: 3 })
  const { page, wallet } = session
  const before = await first.balanceEth(alice.address)
  await connectWallet(session)
  await openAccountView(page)
  await page.getByTestId('latch-account-send').click()

  await page.getByTestId('latch-send-amount').fill('0.5')
  await page.getByTestId('latch-send-to').fill('nobody.latch.eth')
  await page.getByTestId('latch-send-preview').click()
  await expect.poll(() => page.getByTestId('latch-send-to-error').textContent()).toBe('No address found for this name')

  await page.getByTestId('latch-send-to').fill(alice.name)
  await page.getByTestId('latch-send-preview').click()
  expect(await page.getByTestId('latch-send-preview-to').textContent()).toBe(alice.name)
  expect(looksLikeShortOf((await page.getByTestId('latch-send-preview-address').textContent()) ?? '', alice.address)).toBe(true)
  await page.getByTestId('latch-send-confirm').click()
  await approve(wallet, Web3RequestKind.SendTransaction)

  const hash = (await page.getByTestId('latch-send-hash').getAttribute('title')) ?? ''
  const receipt = await first.provider.waitForTransaction(hash, 1, 15_000)
  expect(receipt?.status).toBe(1)
  const tx = await first.provider.getTransaction(hash)
  expect(tx?.to).toBe(alice.address)
  expect(await first.balanceEth(alice.address)).toBeCloseTo(before + 0.5, 6)
})
