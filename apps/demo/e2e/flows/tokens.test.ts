import { Contract, formatUnits } from 'ethers'
import { expect, it } from 'vitest'
import { ANVIL_ADDRESSES, approve, Web3RequestKind } from '@latch/testing/evm-wallet'
import { chainAt, parseBalanceText } from '../support/chain'
import { connectWallet, openAccountView } from '../support/flows'
import { setUpDemo } from '../support/lifecycle'

const demo = setUpDemo()
const first = chainAt(0)
const TOKEN = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const ITEMS = '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0'

it('the Account view lists ETH and the test token with the balances the chain reports', async () => {
  const session = await demo.open({ account: 1 })
  // The page's contract reads, as sent to the chain.
  const ethCalls: string[] = []
  session.page.on('request', (r) => {
    const body = r.postData()
    if (body?.includes('"eth_call"')) ethCalls.push(body.toLowerCase())
  })
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
  // Read through Multicall3 (aggregate3), which the stack put at its canonical address: no eth_call to the token itself.
  expect(ethCalls.some((b) => b.includes('"to":"0xca11bde05977b3631167028862be2a173976ca11"') && b.includes('"data":"0x82ad56cb'))).toBe(true)
  expect(ethCalls.filter((b) => b.includes(`"to":"${TOKEN.toLowerCase()}"`))).toEqual([])
})

it('sends LTT from its row: a transfer call signed by the wallet, the receiver’s token balance on chain grows, back on Account', async () => {
  const session = await demo.open({ account: 2 })
  const { page, wallet } = session
  const receiver = ANVIL_ADDRESSES[5] as string
  const token = new Contract(TOKEN, ['function balanceOf(address) view returns (uint256)'], first.provider)
  const balanceOf = async (a: string) => Number(formatUnits(await token.getFunction('balanceOf')(a), 18))
  const before = await balanceOf(receiver)
  await connectWallet(session)
  await openAccountView(page)
  await page.getByTestId('latch-token-LTT').click()
  expect(await page.getByTestId('latch-send-balance').textContent()).toContain('LTT')
  await page.getByTestId('latch-send-amount').fill('12.5')
  await page.getByTestId('latch-send-to').fill(receiver)
  await page.getByTestId('latch-send-preview').click()
  expect(await page.getByTestId('latch-send-preview-amount').textContent()).toBe('12.5 LTT')
  expect(await page.getByTestId('latch-send-preview-fee').textContent()).toMatch(/ ETH$/)
  await page.getByTestId('latch-send-confirm').click()
  await approve(wallet, Web3RequestKind.SendTransaction)
  await page.getByTestId('latch-account-address').waitFor()
  await expect.poll(() => balanceOf(receiver), { timeout: 15_000 }).toBeCloseTo(before + 12.5, 6)
  expect(session.walletCalls).toContain('eth_sendTransaction')
})

it('the Account view shows the NFTs the account holds on chain', async () => {
  const session = await demo.open({ account: 0 })
  await connectWallet(session)
  await openAccountView(session.page)
  // The stack minted ids 0–2 to account 0 and id 3 to account 1 (ERC721PresetMinterPauserAutoId).
  await session.page.getByTestId('latch-account-tab-nfts').click()
  await session.page.getByTestId('latch-nft-LNFT-0').waitFor()
  const ids = await session.page.locator('[data-testid^="latch-nft-LNFT-"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')))
  expect(ids).toEqual(['latch-nft-LNFT-0', 'latch-nft-LNFT-1', 'latch-nft-LNFT-2'])
  expect(await session.page.getByRole('img', { name: 'Latch Test NFT #1' }).count()).toBe(1)
  // ERC-1155 items (ids 1 ×5 and 2 ×1 minted to account 0), found from the chain's transfer logs; the balances are the chain's.
  const items = new Contract(ITEMS, ['function balanceOf(address, uint256) view returns (uint256)'], first.provider)
  expect(await items.getFunction('balanceOf')(ANVIL_ADDRESSES[0], 1)).toBe(5n)
  const sword = session.page.getByTestId(`latch-nft-${ITEMS}-1`)
  await sword.waitFor()
  expect(await sword.textContent()).toBe('×5')
  expect(await session.page.getByTestId(`latch-nft-${ITEMS}-2`).textContent()).toBe('')
})
