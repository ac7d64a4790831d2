import { Contract, Interface, parseEther, parseUnits } from 'ethers'
import type { Page } from 'playwright-core'
import { expect, it } from 'vitest'
import { ANVIL_ADDRESSES } from '@latch/testing/evm-wallet'
import { chainAt } from '../support/chain'
import { dappRequest } from '../support/dappProvider'
import { approveInFrame, connectedAddress, loginWithEmail, newEmail } from '../support/embeddedWallet'
import { closeModal, connectWallet, openAccountView } from '../support/flows'
import { setUpDemo } from '../support/lifecycle'

const demo = setUpDemo()
const first = chainAt(0)
const second = chainAt(1)
const TOKEN = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const ERC20 = new Interface(['function transfer(address to, uint256 amount) returns (bool)', 'function balanceOf(address) view returns (uint256)'])
const token = new Contract(TOKEN, ERC20, first.provider)
/** The demo's batch pays 1 LTT to each of these (anvil accounts 2 and 3). */
const RECEIVERS = [ANVIL_ADDRESSES[2], ANVIL_ADDRESSES[3]] as const
const ltt = (address: string) => token.getFunction('balanceOf').staticCall(address) as Promise<bigint>

/** LTT for the smart account from anvil account 0 (which holds the rest of the supply), nonce picked by anvil. */
async function fundLtt(to: string, amount: string) {
  const from = ANVIL_ADDRESSES[0]
  await first.provider.send('anvil_impersonateAccount', [from])
  const hash = (await first.provider.send('eth_sendTransaction', [{ from, to: TOKEN, data: ERC20.encodeFunctionData('transfer', [to, parseUnits(amount, 18)]) }])) as string
  await first.provider.waitForTransaction(hash, 1, 15_000)
  await first.provider.send('anvil_stopImpersonatingAccount', [from])
}

const text = async (page: Page, testId: string) => (await page.getByTestId(testId).textContent()) ?? ''

async function switchAccountType(page: Page, from: string): Promise<string> {
  await openAccountView(page)
  await page.getByTestId('latch-account-type-switch').click()
  await page.waitForFunction((before) => {
    const now = document.querySelector('[data-testid="demo-address"]')?.textContent
    return now?.startsWith('0x') && now !== before
  }, from)
  await closeModal(page)
  return text(page, 'demo-address')
}

/** Sends the demo's batch (approved in the frame) and waits until its status says included (200). */
async function sendBatch(page: Page, { sponsored }: { sponsored: boolean }): Promise<{ id: string; status: string }> {
  await page.getByTestId('demo-calls-sponsored').setChecked(sponsored)
  await page.getByTestId('demo-calls-send').click()
  const frame = page.frameLocator('iframe[data-latch-frame]')
  await frame.getByTestId('frame-approval').waitFor()
  // The screen says who pays before the user approves.
  const panel = (await frame.getByTestId('frame-approval').textContent()) ?? ''
  expect(panel).toContain(sponsored ? 'Sponsored by' : 'Paid from this smart account')
  await approveInFrame(page, 'Send 2 calls')
  await page.getByTestId('demo-calls-id').waitFor()
  const id = await text(page, 'demo-calls-id')
  for (let i = 0; i < 40; i++) {
    await page.getByTestId('demo-calls-status-button').click()
    await page.waitForFunction(() => !document.querySelector('[data-testid="demo-calls-status-button"]')?.hasAttribute('disabled'))
    const status = await text(page, 'demo-calls-status')
    if (status.startsWith('200')) return { id, status }
    await page.waitForTimeout(250)
  }
  throw new Error(`batch ${id} never reported 200`)
}

