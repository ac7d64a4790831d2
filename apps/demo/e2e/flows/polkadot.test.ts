/**
 * Polkadot in the demo (issue #14 item 9), in Chromium with the injectedWeb3 test extension of @latch/testing against
 * the local chain (chopsticks): connect beside an EVM wallet, the balance the chain reports, a send the receiver's
 * on-chain balance shows (fee deducted from the sender), a send below the existential deposit refused on the form, a
 * message verified with signatureVerify, a reload that asks the extension nothing new, and Polkadot disconnected
 * alone. Then sending everything: the preview warns, transferAllowDeath empties the account and the chain reaps it.
 */
import { ANVIL_ADDRESSES } from '@latch/testing/evm-wallet'
import { ApiPromise, Keyring, WsProvider } from '@polkadot/api'
import { u8aWrapBytes } from '@polkadot/util'
import { cryptoWaitReady, signatureVerify } from '@polkadot/util-crypto'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, expect, inject, it } from 'vitest'
import { LOCAL_POLKADOT_CHAIN } from '../support/demoSession'
import { closeModal, connectWallet, openAccountView, previewedFee } from '../support/flows'
import { setUpDemo } from '../support/lifecycle'

const demo = setUpDemo()
const EXTENSION = 'latch-wallet-latch-test'
const ROC = 10n ** 12n
/** The local chain's SS58 prefix (Rococo Asset Hub's). */
const PREFIX = 2

let api: ApiPromise
let provider: WsProvider
beforeAll(async () => {
  await cryptoWaitReady()
  provider = new WsProvider(inject('polkadotUrl'))
  api = await ApiPromise.create({ provider, noInitWarn: true })
}, 60_000)
afterAll(async () => {
  await api?.disconnect()
})

const keyring = () => new Keyring({ type: 'sr25519', ss58Format: PREFIX })
const addressOf = (uri: string) => keyring().addFromUri(uri).address
let fresh = 0
const freshAddress = () => addressOf(`//LatchE2EReceiver${++fresh}${Date.now()}`)

