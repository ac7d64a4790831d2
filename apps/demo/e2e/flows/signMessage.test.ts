import { verifyMessage } from 'ethers'
import { expect, it } from 'vitest'
import { ANVIL_ADDRESSES, approve, decline, Web3RequestKind } from '@latch/testing/evm-wallet'
import { connectWallet } from '../support/flows'
import { setUpDemo } from '../support/lifecycle'

const demo = setUpDemo()

it('signs a message with personal_sign; the signature recovers to the connected address', async () => {
  const session = await demo.open({ account: 0 })
  const { page, wallet } = session
  await connectWallet(session)
  const message = `Latch e2e ${Date.now()} ✓`
  await page.getByTestId('demo-sign-input').fill(message)
  await page.getByTestId('demo-sign-button').click()
  await approve(wallet, Web3RequestKind.SignMessage)

  const signature = (await page.getByTestId('demo-signature').textContent()) ?? ''
  expect(signature).toMatch(/^0x[0-9a-f]{130}$/)
  expect(verifyMessage(message, signature)).toBe(ANVIL_ADDRESSES[0])
  expect(session.walletCalls).toContain('personal_sign')
})

it('shows the rejection when the user declines to sign', async () => {
  const session = await demo.open({ account: 0 })
  const { page, wallet } = session
  await connectWallet(session)
  await page.getByTestId('demo-sign-button').click()
  await decline(wallet, Web3RequestKind.SignMessage)
  expect(await page.getByTestId('demo-sign-error').textContent()).toBe('Rejected by the wallet.')
  expect(await page.getByTestId('demo-signature').count()).toBe(0)
})
