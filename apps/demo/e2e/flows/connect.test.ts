import { expect, it } from 'vitest'
import { ANVIL_ADDRESSES, decline, Web3RequestKind } from '@latch/testing/evm-wallet'
import { chainAt } from '../support/chain'
import { connectWallet, looksLikeShortOf, openAccountView, WALLET_TESTID, waitForModalBalance } from '../support/flows'
import { setUpDemo } from '../support/lifecycle'

const first = chainAt(0)
const demo = setUpDemo()

it('connects the extension wallet and shows the address and the balance the chain reports', async () => {
  const address = ANVIL_ADDRESSES[0]
  const session = await demo.open({ account: 0 })
  const { page } = session
  // Nothing is asked of the wallet that would prompt before the user chooses to connect.
  expect(session.walletCalls).not.toContain('eth_requestAccounts')

  await connectWallet(session)
  expect(looksLikeShortOf((await page.getByTestId('latch-account-button').textContent()) ?? '', address)).toBe(true)
  expect((await page.getByTestId('demo-address').textContent())?.toLowerCase()).toBe(address.toLowerCase())

  await openAccountView(page)
  const shown = (await page.getByTestId('latch-account-address').textContent()) ?? ''
  expect(looksLikeShortOf(shown, address)).toBe(true)
  await waitForModalBalance(page, await first.balanceEth(address))
  expect(await page.getByTestId('latch-network-button').textContent()).toContain('Anvil Local')
})

it('stays disconnected when the user rejects the connection in the wallet', async () => {
  const session = await demo.open({ account: 0 })
  const { page, wallet } = session
  await page.getByTestId('latch-connect-button').click()
  await page.getByTestId(WALLET_TESTID).click()
  await decline(wallet, Web3RequestKind.RequestAccounts)
  await page.getByTestId('latch-connecting-retry').waitFor()
  expect(await page.getByTestId('latch-account-button').count()).toBe(0)
})
