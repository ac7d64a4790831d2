import { expect, it } from 'vitest'
import { ANVIL_ADDRESSES, approve, Web3RequestKind } from '@latch/testing/evm-wallet'
import { chainAt } from '../support/chain'
import { closeModal, connectWallet, openAccountView, waitForModalBalance } from '../support/flows'
import { setUpDemo } from '../support/lifecycle'

const demo = setUpDemo()
const [first, second] = [chainAt(0), chainAt(1)]
/** A chain the dapp never configured. The wallet reads it through the first anvil, so a balance read there would show the first chain's value. */
const THIRD_CHAIN_ID = 424242
const address = ANVIL_ADDRESSES[8]

it('the wallet switches itself to a chain the dapp did not request: UnsupportedChain lists the dapp’s networks, the balance reads 0.00, and picking one switches back', async () => {
  // Balances only one chain has, so what the UI shows tells which chain it read (if any).
  await first.setBalance(address, '777.25')
  await second.setBalance(address, '1234.5')
  const session = await demo.open({ account: 8, knowsSecondChain: true })
  const { page, wallet } = session
  await connectWallet(session)
  await openAccountView(page)
  await waitForModalBalance(page, 777.25)
  await page.getByTestId('latch-modal-close').click()
  await page.getByTestId('latch-modal').waitFor({ state: 'hidden' })

  // From now on, every balance text the dapp or the modal shows while the dapp shows the unsupported chain is recorded
  // in the page. Before the wallet's switch reaches the dapp, 777.25 is the right balance: a DOM change then (seen 8 ms
  // before the dapp showed the new chain, both texts still on the first one) must not count.
  await page.evaluate((unsupported) => {
    const seen: string[] = []
    ;(window as unknown as { __balances: string[] }).__balances = seen
    const read = () => {
      if (!document.querySelector('[data-testid="demo-chain"]')?.textContent?.includes(unsupported)) return
      for (const id of ['latch-account-button', 'demo-balance', 'latch-account-balance']) {
        const text = document.querySelector(`[data-testid="${id}"]`)?.textContent
        if (text && seen.at(-1) !== `${id}: ${text}`) seen.push(`${id}: ${text}`)
      }
    }
    new MutationObserver(read).observe(document.body, { subtree: true, childList: true, characterData: true })
  }, `eip155:${THIRD_CHAIN_ID}`)

  // The user picks another network in the wallet itself (as in MetaMask's own network menu): chainChanged.
  wallet.addNetwork(THIRD_CHAIN_ID, first.url)
  wallet.switchNetwork(THIRD_CHAIN_ID)

  // Spec §4: not requested, switching on, unsupported not allowed, not basic WalletConnect → UnsupportedChain.
  await page.getByTestId('latch-modal').waitFor()
  await page.getByTestId('latch-unsupported-message').waitFor()
  const modal = page.getByTestId('latch-modal')
  expect(await modal.textContent()).toContain('Switch Network')
  for (const network of [first, second]) {
    const item = page.getByTestId(`latch-network-${network.caipNetworkId}`)
    expect(await item.isVisible()).toBe(true)
    expect(await item.isEnabled()).toBe(true)
  }
  expect(await page.getByTestId(`latch-network-eip155:${THIRD_CHAIN_ID}`).count()).toBe(0)
  // Neither of the dapp's networks is the active one any more.
  expect(await modal.locator('[aria-current="true"]').count()).toBe(0)
  // The dapp hears the wallet's real chain.
  await page.waitForFunction((id) => document.querySelector('[data-testid="demo-chain"]')?.textContent?.includes(id), `eip155:${THIRD_CHAIN_ID}`)

  // Spec §9: on an unsupported chain the balance reads 0.00, never the last network's 777.25.
  await page.waitForFunction(() => document.querySelector('[data-testid="demo-balance"]')?.textContent === '0.00')
  expect(await page.getByTestId('latch-account-button').textContent()).toContain('0.00')
  const shownWhileUnsupported = await page.evaluate(() => (window as unknown as { __balances: string[] }).__balances)
  expect(shownWhileUnsupported.length).toBeGreaterThan(0)
  expect(shownWhileUnsupported.filter((t) => t.includes('777.25'))).toEqual([])

  // Picking the second network asks the wallet to switch; the modal closes on it.
  await page.getByTestId(`latch-network-${second.caipNetworkId}`).click()
  await approve(wallet, Web3RequestKind.SwitchEthereumChain)
  await page.getByTestId('latch-network-button').filter({ hasText: 'Anvil Second' }).waitFor()
  expect(wallet.getNetwork().chainId).toBe(second.chainId)
  expect(session.walletCalls).not.toContain('wallet_addEthereumChain')
  await page.getByTestId('latch-modal').waitFor({ state: 'hidden' })
  await page.waitForFunction((id) => document.querySelector('[data-testid="demo-chain"]')?.textContent?.includes(id), second.caipNetworkId)

  // The Account view is on that network, with the balance the second chain reports.
  await openAccountView(page)
  await waitForModalBalance(page, 1234.5)
  expect(await page.getByTestId('latch-network-button').textContent()).toContain('Anvil Second')
})

it('closing UnsupportedChain leaves the account on the unknown chain: the modal’s Account view reads 0.00, and its Networks view switches back', async () => {
  await first.setBalance(address, '777.25')
  const session = await demo.open({ account: 8, knowsSecondChain: true })
  const { page, wallet } = session
  await connectWallet(session)
  await openAccountView(page)
  await waitForModalBalance(page, 777.25)
  await closeModal(page)

  wallet.addNetwork(THIRD_CHAIN_ID + 1, first.url)
  wallet.switchNetwork(THIRD_CHAIN_ID + 1)
  await page.getByTestId('latch-unsupported-message').waitFor()
  await closeModal(page)
  expect(await page.getByTestId('demo-status').textContent()).toBe('connected')

  // Opened again from the account button: the Account view, whose balance is 0.00 (spec §9), not 777.25.
  await openAccountView(page)
  await page.waitForFunction(() => document.querySelector('[data-testid="latch-account-balance"]')?.textContent?.trim() === '0.00')
  expect(await page.getByTestId('latch-account-balance').getAttribute('aria-busy')).toBeNull()

  await page.getByTestId('latch-account-networks').click()
  await page.getByTestId(`latch-network-${first.caipNetworkId}`).click()
  await approve(wallet, Web3RequestKind.SwitchEthereumChain)
  await page.getByTestId('latch-network-button').filter({ hasText: 'Anvil Local' }).waitFor()
  expect(wallet.getNetwork().chainId).toBe(first.chainId)
  await openAccountView(page)
  await waitForModalBalance(page, 777.25)
})
