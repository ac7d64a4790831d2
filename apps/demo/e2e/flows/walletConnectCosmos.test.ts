/**
 * Cosmos over WalletConnect: a real WalletConnect wallet (Reown's WalletKit in the test process) holding only a Cosmos
 * account pairs through the local relay and answers the `cosmos` methods, against the local chain
 * (@latch/local-cosmos, which checks every signature over the real SignDoc). The address, the balance the chain
 * reports, a send through the modal (`cosmos_signDirect`: the receiver grows by exactly the amount, the sender pays
 * exactly the previewed fee), an ADR-036 message (the adapter sends its amino sign doc as `cosmos_signAmino`) a
 * verifier accepts; the session survives a reload and ends when the wallet ends it.
 */
import { StargateClient } from '@cosmjs/stargate'
import { verifyArbitraryMessage } from '@latch/adapter-cosmos/verify'
import { testAccount } from '@latch/local-cosmos'
import { ANVIL_KEYS } from '@latch/testing/evm-wallet'
import { startTestWalletConnectWallet } from '@latch/testing/walletconnect-wallet'
import { afterAll, beforeAll, expect, inject, it } from 'vitest'
import { closeModal, openAccountView, previewedFee } from '../support/flows'
import { setUpDemo } from '../support/lifecycle'

const demo = setUpDemo()
const LOCAL = 'cosmos:latch-local-1'
// Carol and dave: accounts no other flow spends from.
const carol = testAccount(2)
const dave = testAccount(3)

let client: StargateClient
beforeAll(async () => {
  client = await StargateClient.connect(inject('cosmosUrls')[0] ?? '')
})
afterAll(() => client?.disconnect())

const ulatch = async (address: string) => BigInt((await client.getBalance(address, 'ulatch')).amount)
const latch = (amount: bigint) => (Number(amount) / 1e6).toLocaleString('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 })
/** What the wallet was asked beyond reading its account. */
const signing = (requests: string[]) => requests.filter((m) => m !== 'cosmos_getAccounts')

it('pairs a Cosmos-only WalletConnect wallet: address, balance, a send signed with cosmos_signDirect, an ADR-036 message, reload, wallet-side disconnect', async () => {
  const wallet = demo.stopAfter(
    await startTestWalletConnectWallet({
      relayUrl: inject('relayUrl'),
      privateKey: ANVIL_KEYS[8],
      chains: [],
      cosmos: { mnemonic: carol.mnemonic, chains: [{ chainId: 'latch-local-1', prefix: 'cosmos' }] },
    }),
  )
  expect(wallet.cosmosAddresses).toEqual({ 'latch-local-1': carol.address })
  const { page } = await demo.open()

  // Connect: the WalletConnect row's QR code, whose URI the wallet "scans".
  await page.getByTestId('latch-connect-button').click()
  await page.getByTestId('latch-wallet-walletConnect').click()
  await page.getByTestId('latch-qr').waitFor()
  await wallet.pair((await page.getByTestId('latch-wc-copy').getAttribute('data-uri')) ?? '')
  await page.getByTestId('demo-cosmos-address').filter({ hasText: carol.address }).waitFor()
  // The approved session closes the modal; opening Account while it is still closing would click into a vanishing view.
  await page.getByTestId('latch-modal').waitFor({ state: 'hidden' })
  await page.getByTestId('demo-cosmos-chain').filter({ hasText: 'latch-local-1' }).waitFor()
  expect(await page.getByTestId('demo-chain').textContent()).toContain(`(${LOCAL})`)

  // The balance the chain reports, in LATCH (6 decimals).
  const start = await ulatch(carol.address)
  await openAccountView(page)
  await expect.poll(() => page.getByTestId('latch-account-balance').textContent()).toBe(`${latch(start)} LATCH`)

  // 1.5 LATCH to dave: the phone signs the direct sign doc, the chain moves exactly that, carol pays exactly the previewed fee.
  const daveBefore = await ulatch(dave.address)
  const sequence = (await client.getAccount(carol.address))?.sequence ?? 0
  await page.getByTestId('latch-account-send').click()
  await page.getByTestId('latch-send-to').fill(dave.address)
  await page.getByTestId('latch-send-amount').fill('1.5')
  await page.getByTestId('latch-send-preview').click()
  expect(await page.getByTestId('latch-send-preview-amount').textContent()).toBe('1.5 LATCH')
  const fee = await previewedFee(page, 'LATCH', 6)
  expect(fee).toBeGreaterThan(0n)
  await page.getByTestId('latch-send-confirm').click()
  await page.getByTestId('latch-send-hash').waitFor({ timeout: 20_000 })
  await closeModal(page)
  expect(await ulatch(dave.address)).toBe(daveBefore + 1_500_000n)
  expect(await ulatch(carol.address)).toBe(start - 1_500_000n - fee)
  expect((await client.getAccount(carol.address))?.sequence).toBe(sequence + 1)
  expect(signing(wallet.requests)).toEqual(['cosmos_signDirect'])

  // The demo's ADR-036 signing: WalletConnect's reference has no arbitrary signing, so the adapter asks for the ADR-036
  // amino sign doc with cosmos_signAmino; the signature is carol's, for this message only.
  const message = `Latch over WalletConnect on Cosmos ${Date.now()}`
  await page.getByTestId('demo-cosmos-sign-input').fill(message)
  await page.getByTestId('demo-cosmos-sign-button').click()
  const signature = (await page.getByTestId('demo-cosmos-signature').textContent()) ?? ''
  expect(verifyArbitraryMessage({ signer: carol.address, data: message, signature })).toBe(true)
  expect(verifyArbitraryMessage({ signer: carol.address, data: `${message}!`, signature })).toBe(false)
  expect(verifyArbitraryMessage({ signer: dave.address, data: message, signature })).toBe(false)
  expect(signing(wallet.requests)).toEqual(['cosmos_signDirect', 'cosmos_signAmino'])
  const asked = wallet.requests.length

  // Reload: the session survives, without a new pairing and without asking the wallet to sign anything.
  await page.reload()
  await page.getByTestId('demo-cosmos-address').filter({ hasText: carol.address }).waitFor()
  expect(signing(wallet.requests.slice(asked))).toEqual([])

  // The wallet ends the session: the dapp is disconnected.
  await wallet.disconnect()
  await page.getByTestId('latch-connect-button').waitFor()
  await page.getByTestId('demo-cosmos-address').filter({ hasText: '—' }).waitFor()
})
