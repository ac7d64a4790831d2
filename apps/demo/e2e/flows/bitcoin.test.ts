/**
 * Bitcoin in the demo (issue #15 item 9), in Chromium with the test kit's Bitcoin wallet (Wallet Standard and
 * WBIP004) against the local regtest chain (@latch/local-bitcoin, which accepts only fully signed transactions):
 * connect beside an EVM wallet with both addresses shown, the balance the chain reports, a send at the fast rate
 * whose preview lists every coin and whose receiver grows by exactly the amount while the change comes back, refusals
 * (dust, another network's address) before the wallet is asked, a BIP-322 message a verifier accepts, a reload that
 * prompts nothing, and Bitcoin disconnected alone. Then sign-in with X on bip122: the backend verifies the BIP-322
 * signature of the CAIP-122 text.
 */
import { ANVIL_ADDRESSES } from '@latch/testing/evm-wallet'
import { FEE_ESTIMATES, testAccount } from '@latch/local-bitcoin'
import { Verifier } from 'bip322-js'
import type { Page } from 'playwright-core'
import { expect, inject, it } from 'vitest'
import { LOCAL_BITCOIN_CHAIN } from '../support/demoSession'
import { closeModal, connectWallet, openAccountView } from '../support/flows'
import { setUpDemo } from '../support/lifecycle'

const demo = setUpDemo()
const WALLET = 'latch-wallet-latchtestbitcoin'
const alice = testAccount(0)
const bob = testAccount(1)

