import { parseEther } from 'ethers'
import { expect, it } from 'vitest'
import { ANVIL_ADDRESSES } from '@latch/testing/evm-wallet'
import { chainAt } from '../support/chain'
import { connectWallet, openAccountView } from '../support/flows'
import { setUpDemo } from '../support/lifecycle'

const demo = setUpDemo()
const first = chainAt(0)

it('buys ETH through the stand-in provider: quotes without the address, checkout in a popup, the balance rises by the quoted amount', async () => {
  const session = await demo.open({ account: 7 })
  const { page, context } = session
  const me = ANVIL_ADDRESSES[7] as string
  const quoteBodies: string[] = []
  page.on('request', (r) => {
    if (r.url().endsWith('/onramp/quotes')) quoteBodies.push(r.postData() ?? '')
  })
  await connectWallet(session)
  await openAccountView(page)
  await page.getByTestId('latch-account-buy').click()
  await page.getByTestId('latch-onramp-amount').fill('50')
  const quote = page.getByTestId('latch-onramp-quote-local')
  await quote.waitFor()
  // 50 USD at 2000 USD/ETH less the stand-in's 1 % fee.
  const bought = /([\d.]+)\s*ETH/.exec((await quote.textContent()) ?? '')?.[1]
  expect(bought).toBe('0.02475')
  // The quotes were priced without the address.
  expect(quoteBodies.length).toBeGreaterThan(0)
  expect(quoteBodies.some((b) => b.toLowerCase().includes(me.slice(2).toLowerCase()))).toBe(false)
  const before = await first.provider.getBalance(me)
  const [popup] = await Promise.all([context.waitForEvent('page'), page.getByTestId('latch-onramp-continue-local').click()])
  // The click opened a blank window; the checkout URL follows once the backend made the session.
  await popup.waitForURL(/\/checkout\?session=/)
  expect((await popup.getByTestId('onramp-checkout-address').textContent())?.toLowerCase()).toContain(me.toLowerCase())
  await popup.getByTestId('onramp-checkout-pay').click()
  await popup.getByTestId('onramp-checkout-status').filter({ hasText: 'complete' }).waitFor({ timeout: 20_000 })
  // The checkout told the modal (from its own origin and window), which read the new balance.
  await page.getByTestId('latch-onramp-status').filter({ hasText: '0.02475' }).waitFor({ timeout: 20_000 })
  expect((await first.provider.getBalance(me)) - before).toBe(parseEther('0.02475'))
})
