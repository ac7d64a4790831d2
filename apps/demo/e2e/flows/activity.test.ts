import { Interface, parseUnits } from 'ethers'
import { expect, it } from 'vitest'
import { ANVIL_ADDRESSES, approve, Web3RequestKind } from '@latch/testing/evm-wallet'
import { chainAt } from '../support/chain'
import { connectWallet, looksLikeShortOf, openAccountView } from '../support/flows'
import { setUpDemo } from '../support/lifecycle'

const demo = setUpDemo()
const first = chainAt(0)
const TOKEN = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const erc20 = new Interface(['event Transfer(address indexed from, address indexed to, uint256 value)'])

it('after sending LTT from the modal, the Activity tab lists that transfer as the chain reports it', async () => {
  const session = await demo.open({ account: 1 })
  const { page, wallet } = session
  const sender = ANVIL_ADDRESSES[1] as string
  const receiver = ANVIL_ADDRESSES[6] as string
  await connectWallet(session)
  await openAccountView(page)
  // The tab's code loads on demand; it lists what the chain holds for the account (anvil's Otterscan API).
  await page.getByTestId('latch-account-tab-activity').click()
  await page.getByTestId('latch-account-activity').waitFor()

  await page.getByTestId('latch-account-tab-tokens').click()
  await page.getByTestId('latch-token-LTT').click()
  await page.getByTestId('latch-send-amount').fill('7.25')
  await page.getByTestId('latch-send-to').fill(receiver)
  await page.getByTestId('latch-send-preview').click()
  await page.getByTestId('latch-send-confirm').click()
  await approve(wallet, Web3RequestKind.SendTransaction)
  await page.getByTestId('latch-account-address').waitFor()
  await page.getByTestId('latch-account-tab-activity').click()

  // Newest first: the transfer just sent, pending until the chain reports it, then confirmed.
  const row = page.locator('[data-testid="latch-account-activity"] [data-testid^="latch-activity-0x"]').first()
  await expect.poll(() => row.getAttribute('data-status'), { timeout: 15_000 }).toBe('confirmed')
  expect(await row.locator('[data-testid="latch-activity-amount"]').allTextContents()).toEqual(['−7.25 LTT'])
  expect(await row.locator('strong').textContent()).toBe('Sent')
  expect(looksLikeShortOf((await row.locator('.latch-mono').textContent()) ?? '', receiver)).toBe(true)
  expect(await row.locator('time').textContent()).toMatch(/^(now|\dm)$/)

  // The row is the chain's own record of that transfer: its hash leads to the receipt of the token's Transfer.
  const hash = ((await row.getAttribute('data-testid')) ?? '').replace('latch-activity-', '')
  const receipt = await first.provider.getTransactionReceipt(hash)
  expect(receipt?.status).toBe(1)
  const transfers = (receipt?.logs ?? []).filter((l) => l.address.toLowerCase() === TOKEN.toLowerCase()).map((l) => erc20.parseLog(l)?.args)
  expect(transfers.map((a) => [a?.from, a?.to, a?.value])).toEqual([[sender, receiver, parseUnits('7.25', 18)]])
  expect(session.walletCalls).toContain('eth_sendTransaction')
})
