import { parseEther } from 'ethers'
import { expect, it } from 'vitest'
import { ANVIL_ADDRESSES, approve, Web3RequestKind } from '@latch/testing/evm-wallet'
import { chainAt } from '../support/chain'
import { connectWallet, openAccountView, waitForModalBalance } from '../support/flows'
import { setUpDemo } from '../support/lifecycle'

const first = chainAt(0)
const from = ANVIL_ADDRESSES[1]
const to = ANVIL_ADDRESSES[4]
const demo = setUpDemo()

it('sends a transaction: mined on chain, and the modal shows the new balance', async () => {
  const session = await demo.open({ account: 1 })
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
