/**
 * Cosmos in the demo (issue #16 item 9), in Chromium with the test kit's Keplr-API wallet (as `window.keplr`) against
 * the local chains (@latch/local-cosmos: ledgers that check every signature over the real SignDoc): connect beside an
 * EVM wallet, the balance the chain reports, refusals before the wallet is asked (another chain's prefix, too many
 * decimals, a memo over 256 bytes), a send with a memo whose receiver grows by exactly the amount while the sender pays exactly the previewed fee and its
 * sequence advances, an ADR-036 message verified, a chain the wallet lacks suggested and added, a reload that asks
 * nothing, and Cosmos disconnected alone. Then sign-in with X on cosmos: the backend verifies the ADR-036 signature of
 * the CAIP-122 text.
 */
import { verifyArbitraryMessage } from '@latch/adapter-cosmos/verify'
import { testAccount } from '@latch/local-cosmos'
import { ANVIL_ADDRESSES } from '@latch/testing/evm-wallet'
import { StargateClient } from '@cosmjs/stargate'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, expect, inject, it } from 'vitest'
import { closeModal, connectWallet, openAccountView, previewedFee } from '../support/flows'
import { setUpDemo } from '../support/lifecycle'

const demo = setUpDemo()
const WALLET = 'latch-wallet-keplr'
const LOCAL = 'cosmos:latch-local-1'
const TWO = 'cosmos:latch-local-2'
const alice = testAccount(0, 'cosmos')
const bob = testAccount(1, 'cosmos')

/** The chain as Keplr's ChainInfo describes it: the one the wallet knows from the start. */
const chainInfo = (chainId: string, rpc: string) => {
  const latch = { coinDenom: 'LATCH', coinMinimalDenom: 'ulatch', coinDecimals: 6 }
  return {
    chainId,
    chainName: chainId,
    rpc,
    rest: rpc,
    bech32Config: { bech32PrefixAccAddr: 'cosmos' },
    currencies: [latch],
    feeCurrencies: [{ ...latch, gasPriceStep: { low: 0.01, average: 0.025, high: 0.04 } }],
    bip44: { coinType: 118 },
  }
}

let client: StargateClient
beforeAll(async () => {
  client = await StargateClient.connect(inject('cosmosUrls')[0] ?? '')
})
afterAll(() => client?.disconnect())

