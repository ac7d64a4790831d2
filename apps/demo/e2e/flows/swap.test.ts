import { Contract, formatUnits, parseUnits } from 'ethers'
import type { Page } from 'playwright-core'
import { expect, it } from 'vitest'
import { ANVIL_ADDRESSES, approve, Web3RequestKind } from '@latch/testing/evm-wallet'
import { chainAt } from '../support/chain'
import { connectWallet, expectCleanSession, openAccountView } from '../support/flows'
import { setUpDemo } from '../support/lifecycle'

const demo = setUpDemo()
const first = chainAt(0)
const TOKEN = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const token = new Contract(TOKEN, ['function balanceOf(address) view returns (uint256)'], first.provider)

/** What the account paid in fees for the transactions it sent after `fromBlock` (anvil mines one per block). */
async function feesPaidSince(fromBlock: number, address: string): Promise<bigint> {
  let paid = 0n
  const latest = await first.provider.getBlockNumber()
  for (let n = fromBlock + 1; n <= latest; n++) {
    const block = await first.provider.getBlock(n, true)
    for (const tx of block?.prefetchedTransactions ?? []) {
      if (tx.from.toLowerCase() !== address.toLowerCase()) continue
      const receipt = await first.provider.getTransactionReceipt(tx.hash)
      if (receipt) paid += receipt.gasUsed * receipt.gasPrice
    }
  }
  return paid
}

/** Opens Swap from the Account view and fills LTT → ETH for `amount`; resolves once a quote shows. */
async function quoteLttForEth(page: Page, amount: string): Promise<void> {
  await openAccountView(page)
  await page.getByTestId('latch-account-swap').click()
  await page.getByTestId('latch-swap-from').click()
  await page.getByTestId('latch-swap-token-search').fill('LTT')
  await page.getByTestId('latch-swap-token-option-LTT').click()
  await page.getByTestId('latch-swap-to').click()
  await page.getByTestId('latch-swap-token-option-ETH').click()
  await page.getByTestId('latch-swap-amount-in').fill(amount)
  await page.getByTestId('latch-swap-min-received').waitFor()
}

/** "0.00985 ETH" → 0.00985 as smallest units of 18 decimals. */
const ethIn = (text: string | null) => parseUnits(/([\d.]+)/.exec((text ?? '').replace(/,/g, ''))?.[1] ?? 'x', 18)

const quoteRequests = (urls: readonly string[]) => urls.filter((u) => /\/v1\/quote\?/.test(u))

it('swaps LTT for ETH through the local Uniswap: exact approval, then the swap; the chain pays within the quote’s slippage', async () => {
  const session = await demo.open({ account: 1 })
  const { page, wallet } = session
  const me = ANVIL_ADDRESSES[1] as string
  await connectWallet(session)
  await quoteLttForEth(page, '10')
  const quotedOut = ethIn(await page.getByTestId('latch-swap-amount-out').inputValue())
  const minOut = ethIn(await page.getByTestId('latch-swap-min-received').textContent())
  expect(quotedOut).toBeGreaterThan(0n)
  // 0.5 % slippage by default (the view may round what it shows in its last digit).
  const expectedMin = (quotedOut * 995n) / 1000n
  expect(Number(formatUnits(minOut, 18))).toBeCloseTo(Number(formatUnits(expectedMin, 18)), 5)
  expect(await page.getByTestId('latch-swap-route').textContent()).toContain('Uniswap')
  const [lttBefore, ethBefore, blockBefore] = await Promise.all([token.getFunction('balanceOf')(me) as Promise<bigint>, first.provider.getBalance(me), first.provider.getBlockNumber()])
  await page.getByTestId('latch-swap-submit').click()
  // Two confirmations: the exact allowance, then the swap.
  await approve(wallet, Web3RequestKind.SendTransaction)
  await approve(wallet, Web3RequestKind.SendTransaction)
  await page.getByTestId('latch-account-address').waitFor({ timeout: 20_000 })
  const [lttAfter, ethAfter] = await Promise.all([token.getFunction('balanceOf')(me) as Promise<bigint>, first.provider.getBalance(me)])
  expect(lttBefore - lttAfter).toBe(parseUnits('10', 18))
  const received = ethAfter - ethBefore + (await feesPaidSince(blockBefore, me))
  expect(received).toBeGreaterThanOrEqual(expectedMin)
  expect(received).toBeLessThanOrEqual(quotedOut)
  // The allowance was exactly the amount, and the swap used it all.
  const allowance = new Contract(TOKEN, ['function allowance(address, address) view returns (uint256)'], first.provider)
  const { UNISWAP_ROUTER_ADDRESS } = await import('../../stack/contracts/deployUniswap.mjs')
  expect(await allowance.getFunction('allowance')(me, UNISWAP_ROUTER_ADDRESS)).toBe(0n)
  expect(session.walletCalls.filter((m) => m === 'eth_sendTransaction')).toHaveLength(2)
})

it('a quote that expired while the user looked is asked again before anything is sent', async () => {
  // The page's clock, so the test can move time past the quote's life without waiting a minute.
  const session = await demo.open({ account: 1, clock: true })
  const { page, wallet } = session
  await connectWallet(session)
  await quoteLttForEth(page, '1')
  const before = quoteRequests(session.requests).length
  await page.clock.setSystemTime(Date.now() + 5 * 60_000)
  await page.getByTestId('latch-swap-submit').click()
  // The fresh quote is asked before the wallet sees anything.
  await expect.poll(() => quoteRequests(session.requests).length).toBeGreaterThan(before)
  expect(session.walletCalls.includes('eth_sendTransaction')).toBe(false)
  await approve(wallet, Web3RequestKind.SendTransaction)
  await approve(wallet, Web3RequestKind.SendTransaction)
  await page.getByTestId('latch-account-address').waitFor({ timeout: 20_000 })
})

it('with features.swaps off no swap code is fetched; with it on, opening Swap fetches it', async () => {
  const swapChunk = (urls: readonly string[]) => urls.filter((u) => /\/(Swap|swap|swapActions|swapExecute|lifi)[-.][\w-]*\.js$/.test(new URL(u).pathname))
  const off = await demo.open({ account: 3, search: '?swaps=off' })
  await connectWallet(off)
  await openAccountView(off.page)
  await off.page.getByTestId('latch-account-send').waitFor()
  expect(await off.page.getByTestId('latch-account-swap').count()).toBe(0)
  expect(swapChunk(off.requests)).toEqual([])
  expectCleanSession(off)
  await off.close()
  const on = await demo.open({ account: 3 })
  await connectWallet(on)
  await openAccountView(on.page)
  expect(swapChunk(on.requests)).toEqual([])
  await on.page.getByTestId('latch-account-swap').click()
  await on.page.getByTestId('latch-swap-from').waitFor()
  expect(swapChunk(on.requests).length).toBeGreaterThan(0)
})