it('e-mail login → smart account (not deployed) → send ETH deploys it → an atomic batch of two token transfers → a sponsored batch costs no ETH → reload keeps the type → back to EOA', async () => {
  const { page } = await demo.open()
  const eoa = await loginWithEmail(page, newEmail('smart'))

  const smart = await switchAccountType(page, eoa)
  expect(smart).toMatch(/^0x[0-9a-fA-F]{40}$/)
  expect(smart).not.toBe(eoa)
  expect(await first.provider.getCode(smart)).toBe('0x')
  expect(await text(page, 'demo-account-type')).toBe('smartAccount (not deployed)')

  // ETH for gas and the send, from the demo's faucet (to the address in use: the smart account's).
  await page.getByTestId('demo-faucet').click()
  await page.getByTestId('demo-faucet-done').waitFor()
  expect(await first.balanceEth(smart)).toBe(10)

  // eth_sendTransaction becomes a UserOperation; the dapp gets the hash of the transaction that included it.
  const to = ANVIL_ADDRESSES[7]
  const toBefore = await first.provider.getBalance(to)
  await page.getByTestId('demo-send-to').fill(to)
  await page.getByTestId('demo-send-amount').fill('0.5')
  await page.getByTestId('demo-send-button').click()
  await approveInFrame(page, 'Send transaction')
  await page.getByTestId('demo-tx-hash').waitFor({ timeout: 30_000 })
  const receipt = await first.provider.getTransactionReceipt(await text(page, 'demo-tx-hash'))
  expect(receipt?.status).toBe(1)
  expect((await first.provider.getBalance(to)) - toBefore).toBe(parseEther('0.5'))
  expect(await first.provider.getCode(smart)).not.toBe('0x')
  await page.waitForFunction(() => document.querySelector('[data-testid="demo-account-type"]')?.textContent === 'smartAccount (deployed)')

  // EIP-5792: the smart account batches atomically; two LTT transfers in one operation.
  await page.getByTestId('demo-capabilities-button').click()
  await page.getByTestId('demo-capabilities').waitFor()
  expect(JSON.parse(await text(page, 'demo-capabilities'))).toMatchObject({ [`0x${first.chainId.toString(16)}`]: { atomic: { status: 'supported' } } })
  await fundLtt(smart, '5')
  const before = await Promise.all([ltt(smart), ...RECEIVERS.map(ltt)])
  const ethBefore = await first.provider.getBalance(smart)
  const batch = await sendBatch(page, { sponsored: false })
  expect(batch.status).toMatch(/^200 0x1 0x[0-9a-f]{64}$/)
  const after = await Promise.all([ltt(smart), ...RECEIVERS.map(ltt)])
  expect(after.map((v, i) => v - (before[i] as bigint))).toEqual([-parseUnits('2', 18), parseUnits('1', 18), parseUnits('1', 18)])
  // Both transfers came in one transaction.
  const batchTx = batch.status.split(' ')[2] as string
  const logs = (await first.provider.getTransactionReceipt(batchTx))?.logs.filter((l) => l.address === TOKEN) ?? []
  expect(logs).toHaveLength(2)
  // The account paid for that one.
  const ethAfterPaid = await first.provider.getBalance(smart)
  expect(ethAfterPaid).toBeLessThan(ethBefore)

  // Sponsored by the stack's ERC-7677 paymaster: the account's ETH stays exactly as it was.
  const sponsored = await sendBatch(page, { sponsored: true })
  expect(sponsored.id).not.toBe(batch.id)
  expect(await first.provider.getBalance(smart)).toBe(ethAfterPaid)
  expect(await ltt(smart)).toBe(parseUnits('1', 18))

  // The account in use is per network: the second chain has no bundler, so the EOA is in use there; back on the
  // first chain, the smart account again. The dapp sees each address as the switch lands.
  const addressIs = (address: string) => page.waitForFunction((a) => document.querySelector('[data-testid="demo-address"]')?.textContent === a, address)
  await dappRequest(page, 'wallet_switchEthereumChain', [{ chainId: `0x${second.chainId.toString(16)}` }])
  await addressIs(eoa)
  await dappRequest(page, 'wallet_switchEthereumChain', [{ chainId: `0x${first.chainId.toString(16)}` }])
  await addressIs(smart)

  // The type survives a reload: the same smart account comes back.
  await page.reload()
  expect(await connectedAddress(page)).toBe(smart)
  await page.waitForFunction(() => document.querySelector('[data-testid="demo-account-type"]')?.textContent === 'smartAccount (deployed)')

  expect(await switchAccountType(page, smart)).toBe(eoa)
  expect(await text(page, 'demo-account-type')).toBe('eoa')
  await page.reload()
  expect(await connectedAddress(page)).toBe(eoa)
  expect(await text(page, 'demo-account-type')).toBe('eoa')
})

it('bad input: a call whose `to` lacks 0x, an EOA batch, a smart account on a network without a bundler → clear errors, nothing sent', async () => {
  const { page } = await demo.open()
  const eoa = await loginWithEmail(page, newEmail('badcalls'))
  const nonceBefore = await first.provider.getTransactionCount(eoa)

  // Checked before anything reaches the wallet (spec §5).
  const noPrefix = await dappRequest(page, 'wallet_sendCalls', [{ version: '2.0.0', chainId: `0x${first.chainId.toString(16)}`, atomicRequired: true, calls: [{ to: RECEIVERS[0].slice(2), value: '0x0' }] }])
  expect(noPrefix).toMatchObject({ settled: 'rejected' })
  expect(noPrefix.settled === 'rejected' && noPrefix.message).toContain('to must start with 0x')

  // An EOA has no atomic batches: its capabilities say so and a batch is refused, not sent call by call.
  await page.getByTestId('demo-capabilities-button').click()
  await page.getByTestId('demo-capabilities').waitFor()
  expect(JSON.parse(await text(page, 'demo-capabilities'))).toMatchObject({ [`0x${first.chainId.toString(16)}`]: { atomic: { status: 'unsupported' } } })
  await page.getByTestId('demo-calls-send').click()
  await page.getByTestId('demo-calls-error').waitFor()
  expect(await text(page, 'demo-calls-error')).toMatch(/smart account/i)
  expect(await first.provider.getTransactionCount(eoa)).toBe(nonceBefore)

  // The second chain has no bundler: no smart account is offered there.
  await dappRequest(page, 'wallet_switchEthereumChain', [{ chainId: `0x${second.chainId.toString(16)}` }])
  await page.waitForFunction((id) => document.querySelector('[data-testid="demo-chain"]')?.textContent?.includes(id), second.caipNetworkId)
  await openAccountView(page)
  await page.getByTestId('latch-account-email').waitFor()
  expect(await page.getByTestId('latch-account-type-switch').count()).toBe(0)
  await closeModal(page)
  expect(await first.provider.getTransactionCount(eoa)).toBe(nonceBefore)
})

it('an extension wallet without EIP-5792: the calls reach it as they are, its refusal reaches the dapp, nothing is sent in their place', async () => {
  const session = await demo.open()
  const { page } = session
  await connectWallet(session)
  const address = ANVIL_ADDRESSES[0]
  const nonceBefore = await first.provider.getTransactionCount(address)
  const capabilities = await dappRequest(page, 'wallet_getCapabilities', [address, [`0x${first.chainId.toString(16)}`]])
  expect(capabilities.settled).toBe('rejected')
  await page.getByTestId('demo-calls-send').click()
  await page.getByTestId('demo-calls-error').waitFor()
  // No wallet prompt was answered and no transaction went out in the batch's place.
  await page.waitForTimeout(500)
  expect(await first.provider.getTransactionCount(address)).toBe(nonceBefore)
  expect(session.wallet.getPendingRequestCount()).toBe(0)
})