const ulatch = async (address: string) => BigInt((await client.getBalance(address, 'ulatch')).amount)
const latch = (amount: bigint) => (Number(amount) / 1e6).toLocaleString('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 })

/** Account → Networks → `network` → the wallet, when no Cosmos account is connected yet. */
async function connectCosmos(page: Page): Promise<void> {
  await openAccountView(page)
  await page.getByTestId('latch-account-networks').click()
  await page.getByTestId(`latch-network-${LOCAL}`).click()
  await page.getByTestId(WALLET).click()
  await page.getByTestId('demo-cosmos-address').filter({ hasText: alice.address }).waitFor()
}

it('connects a Keplr-API wallet beside an EVM one, reads, refuses, sends, signs (ADR-036), adds a chain it lacked, survives a reload, and disconnects alone', async () => {
  const [url] = inject('cosmosUrls')
  const session = await demo.open({ cosmos: { chains: [chainInfo('latch-local-1', url ?? '')] } })
  const { page } = session
  const wallet = session.cosmos
  if (!wallet) throw new Error('no Cosmos wallet in the session')
  await connectWallet(session)
  await connectCosmos(page)
  expect((await wallet.requests()).map((r) => [r.method, r.status])).toEqual([['enable', 'approved']])

  // The balance the chain reports, in LATCH (6 decimals).
  const start = await ulatch(alice.address)
  await openAccountView(page)
  await expect.poll(() => page.getByTestId('latch-account-balance').textContent()).toBe(`${latch(start)} LATCH`)
  expect(await page.getByTestId('latch-account-namespace-eip155').textContent()).toContain('EVM')

  // Refused before the wallet is asked: another chain's prefix, more decimals than LATCH has, a memo over 256 bytes.
  await page.getByTestId('latch-account-send').click()
  await page.getByTestId('latch-send-to').fill(testAccount(1, 'osmo').address)
  await page.getByTestId('latch-send-amount').fill('0.0000001')
  await page.getByTestId('latch-send-memo').fill('é'.repeat(129))
  await page.getByTestId('latch-send-preview').click()
  await expect.poll(() => page.getByTestId('latch-send-to-error').textContent()).toBe('Enter a valid address')
  expect(await page.getByTestId('latch-send-amount-error').textContent()).toBe('Enter a valid amount')
  expect(await page.getByTestId('latch-send-memo-error').textContent()).toBe('Keep the memo within 256 bytes')

  // 2.5 LATCH to bob: the chain moves exactly that, the sender pays exactly the previewed fee, its sequence advances.
  const bobBefore = await ulatch(bob.address)
  const sequence = (await client.getAccount(alice.address))?.sequence ?? 0
  await page.getByTestId('latch-send-to').fill(bob.address)
  await page.getByTestId('latch-send-amount').fill('2.5')
  await page.getByTestId('latch-send-memo').fill('Latch e2e: lunch')
  await page.getByTestId('latch-send-preview').click()
  expect(await page.getByTestId('latch-send-preview-amount').textContent()).toBe('2.5 LATCH')
  expect(await page.getByTestId('latch-send-preview-memo').textContent()).toBe('Memo: Latch e2e: lunch')
  const fee = await previewedFee(page, 'LATCH', 6)
  expect(fee).toBeGreaterThan(0n)
  await page.getByTestId('latch-send-confirm').click()
  await page.getByTestId('latch-send-hash').waitFor({ timeout: 20_000 })
  await closeModal(page)
  expect(await ulatch(bob.address)).toBe(bobBefore + 2_500_000n)
  expect(await ulatch(alice.address)).toBe(start - 2_500_000n - fee)
  expect((await client.getAccount(alice.address))?.sequence).toBe(sequence + 1)
  // The wallet signed exactly one send, with the memo (the chain checked the signature over the body that holds it).
  expect((await wallet.requests()).filter((r) => r.method === 'signDirect').map((r) => [r.status, r.memo])).toEqual([['approved', 'Latch e2e: lunch']])

  // An ADR-036 signature by alice's key, which verifies for this message only.
  const message = `Latch on Cosmos ${Date.now()}`
  await page.getByTestId('demo-cosmos-sign-input').fill(message)
  await page.getByTestId('demo-cosmos-sign-button').click()
  const signature = (await page.getByTestId('demo-cosmos-signature').textContent()) ?? ''
  expect(verifyArbitraryMessage({ signer: alice.address, data: message, signature })).toBe(true)
  expect(verifyArbitraryMessage({ signer: alice.address, data: `${message}!`, signature })).toBe(false)

  // A chain the wallet lacks: offered with suggest-chain, then enabled; the account is the same key there.
  await openAccountView(page)
  await page.getByTestId('latch-account-networks').click()
  await page.getByTestId(`latch-network-${TWO}`).click()
  await page.getByTestId('demo-cosmos-chain').filter({ hasText: 'latch-local-2' }).waitFor()
  await closeModal(page).catch(() => undefined)
  expect((await wallet.knownChains()).map((c) => c.chainId)).toEqual(['latch-local-1', 'latch-local-2'])
  expect((await wallet.requests()).map((r) => r.method).filter((m) => m === 'suggestChain' || m === 'enable')).toEqual(['enable', 'suggestChain', 'enable'])
  await page.getByTestId('demo-cosmos-address').filter({ hasText: alice.address }).waitFor()
  // The second chain's own balance (alice's genesis there, untouched).
  await expect.poll(() => page.getByTestId('demo-cosmos-balance').textContent()).toBe('1000000 LATCH')

  // A reload restores both connections on the chain last used, asking the wallet for nothing that prompts.
  await page.reload()
  await page.getByTestId('demo-cosmos-address').filter({ hasText: alice.address }).waitFor()
  await page.getByTestId('demo-cosmos-chain').filter({ hasText: 'latch-local-2' }).waitFor()
  // The wallet in the new page logs afresh.
  expect((await wallet.requests()).filter((r) => r.method !== 'silentEnable')).toEqual([])

  // Cosmos disconnects alone: EVM stays connected and becomes active.
  await openAccountView(page)
  await page.getByRole('button', { name: 'Disconnect Cosmos' }).click()
  await page.getByTestId('demo-cosmos-address').filter({ hasText: '—' }).waitFor()
  await page.getByTestId('demo-address').filter({ hasText: ANVIL_ADDRESSES[0] }).waitFor()
  expect(await page.getByTestId('demo-status').textContent()).toBe('connected')
})

it('signs in with a Cosmos account (CAIP-122, ADR-036): the wallet signs the text it shows, the backend verifies it and keeps the session across a reload', async () => {
  const [url] = inject('cosmosUrls')
  const session = await demo.open({ search: '?siwe=required', cosmos: { chains: [chainInfo('latch-local-1', url ?? '')], mode: 'manual' } })
  const { page } = session
  const wallet = session.cosmos
  if (!wallet) throw new Error('no Cosmos wallet in the session')
  // Straight from Connect: the Keplr-API wallet is listed beside the EVM ones.
  await page.getByTestId('latch-connect-button').click()
  await page.getByTestId(WALLET).click()
  await wallet.approve((await wallet.waitForPending('enable')).id)
  await page.getByTestId('latch-siwx-sign').click()

  // What the wallet is asked to sign (ADR-036) is the CAIP-122 text for this account on this chain.
  const request = await wallet.waitForPending('signArbitrary')
  const text = request.detail ?? ''
  expect(request.signer).toBe(alice.address)
  expect(text.split('\n').slice(0, 2)).toEqual([`${new URL(inject('demoUrl')).host} wants you to sign in with your Cosmos account:`, alice.address])
  expect(text).toContain('\nChain ID: latch-local-1\n')
  await wallet.approve(request.id)
  await page.getByTestId('latch-modal').waitFor({ state: 'hidden' })

  // The backend verified the ADR-036 signature against the address and holds the session (HttpOnly cookie).
  const siweUrl = new URL((await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name).find((n) => n.includes('/nonce')))) ?? '').origin
  const sessions = await page.evaluate(
    async ({ url, chainId, address }) => (await (await fetch(`${url}/session?chainId=${chainId}&address=${address}`, { credentials: 'include' })).json()) as { sessions: { data: { accountAddress: string } }[] },
    { url: siweUrl, chainId: LOCAL, address: alice.address },
  )
  expect(sessions.sessions.map((s) => s.data.accountAddress)).toEqual([alice.address])

  // After a reload the session is found: connected again without a prompt, and no sign-in view.
  await page.reload()
  await page.getByTestId('demo-cosmos-address').filter({ hasText: alice.address }).waitFor()
  await page.waitForTimeout(300)
  expect(await page.getByTestId('latch-siwx-sign').count()).toBe(0)
  expect((await wallet.requests()).filter((r) => r.method !== 'silentEnable')).toEqual([])
})
