import { beforeAll, expect, it } from 'vitest'
import { ANVIL_ADDRESSES, approve, Web3RequestKind } from '@latch/testing/evm-wallet'
import { chainAt } from '../support/chain'
import { connectWallet, openAccountView, waitForModalBalance } from '../support/flows'
import { setUpDemo } from '../support/lifecycle'

const [first, second] = [chainAt(0), chainAt(1)]
const address = ANVIL_ADDRESSES[3]
const demo = setUpDemo()

beforeAll(async () => {
  // A balance only the second chain has, so the modal can show it only by reading that chain.
  await second.setBalance(address, '4321.5')
})

it('switches to the second chain from the Networks view when the wallet knows it', async () => {
  const session = await demo.open({ account: 3, knowsSecondChain: true })
  const { page, wallet } = session
  await connectWallet(session)
  await openAccountView(page)
  await waitForModalBalance(page, await first.balanceEth(address))

  await page.getByTestId('latch-account-networks').click()
  await page.getByTestId(`latch-network-${second.caipNetworkId}`).click()
  await approve(wallet, Web3RequestKind.SwitchEthereumChain)

  await page.getByTestId('latch-network-button').filter({ hasText: 'Anvil Second' }).waitFor()
  expect(wallet.getNetwork().chainId).toBe(second.chainId)
  expect(session.walletCalls).not.toContain('wallet_addEthereumChain')
  await openAccountView(page)
  await waitForModalBalance(page, 4321.5)
  expect(await page.getByTestId('demo-chain').textContent()).toContain(second.caipNetworkId)
})

it('adds the second chain to a wallet that does not know it, then is on it', async () => {
  const session = await demo.open({ account: 3, knowsSecondChain: false })
  const { page, wallet } = session
  await connectWallet(session)
  expect(wallet.getNetworks().map((n) => n.chainId)).toEqual([first.chainId])

  await page.getByTestId(`demo-switch-${second.caipNetworkId}`).click()
  await approve(wallet, Web3RequestKind.AddEthereumChain)

  await page.getByTestId('latch-network-button').filter({ hasText: 'Anvil Second' }).waitFor()
  expect(wallet.getNetwork()).toEqual({ chainId: second.chainId, rpcUrl: second.url })
  const switchAt = session.walletCalls.indexOf('wallet_switchEthereumChain')
  expect(switchAt).toBeGreaterThanOrEqual(0)
  expect(session.walletCalls.indexOf('wallet_addEthereumChain')).toBeGreaterThan(switchAt)
  await openAccountView(page)
  await waitForModalBalance(page, 4321.5)

  // And back: the wallet knows both now, so this is a plain switch.
  await page.getByTestId('latch-modal-close').click()
  await page.getByTestId(`demo-switch-${first.caipNetworkId}`).click()
  await approve(wallet, Web3RequestKind.SwitchEthereumChain)
  await page.getByTestId('latch-network-button').filter({ hasText: 'Anvil Local' }).waitFor()
  expect(wallet.getNetwork().chainId).toBe(first.chainId)
})
