/**
 * Solana in the demo (issue #12 item 8), in Chromium with the Wallet Standard test wallet of @latch/testing against
 * the local Solana chain (LiteSVM): connect beside an EVM wallet, the balance and tokens the chain reports, SOL and
 * SPL sends the receiver's on-chain balances show, a message verified with ed25519, a reload that prompts for
 * nothing, and Solana disconnected alone while EVM stays.
 */
import { createPublicKey, verify } from 'node:crypto'
import { testKeypair, testMint } from '@latch/local-solana'
import { Connection, Keypair, LAMPORTS_PER_SOL, type PublicKey } from '@solana/web3.js'
import bs58 from 'bs58'
import type { Page } from 'playwright-core'
import { expect, inject, it } from 'vitest'
import { ANVIL_ADDRESSES } from '@latch/testing/evm-wallet'
import { LOCAL_SOLANA_CHAIN } from '../support/demoSession'
import { closeModal, connectWallet, openAccountView } from '../support/flows'
import { setUpDemo } from '../support/lifecycle'

const demo = setUpDemo()
// Account 1 holds 500 LTT and 500 LT22 from the start (accounts 0 and 1 do).
const ACCOUNT = 1
const me = testKeypair(ACCOUNT).publicKey
const SOLANA_WALLET = 'latch-wallet-Latch Test Wallet'

const chain = () => new Connection(inject('solanaUrl'), 'confirmed')
const lamports = (address: PublicKey) => chain().getBalance(address)
/** The receiver's units of a test mint, summed over its token accounts, as the chain reports them. */
async function tokenUnits(owner: PublicKey, symbol: 'LTT' | 'LT22'): Promise<bigint> {
  const { value } = await chain().getParsedTokenAccountsByOwner(owner, { mint: testMint(symbol) })
  return value.reduce((sum, a) => sum + BigInt((a.account.data.parsed as { info: { tokenAmount: { amount: string } } }).info.tokenAmount.amount), 0n)
}

/** Networks → the Solana network → Connect → the test wallet (it approves on its own). */
async function connectSolana(page: Page): Promise<void> {
  await openAccountView(page)
  await page.getByTestId('latch-account-networks').click()
  await page.getByTestId(`latch-network-${LOCAL_SOLANA_CHAIN}`).click()
  await page.getByTestId(SOLANA_WALLET).click()
  await page.getByTestId('demo-solana-address').filter({ hasText: me.toBase58() }).waitFor()
}

async function send(page: Page, { to, amount, token }: { to: string; amount: string; token?: string }): Promise<void> {
  await openAccountView(page)
  if (token) {
    await page.getByTestId('latch-account-tab-tokens').click()
    await page.getByTestId(`latch-token-${token}`).click()
  } else await page.getByTestId('latch-account-send').click()
  await page.getByTestId('latch-send-amount').fill(amount)
  await page.getByTestId('latch-send-to').fill(to)
  await page.getByTestId('latch-send-preview').click()
  expect(await page.getByTestId('latch-send-preview-amount').textContent()).toBe(`${amount} ${token ?? 'SOL'}`)
  expect(await page.getByTestId('latch-send-preview-fee').textContent()).toMatch(/ SOL$/)
  await page.getByTestId('latch-send-confirm').click()
  // A SOL send ends on a fresh form with the signature, a token send back on Account (spec §4); either way, closed.
  await page.getByTestId('latch-send-hash').or(page.getByTestId('latch-account-address')).first().waitFor()
  await closeModal(page)
}

it('connects a Solana wallet beside an EVM one, reads, sends SOL and LTT, signs, survives a reload, and disconnects alone', async () => {
  const session = await demo.open({ solanaAccount: ACCOUNT })
  const { page } = session
  const wallet = session.solana
  if (!wallet) throw new Error('no Solana wallet in the session')
  await connectWallet(session)
  await connectSolana(page)
  expect((await wallet.requests()).map((r) => [r.method, r.status])).toContainEqual(['connect', 'approved'])

  // The balance the chain reports, in SOL (9 decimals).
  const sol = (await lamports(me)) / LAMPORTS_PER_SOL
  await openAccountView(page)
  await expect.poll(async () => page.getByTestId('latch-account-balance').textContent()).toBe(`${sol.toLocaleString('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} SOL`)
  expect(await page.getByTestId('latch-account-namespace-eip155').textContent()).toContain('EVM')

  // Its SPL tokens, named by their metadata.
  await page.getByTestId('latch-account-tab-tokens').click()
  await page.getByTestId('latch-token-LTT').waitFor()
  await page.getByTestId('latch-token-LT22').waitFor()
  await closeModal(page)

  // Bad input is refused on the form, and the wallet is asked nothing: a malformed address, more decimals than LTT's 6.
  const asked = (await wallet.requests()).length
  await openAccountView(page)
  await page.getByTestId('latch-account-tab-tokens').click()
  await page.getByTestId('latch-token-LTT').click()
  await page.getByTestId('latch-send-amount').fill('1.0000001')
  await page.getByTestId('latch-send-to').fill('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')
  await page.getByTestId('latch-send-preview').click()
  expect(await page.getByTestId('latch-send-to-error').textContent()).toBe('Enter a valid address')
  expect(await page.getByTestId('latch-send-amount-error').textContent()).toBe('Enter a valid amount')
  expect((await wallet.requests()).length).toBe(asked)
  await closeModal(page)

  // Send SOL, then LTT (the receiver has no token account yet: the send creates it).
  const receiver = Keypair.generate().publicKey
  await send(page, { to: receiver.toBase58(), amount: '1.5' })
  await expect.poll(() => lamports(receiver), { timeout: 10_000 }).toBe(1.5 * LAMPORTS_PER_SOL)
  await send(page, { to: receiver.toBase58(), amount: '2.5', token: 'LTT' })
  await expect.poll(() => tokenUnits(receiver, 'LTT'), { timeout: 10_000 }).toBe(2_500_000n)

  // A message signed through useAppKitProvider('solana'), checked with ed25519 against the account's key.
  const message = `Latch on Solana ${Date.now()}`
  await page.getByTestId('demo-solana-sign-input').fill(message)
  await page.getByTestId('demo-solana-sign-button').click()
  const signature = bs58.decode((await page.getByTestId('demo-solana-signature').textContent()) ?? '')
  const key = createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: Buffer.from(me.toBytes()).toString('base64url') }, format: 'jwk' })
  expect(verify(null, Buffer.from(message), key, signature)).toBe(true)
  // useAppKitConnection() is the web3.js Connection of the local chain.
  await page.getByTestId('demo-solana-slot-button').click()
  expect(Number(await page.getByTestId('demo-solana-slot').textContent())).toBeGreaterThan(0)

  // A reload restores both connections; the Solana wallet is asked only silently.
  await page.reload()
  await page.getByTestId('demo-solana-address').filter({ hasText: me.toBase58() }).waitFor()
  // The cached address shows at once; the wallet's silent answer follows.
  await expect.poll(async () => (await wallet.requests()).map((r) => r.method)).toContain('silentConnect')
  expect((await wallet.requests()).map((r) => r.method)).not.toContain('connect')

  // Solana disconnects alone: EVM stays connected and becomes active.
  await openAccountView(page)
  await page.getByRole('button', { name: 'Disconnect Solana' }).click()
  await page.getByTestId('demo-solana-address').filter({ hasText: '—' }).waitFor()
  await page.getByTestId('demo-address').filter({ hasText: ANVIL_ADDRESSES[0] }).waitFor()
  expect(await page.getByTestId('demo-status').textContent()).toBe('connected')
})
