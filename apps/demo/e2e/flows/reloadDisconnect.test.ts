import { expect, it } from 'vitest'
import { ANVIL_ADDRESSES } from '@latch/testing/evm-wallet'
import { chainAt } from '../support/chain'
import { connectWallet, looksLikeShortOf, openAccountView } from '../support/flows'
import { setUpDemo } from '../support/lifecycle'

const address = ANVIL_ADDRESSES[2]
const first = chainAt(0)
const demo = setUpDemo()

it('is still connected after a reload, without asking the wallet again, then disconnects for good', async () => {
  const session = await demo.open({ account: 2 })
  const { page, wallet } = session
  await connectWallet(session)
  await page.getByTestId('demo-status').filter({ hasText: /^connected$/ }).waitFor()
  // The balance read that follows connecting belongs to the page before the reload: let it finish first.
  await page.getByTestId('demo-balance').filter({ hasText: /ETH/ }).waitFor()

  const callsBeforeReload = session.walletCalls.length
  const requestsBeforeReload = session.requests.length
  await page.reload()
  const button = page.getByTestId('latch-account-button')
  await button.waitFor()
  // Restoring the session reads nothing from the chain: no RPC request until the modal opens.
  await page.waitForTimeout(500)
  const rpcBeforeOpen = session.requests.slice(requestsBeforeReload).filter((u) => u.startsWith(new URL(first.url).origin))
  expect(rpcBeforeOpen).toEqual([])
  expect(looksLikeShortOf((await button.textContent()) ?? '', address)).toBe(true)
  const afterReload = session.walletCalls.slice(callsBeforeReload)
  expect(afterReload).toContain('eth_accounts')
  expect(afterReload).not.toContain('eth_requestAccounts')
  expect(wallet.getPendingRequestCount()).toBe(0)

  await openAccountView(page)
  // Opening is what reads the balance (and proves the filter above sees RPC requests at all).
  await page.getByTestId('latch-account-balance').filter({ hasText: 'ETH' }).waitFor()
  expect(session.requests.slice(requestsBeforeReload).some((u) => u.startsWith(new URL(first.url).origin))).toBe(true)
  await page.getByTestId('latch-account-disconnect').click()
  await page.getByTestId('latch-connect-button').waitFor()
  expect(await page.getByTestId('demo-address').textContent()).toBe('—')

  await page.reload()
  await page.getByTestId('latch-connect-button').waitFor()
  // Give a wrongful auto-reconnect the time it would need to show up.
  await page.waitForTimeout(1000)
  expect(await page.getByTestId('latch-account-button').count()).toBe(0)
})
