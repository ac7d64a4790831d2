import { Contract, formatUnits } from 'ethers'
import { expect, it } from 'vitest'
import { ANVIL_ADDRESSES } from '../support/anvilAccounts'
import { chainAt, parseBalanceText } from '../support/chain'
import { connectWallet, openAccountView } from '../support/flows'
import { setUpDemo } from '../support/lifecycle'

const demo = setUpDemo()
const first = chainAt(0)
const TOKEN = '0x5FbDB2315678afecb367f032d93F642f64180aa3'

it('the Account view lists ETH and the test token with the balances the chain reports', async () => {
  const session = await demo.open({ account: 1 })
  await connectWallet(session)
  await openAccountView(session.page)
  const token = new Contract(TOKEN, ['function balanceOf(address) view returns (uint256)'], first.provider)
  const onChain = Number(formatUnits(await token.getFunction('balanceOf')(ANVIL_ADDRESSES[1]), 18))
  expect(onChain).toBeGreaterThan(0)
  const row = session.page.getByTestId('latch-token-LTT')
  await row.waitFor()
  expect(await row.textContent()).toContain('Latch Test Token')
  const shown = (await row.locator('.latch-token-amount').textContent()) ?? ''
  expect(shown).toMatch(/ LTT$/)
  expect(Number(shown.replace(/[^\d.]/g, ''))).toBeCloseTo(onChain, 2)
  const eth = (await session.page.getByTestId('latch-token-ETH').locator('.latch-token-amount').textContent()) ?? ''
  expect(parseBalanceText(eth)).toBeCloseTo(await first.balanceEth(ANVIL_ADDRESSES[1] as string), 1)
})
