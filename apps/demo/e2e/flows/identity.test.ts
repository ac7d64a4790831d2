import { expect, it } from 'vitest'
import { ENS_NAMES } from '../../stack/contracts/deployEns.mjs'
import { ANVIL_ADDRESSES } from '../support/anvilAccounts'
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