interface EsploraStats {
  funded_txo_sum: number
  spent_txo_sum: number
}
interface EsploraTx {
  fee: number
  vin: { prevout: { scriptpubkey_address: string; value: number } }[]
  vout: { scriptpubkey_address: string; value: number }[]
}
const esplora = async <T>(path: string): Promise<T> => {
  const response = await fetch(`${inject('bitcoinUrl')}${path}`)
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`)
  return (await response.json()) as T
}
/** What an address can spend: confirmed plus mempool, in sats. */
async function balance(address: string): Promise<bigint> {
  const { chain_stats: c, mempool_stats: m } = await esplora<{ chain_stats: EsploraStats; mempool_stats: EsploraStats }>(`/address/${address}`)
  return BigInt(c.funded_txo_sum - c.spent_txo_sum + m.funded_txo_sum - m.spent_txo_sum)
}
const btc = (sats: bigint) => (Number(sats) / 1e8).toLocaleString('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 })

/** Account → Networks → Bitcoin Local → the test wallet (it approves on its own). */
async function connectBitcoin(page: Page): Promise<void> {
  await openAccountView(page)
  await page.getByTestId('latch-account-networks').click()
  await page.getByTestId(`latch-network-${LOCAL_BITCOIN_CHAIN}`).click()
  await page.getByTestId(WALLET).click()
  await page.getByTestId('demo-bitcoin-address').filter({ hasText: alice.payment.address }).waitFor()
}

it('connects a Bitcoin wallet beside an EVM one, reads, sends with change at the chosen speed, refuses bad sends, signs (BIP-322), survives a reload, and disconnects alone', async () => {
  const session = await demo.open({ bitcoin: {} })
  const { page } = session
  const wallet = session.bitcoin
  if (!wallet) throw new Error('no Bitcoin wallet in the session')
  await connectWallet(session)
  await connectBitcoin(page)
  // Both addresses the wallet shared: payment (P2WPKH) is the account, ordinals (P2TR) beside it.
  // (The panel asks the provider for them once connected: they show a moment after the account.)
  await page.getByTestId('demo-bitcoin-ordinals').filter({ hasText: alice.ordinals.address }).waitFor()
  expect((await wallet.requests()).map((r) => [r.method, r.status, r.purposes?.join()])).toEqual([['connect', 'approved', 'payment,ordinals']])

  // The balance the chain reports for the payment address, in tBTC.
  const start = await balance(alice.payment.address)
  await openAccountView(page)
  await expect.poll(() => page.getByTestId('latch-account-balance').textContent()).toBe(`${btc(start)} tBTC`)
  expect(await page.getByTestId('latch-account-namespace-eip155').textContent()).toContain('EVM')

  // Refused before the wallet is asked: an amount below the receiver's dust limit, an address of another network.
  await page.getByTestId('latch-account-send').click()
  await page.getByTestId('latch-send-amount').fill('0.000001')
  await page.getByTestId('latch-send-to').fill(bob.payment.address)
  await page.getByTestId('latch-send-preview').click()
  await expect.poll(() => page.getByTestId('latch-send-amount-error').textContent()).toBe('100 sat is below the 294 sat this address type may receive (dust).')
  await page.getByTestId('latch-send-amount').fill('0.5')
  await page.getByTestId('latch-send-to').fill('tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx') // testnet, not regtest
  await page.getByTestId('latch-send-preview').click()
  await expect.poll(() => page.getByTestId('latch-send-to-error').textContent()).toBe('Enter a valid address')
  expect((await wallet.requests()).map((r) => r.method)).toEqual(['connect'])

  // 0.5 tBTC to bob at the fast rate (the 1-block estimate): one 141 vB transaction, every coin on the preview.
  await page.getByTestId('latch-send-to').fill(bob.payment.address)
  // The radio is visually hidden inside its label, which is what a person clicks.
  await page.getByTestId('latch-send-speed').getByText('Fast').click()
  await expect.poll(() => page.getByRole('radio', { name: 'Fast' }).isChecked()).toBe(true)
  await page.getByTestId('latch-send-preview').click()
  const rate = FEE_ESTIMATES['1']
  const fee = BigInt(rate * 141)
  expect(await page.getByTestId('latch-send-preview-amount').textContent()).toBe('0.5 tBTC')
  expect(await page.getByTestId('latch-send-preview-fee').textContent()).toBe(`Network fee: ${Number(fee) / 1e8} tBTC`)
  expect(await page.getByTestId('latch-send-preview-fee-rate').textContent()).toBe(`Fee rate: ${rate} sat/vB · Fast`)
  // The coins load with their own small chunk (an EVM dapp never needs it).
  await page.getByTestId('latch-send-preview-outputs').waitFor()
  const titles = async (kind: string) => page.getByTestId(`latch-send-preview-${kind}`).locator('[title]').evaluateAll((els) => els.map((e) => e.getAttribute('title')))
  expect(await titles('outputs')).toEqual([bob.payment.address, alice.payment.address])
  expect((await titles('inputs')).every((id) => /^[0-9a-f]{64}:\d+$/.test(id ?? ''))).toBe(true)
  const bobBefore = await balance(bob.payment.address)
  await page.getByTestId('latch-send-confirm').click()
  const hash = await page.getByTestId('latch-send-hash').getAttribute('title', { timeout: 20_000 })
  await closeModal(page)

  // The chain took it: bob grew by exactly the amount, the change came back to alice's payment address, the fee is the
  // one previewed, and the wallet signed one PSBT.
  expect(await balance(bob.payment.address)).toBe(bobBefore + 50_000_000n)
  expect(await balance(alice.payment.address)).toBe(start - 50_000_000n - fee)
  const tx = await esplora<EsploraTx>(`/tx/${hash}`)
  expect(tx.fee).toBe(Number(fee))
  expect(tx.vin.every((i) => i.prevout.scriptpubkey_address === alice.payment.address)).toBe(true)
  const spent = tx.vin.reduce((sum, i) => sum + i.prevout.value, 0)
  expect(tx.vout.map((o) => [o.scriptpubkey_address, o.value])).toEqual([
    [bob.payment.address, 50_000_000],
    [alice.payment.address, spent - 50_000_000 - Number(fee)],
  ])
  expect((await wallet.requests()).filter((r) => r.method === 'signPsbt').map((r) => r.status)).toEqual(['approved'])
  await openAccountView(page)
  await expect.poll(() => page.getByTestId('latch-account-balance').textContent()).toBe(`${btc(start - 50_000_000n - fee)} tBTC`)
  await closeModal(page)

  // A BIP-322 signature by the payment key, which a BIP-322 verifier accepts for this message only.
  const message = `Latch on Bitcoin ${Date.now()}`
  await page.getByTestId('demo-bitcoin-sign-input').fill(message)
  await page.getByTestId('demo-bitcoin-sign-button').click()
  const signature = (await page.getByTestId('demo-bitcoin-signature').textContent()) ?? ''
  expect(Verifier.verifySignature(alice.payment.address, message, signature)).toBe(true)
  expect(Verifier.verifySignature(alice.payment.address, `${message}!`, signature)).toBe(false)

  // A reload restores both connections; the wallet, which remembers it authorised the demo, is asked only silently.
  await page.reload()
  await page.getByTestId('demo-bitcoin-address').filter({ hasText: alice.payment.address }).waitFor()
  await page.getByTestId('demo-bitcoin-ordinals').filter({ hasText: alice.ordinals.address }).waitFor()
  expect((await wallet.requests()).map((r) => r.method)).toEqual(['silentConnect'])

  // Bitcoin disconnects alone: EVM stays connected and becomes active.
  await openAccountView(page)
  await page.getByRole('button', { name: 'Disconnect Bitcoin' }).click()
  await page.getByTestId('demo-bitcoin-address').filter({ hasText: '—' }).waitFor()
  await page.getByTestId('demo-address').filter({ hasText: ANVIL_ADDRESSES[0] }).waitFor()
  expect(await page.getByTestId('demo-status').textContent()).toBe('connected')
  expect(session.errors).toEqual([])
})

it('signs in with a Bitcoin account (CAIP-122, BIP-322): the wallet signs the text it shows, the backend verifies it and keeps the session across a reload', async () => {
  const session = await demo.open({ search: '?siwe=required', bitcoin: { mode: 'manual' } })
  const { page } = session
  const wallet = session.bitcoin
  if (!wallet) throw new Error('no Bitcoin wallet in the session')
  // Straight from Connect: the Bitcoin wallet is listed beside the EVM ones.
  await page.getByTestId('latch-connect-button').click()
  await page.getByTestId(WALLET).click()
  await wallet.approve((await wallet.waitForPending('connect')).id)
  await page.getByTestId('latch-siwx-sign').click()

  // What the wallet is asked to sign is the CAIP-122 text for the payment address on this chain.
  const request = await wallet.waitForPending('signMessage')
  const text = request.detail ?? ''
  expect(request.address).toBe(alice.payment.address)
  expect(text.split('\n').slice(0, 2)).toEqual([`${new URL(inject('demoUrl')).host} wants you to sign in with your Bitcoin account:`, alice.payment.address])
  expect(text).toContain(`\nChain ID: ${LOCAL_BITCOIN_CHAIN.slice('bip122:'.length)}\n`)
  await wallet.approve(request.id)
  await page.getByTestId('latch-modal').waitFor({ state: 'hidden' })

  // The backend verified the BIP-322 signature against the address and holds the session (HttpOnly cookie).
  const siweUrl = new URL((await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name).find((n) => n.includes('/nonce')))) ?? '').origin
  const sessions = await page.evaluate(
    async ({ url, chainId, address }) => (await (await fetch(`${url}/session?chainId=${chainId}&address=${address}`, { credentials: 'include' })).json()) as { sessions: { data: { accountAddress: string } }[] },
    { url: siweUrl, chainId: LOCAL_BITCOIN_CHAIN, address: alice.payment.address },
  )
  expect(sessions.sessions.map((s) => s.data.accountAddress)).toEqual([alice.payment.address])

  // After a reload the session is found: connected again without a prompt, and no sign-in view.
  await page.reload()
  await page.getByTestId('demo-bitcoin-address').filter({ hasText: alice.payment.address }).waitFor()
  await page.waitForTimeout(300)
  expect(await page.getByTestId('latch-siwx-sign').count()).toBe(0)
  expect((await wallet.requests()).map((r) => r.method)).toEqual(['silentConnect'])
})