interface AccountInfo {
  providers: { toNumber(): number }
  data: { free: { toBigInt(): bigint } }
}
const account = async (address: string) => (await api.query.system!.account!(address)) as unknown as AccountInfo
const free = async (address: string) => (await account(address)).data.free.toBigInt()
const roc = (planck: bigint) => (Number(planck) / 1e12).toLocaleString('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 })

/** Account → Networks → the Polkadot network → Connect → the test extension (it approves on its own). */
async function connectPolkadot(page: Page, address: string): Promise<void> {
  await openAccountView(page)
  await page.getByTestId('latch-account-networks').click()
  await page.getByTestId(`latch-network-${LOCAL_POLKADOT_CHAIN}`).click()
  await page.getByTestId(EXTENSION).click()
  await page.getByTestId('demo-polkadot-address').filter({ hasText: address }).waitFor()
}

/** Send form → preview; returns the fee the preview shows, in planck. */
async function preview(page: Page, { to, amount }: { to: string; amount?: string }): Promise<bigint> {
  await openAccountView(page)
  await page.getByTestId('latch-account-send').click()
  await page.getByTestId('latch-send-to').fill(to)
  if (amount) await page.getByTestId('latch-send-amount').fill(amount)
  else await page.getByTestId('latch-send-max').click()
  // Max asks the chain for the fee first (a runtime call on chopsticks): seconds on a loaded 2-core machine, not one.
  await expect.poll(() => page.getByTestId('latch-send-amount').inputValue(), { timeout: 15_000 }).not.toBe('')
  await page.getByTestId('latch-send-preview').click()
  return previewedFee(page, 'ROC', 12)
}

async function confirm(page: Page): Promise<void> {
  await page.getByTestId('latch-send-confirm').click()
  await page.getByTestId('latch-send-hash').waitFor({ timeout: 20_000 })
  await closeModal(page)
}

it('connects a Polkadot extension beside an EVM wallet, reads, sends, refuses a send below the deposit, signs, survives a reload, and disconnects alone', async () => {
  const alice = addressOf('//Alice')
  const session = await demo.open({ polkadot: { accounts: [{ uri: '//Alice', name: 'Alice' }] } })
  const { page } = session
  const extension = session.polkadot
  if (!extension) throw new Error('no Polkadot extension in the session')
  await connectWallet(session)
  await connectPolkadot(page, alice)
  expect((await extension.requests()).map((r) => [r.method, r.status])).toContainEqual(['enable', 'approved'])

  // The transferable balance the chain reports, in ROC (12 decimals), under the network's SS58 prefix.
  await openAccountView(page)
  await expect.poll(async () => page.getByTestId('latch-account-balance').textContent()).toBe(`${roc(await free(alice))} ROC`)
  expect(await page.getByTestId('latch-account-namespace-eip155').textContent()).toContain('EVM')
  await closeModal(page)

  // A receiver the chain does not know must get the existential deposit: refused on the form, the extension asked nothing.
  const asked = (await extension.requests()).length
  const receiver = freshAddress()
  await openAccountView(page)
  await page.getByTestId('latch-account-send').click()
  await page.getByTestId('latch-send-amount').fill('0.000001')
  await page.getByTestId('latch-send-to').fill(receiver)
  await page.getByTestId('latch-send-preview').click()
  expect(await page.getByTestId('latch-send-amount-error').textContent()).toBe('The receiver has no account on this network yet: send at least 0.000003333333 ROC to open it')
  // An address of another network (Polkadot's prefix 0) is not this network's.
  await page.getByTestId('latch-send-to').fill(new Keyring({ ss58Format: 0 }).encodeAddress(receiver))
  await page.getByTestId('latch-send-preview').click()
  expect(await page.getByTestId('latch-send-to-error').textContent()).toBe('Enter a valid address')
  expect((await extension.requests()).length).toBe(asked)
  await closeModal(page)

  // 1.5 ROC to the new account: it holds exactly that, and the sender paid it and the previewed fee.
  const before = await free(alice)
  const fee = await preview(page, { to: receiver, amount: '1.5' })
  expect(await page.getByTestId('latch-send-preview-amount').textContent()).toBe('1.5 ROC')
  await confirm(page)
  await expect.poll(() => free(receiver), { timeout: 10_000 }).toBe(1_500_000_000_000n)
  expect(await free(alice)).toBe(before - 1_500_000_000_000n - fee)
  expect((await extension.requests()).filter((r) => r.method === 'signPayload').map((r) => r.status)).toEqual(['approved'])

  // A message signed with the extension's signRaw, checked against Alice's key: the bytes wrapped as extensions sign them.
  const message = `Latch on Polkadot ${Date.now()}`
  await page.getByTestId('demo-polkadot-sign-input').fill(message)
  await page.getByTestId('demo-polkadot-sign-button').click()
  const signature = (await page.getByTestId('demo-polkadot-signature').textContent()) ?? ''
  expect(signatureVerify(u8aWrapBytes(message), signature, alice).isValid).toBe(true)
  expect(signatureVerify(u8aWrapBytes(`${message}!`), signature, alice).isValid).toBe(false)

  // A reload restores both connections. The extension in the new page remembers that it authorised the demo (as a
  // real one does), and is asked only silently: nothing prompts.
  await page.reload()
  await page.getByTestId('demo-polkadot-address').filter({ hasText: alice }).waitFor()
  await expect.poll(async () => (await extension.requests()).map((r) => r.method)).toEqual(['silentEnable'])
  expect(await extension.prompts()).toBe(0)

  // Polkadot disconnects alone: EVM stays connected and becomes active.
  await openAccountView(page)
  await page.getByRole('button', { name: 'Disconnect Polkadot' }).click()
  await page.getByTestId('demo-polkadot-address').filter({ hasText: '—' }).waitFor()
  await page.getByTestId('demo-address').filter({ hasText: ANVIL_ADDRESSES[0] }).waitFor()
  expect(await page.getByTestId('demo-status').textContent()).toBe('connected')
})

it('sends everything: the preview warns that the account closes, transferAllowDeath empties it and the chain reaps it', async () => {
  const uri = `//LatchE2ESendAll${Date.now()}`
  const sender = addressOf(uri)
  // A fresh account holding exactly 2 ROC, as chopsticks lets a test write it.
  await provider.send('dev_setStorage', [{ System: { Account: [[[sender], { providers: 1, data: { free: (2n * ROC).toString() } }]] } }])
  expect(await free(sender)).toBe(2n * ROC)
  const session = await demo.open({ polkadot: { accounts: [{ uri, name: 'Everything' }] } })
  const { page } = session
  await connectWallet(session)
  await connectPolkadot(page, sender)
  await openAccountView(page)
  await expect.poll(async () => page.getByTestId('latch-account-balance').textContent()).toBe('2.00 ROC')
  await closeModal(page)

  const receiver = freshAddress()
  const fee = await preview(page, { to: receiver })
  expect(await page.getByTestId('latch-send-preview-closes').textContent()).toBe(
    'This sends everything, so the network closes your account. To use it again, it must receive at least 0.000003333333 ROC.',
  )
  await confirm(page)
  await expect.poll(() => free(receiver), { timeout: 10_000 }).toBe(2n * ROC - fee)
  expect(await free(sender)).toBe(0n)
  expect((await account(sender)).providers.toNumber()).toBe(0)
})

it('signs in with a Polkadot account (CAIP-122): the extension signs the message, the backend verifies it and keeps the session across a reload', async () => {
  const alice = addressOf('//Alice')
  const session = await demo.open({ search: '?siwe=required', polkadot: { accounts: [{ uri: '//Alice', name: 'Alice' }], mode: 'manual' } })
  const { page } = session
  const extension = session.polkadot
  if (!extension) throw new Error('no Polkadot extension in the session')
  // Straight from Connect: the extension is listed beside the EVM wallets.
  await page.getByTestId('latch-connect-button').click()
  await page.getByTestId(EXTENSION).click()
  await extension.approve((await extension.waitForPending('enable')).id)
  await page.getByTestId('latch-siwx-sign').click()

  // What the extension is asked to sign is the CAIP-122 text for this account on this network.
  const request = await extension.waitForPending('signRaw')
  const text = Buffer.from((request.detail ?? '').slice(2), 'hex').toString('utf8')
  expect(text.split('\n').slice(0, 2)).toEqual([`${new URL(inject('demoUrl')).host} wants you to sign in with your Polkadot account:`, alice])
  expect(text).toContain(`\nChain ID: ${LOCAL_POLKADOT_CHAIN.slice('polkadot:'.length)}\n`)
  await extension.approve(request.id)
  await page.getByTestId('latch-modal').waitFor({ state: 'hidden' })

  // The backend verified the signature against the account's key and holds the session (HttpOnly cookie).
  const siweUrl = new URL((await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name).find((n) => n.includes('/nonce')))) ?? '').origin
  const sessions = await page.evaluate(
    async ({ url, chainId, address }) => (await (await fetch(`${url}/session?chainId=${chainId}&address=${address}`, { credentials: 'include' })).json()) as { sessions: { data: { accountAddress: string } }[] },
    { url: siweUrl, chainId: LOCAL_POLKADOT_CHAIN, address: alice },
  )
  expect(sessions.sessions.map((s) => s.data.accountAddress)).toEqual([alice])

  // After a reload the session is found: connected again without a prompt, and no sign-in view.
  await page.reload()
  await page.getByTestId('demo-polkadot-address').filter({ hasText: alice }).waitFor()
  await page.waitForTimeout(300)
  expect(await page.getByTestId('latch-siwx-sign').count()).toBe(0)
  expect(await extension.prompts()).toBe(0)
})
