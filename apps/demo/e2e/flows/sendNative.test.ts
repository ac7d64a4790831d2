import { expect, it } from 'vitest'
import { ANVIL_ADDRESSES, approve, Web3RequestKind } from '@latch/testing/evm-wallet'
import { chainAt } from '../support/chain'
import { connectWallet, openAccountView } from '../support/flows'
import { setUpDemo } from '../support/lifecycle'

const demo = setUpDemo()
const first = chainAt(0)

it('sends ETH from the modal: receiver and amount checked, fee shown, the wallet signs, the receiver’s balance on chain grows, the form resets', async () => {
  const session = await demo.open({ account: 1 })
  const { page, wallet } = session
  const receiver = ANVIL_ADDRESSES[4] as string
  const before = await first.balanceEth(receiver)
  await connectWallet(session)
  await openAccountView(page)
  await page.getByTestId('latch-account-send').click()

  await page.getByTestId('latch-send-to').fill('0x1234')
  await page.getByTestId('latch-send-amount').fill('0.25')
  await page.getByTestId('latch-send-preview').click()
  expect(await page.getByTestId('latch-send-to-error').textContent()).toBe('Enter a valid address')

  await page.getByTestId('latch-send-to').fill(receiver)
  await page.getByTestId('latch-send-preview').click()
  expect(await page.getByTestId('latch-send-preview-amount').textContent()).toBe('0.25 ETH')
  expect(await page.getByTestId('latch-send-preview-fee').textContent()).toMatch(/^Network fee: 0\.0000\d+ ETH$/)
  await page.getByTestId('latch-send-confirm').click()
  await approve(wallet, Web3RequestKind.SendTransaction)

  const hash = (await page.getByTestId('latch-send-hash').getAttribute('title')) ?? ''
  const receipt = await first.provider.waitForTransaction(hash, 1, 15_000)
  expect(receipt?.status).toBe(1)
  expect(await first.balanceEth(receiver)).toBeCloseTo(before + 0.25, 6)
  expect(await page.getByTestId('latch-send-amount').inputValue()).toBe('')
  expect(session.walletCalls).toContain('eth_sendTransaction')
})
