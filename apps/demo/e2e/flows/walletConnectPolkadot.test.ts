/**
 * Polkadot over WalletConnect (issue #14 item 6): a real WalletConnect wallet (Reown's WalletKit in the test process)
 * holding only a Polkadot key pairs through the local relay and answers the `polkadot` namespace's two methods, against
 * the local chain (chopsticks). Account and balance as the chain reports them, a send through the modal the
 * receiver's on-chain balance shows (`polkadot_signTransaction`), and a message signed through the demo's
 * `signer.signRaw` (`polkadot_signMessage`); the session survives a reload and ends when the wallet ends it. Then a
 * wallet offering EVM beside Polkadot: one session, both namespaces, each request to its own.
 */
import { ANVIL_ADDRESSES, ANVIL_KEYS } from '@latch/testing/evm-wallet'
import { startTestWalletConnectWallet } from '@latch/testing/walletconnect-wallet'
import { ApiPromise, Keyring, WsProvider } from '@polkadot/api'
import { u8aWrapBytes } from '@polkadot/util'
import { cryptoWaitReady, signatureVerify } from '@polkadot/util-crypto'
import { verifyMessage } from 'ethers'
import { afterAll, beforeAll, expect, inject, it } from 'vitest'
import { chainAt } from '../support/chain'
import { LOCAL_POLKADOT_CHAIN } from '../support/demoSession'
import { closeModal, looksLikeShortOf, openAccountView, previewedFee } from '../support/flows'
import { setUpDemo } from '../support/lifecycle'

const demo = setUpDemo()
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

const addressOf = (uri: string) => new Keyring({ type: 'sr25519', ss58Format: PREFIX }).addFromUri(uri).address
const free = async (address: string) => ((await api.query.system!.account!(address)) as unknown as { data: { free: { toBigInt(): bigint } } }).data.free.toBigInt()
const roc = (planck: bigint) => (Number(planck) / 1e12).toLocaleString('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 })

it('pairs a Polkadot-only WalletConnect wallet: account and balance, a send signed with polkadot_signTransaction, a message signed with polkadot_signMessage, reload, wallet-side disconnect', async () => {
  // A sender of its own (not //Alice, which other flows spend from), holding exactly 10 ROC.
  const uri = `//LatchE2EWalletConnect${Date.now()}`
  const sender = addressOf(uri)
  await provider.send('dev_setStorage', [{ System: { Account: [[[sender], { providers: 1, data: { free: (10n * ROC).toString() } }]] } }])
  expect(await free(sender)).toBe(10n * ROC)
  // No EVM chains: the wallet approves the proposal's `polkadot` namespace only (the key is the kit's required EVM one, unused).
  const wallet = demo.stopAfter(
    await startTestWalletConnectWallet({ relayUrl: inject('relayUrl'), privateKey: ANVIL_KEYS[6], chains: [], polkadot: { uri, chains: [LOCAL_POLKADOT_CHAIN], ss58Prefix: PREFIX } }),
  )
  expect(wallet.polkadotAddress).toBe(sender)
  const { page } = await demo.open()

  // Connect: the WalletConnect row's QR code, whose URI the wallet "scans".
  await page.getByTestId('latch-connect-button').click()
  await page.getByTestId('latch-wallet-walletConnect').click()
  await page.getByTestId('latch-qr').waitFor()
  const pairing = (await page.getByTestId('latch-wc-copy').getAttribute('data-uri')) ?? ''
  expect(pairing).toMatch(/^wc:/)
  await wallet.pair(pairing)
  await page.getByTestId('latch-account-button').waitFor()
  expect(looksLikeShortOf((await page.getByTestId('latch-account-button').textContent()) ?? '', sender)).toBe(true)
  await page.getByTestId('demo-polkadot-address').filter({ hasText: sender }).waitFor()
  // The session holds no EVM account: the active account is the Polkadot one, on the local chain.
  expect(await page.getByTestId('demo-address').textContent()).toBe(sender)
  expect(await page.getByTestId('demo-chain').textContent()).toContain(`(${LOCAL_POLKADOT_CHAIN})`)

  // The balance the chain reports, in ROC, under the network's SS58 prefix.
  await openAccountView(page)
  await expect.poll(async () => page.getByTestId('latch-account-balance').textContent()).toBe(`${roc(await free(sender))} ROC`)
  await closeModal(page)

  // 1.25 ROC to a fresh account through the modal's Send form: the wallet signs the payload, the chain moves exactly that.
  const receiver = addressOf(`//LatchE2EWalletConnectReceiver${Date.now()}`)
  const before = await free(sender)
  await openAccountView(page)
  await page.getByTestId('latch-account-send').click()
  await page.getByTestId('latch-send-to').fill(receiver)
  await page.getByTestId('latch-send-amount').fill('1.25')
  await page.getByTestId('latch-send-preview').click()
  expect(await page.getByTestId('latch-send-preview-amount').textContent()).toBe('1.25 ROC')
  const fee = await previewedFee(page, 'ROC', 12)
  await page.getByTestId('latch-send-confirm').click()
  await page.getByTestId('latch-send-hash').waitFor({ timeout: 20_000 })
  await closeModal(page)
  await expect.poll(() => free(receiver), { timeout: 10_000 }).toBe(1_250_000_000_000n)
  expect(await free(sender)).toBe(before - 1_250_000_000_000n - fee)
  expect(wallet.requests).toEqual(['polkadot_signTransaction'])

  // The demo's `signer.signRaw` goes out as polkadot_signMessage; the signature covers the bytes wrapped as extensions wrap them.
  const message = `Latch over WalletConnect on Polkadot ${Date.now()}`
  await page.getByTestId('demo-polkadot-sign-input').fill(message)
  await page.getByTestId('demo-polkadot-sign-button').click()
  const signature = (await page.getByTestId('demo-polkadot-signature').textContent()) ?? ''
  expect(signatureVerify(u8aWrapBytes(message), signature, sender).isValid).toBe(true)
  expect(signatureVerify(u8aWrapBytes(`${message}!`), signature, sender).isValid).toBe(false)
  expect(wallet.requests).toEqual(['polkadot_signTransaction', 'polkadot_signMessage'])

  // Reload: the session survives, without a new pairing and without asking the wallet anything.
  await page.reload()
  await page.getByTestId('demo-polkadot-address').filter({ hasText: sender }).waitFor()
  expect(looksLikeShortOf((await page.getByTestId('latch-account-button').textContent()) ?? '', sender)).toBe(true)

  // The wallet ends the session: the dapp is disconnected.
  await wallet.disconnect()
  await page.getByTestId('latch-connect-button').waitFor()
  await page.getByTestId('demo-polkadot-address').filter({ hasText: '—' }).waitFor()
  expect(wallet.requests).toEqual(['polkadot_signTransaction', 'polkadot_signMessage'])
})

it('pairs a wallet offering EVM and Polkadot in one session: both namespaces connected, each request sent in its own', async () => {
  const first = chainAt(0)
  const wallet = demo.stopAfter(
    await startTestWalletConnectWallet({ relayUrl: inject('relayUrl'), privateKey: ANVIL_KEYS[6], chains: [first], polkadot: { uri: '//Bob', chains: [LOCAL_POLKADOT_CHAIN], ss58Prefix: PREFIX } }),
  )
  const bob = addressOf('//Bob')
  const { page } = await demo.open()
  await page.getByTestId('latch-connect-button').click()
  await page.getByTestId('latch-wallet-walletConnect').click()
  await page.getByTestId('latch-qr').waitFor()
  await wallet.pair((await page.getByTestId('latch-wc-copy').getAttribute('data-uri')) ?? '')
  await page.getByTestId('demo-polkadot-address').filter({ hasText: bob }).waitFor()

  // Both namespaces are connected in the account view.
  await openAccountView(page)
  await page.getByTestId('latch-account-namespace-polkadot').waitFor()
  await page.getByTestId('latch-account-namespace-eip155').waitFor()

  // The Polkadot panel's signRaw goes out in the polkadot namespace.
  await closeModal(page)
  const message = `Both namespaces ${Date.now()}`
  await page.getByTestId('demo-polkadot-sign-input').fill(message)
  await page.getByTestId('demo-polkadot-sign-button').click()
  expect(signatureVerify(u8aWrapBytes(message), (await page.getByTestId('demo-polkadot-signature').textContent()) ?? '', bob).isValid).toBe(true)

  // EVM made active, the demo's EVM signing goes out as personal_sign.
  await openAccountView(page)
  await page.getByTestId('latch-account-namespace-eip155').click()
  await page.getByTestId('demo-address').filter({ hasText: ANVIL_ADDRESSES[6] }).waitFor()
  if (await page.getByTestId('latch-modal').isVisible()) await closeModal(page)
  await page.getByTestId('demo-sign-input').fill(message)
  await page.getByTestId('demo-sign-button').click()
  expect(verifyMessage(message, (await page.getByTestId('demo-signature').textContent()) ?? '')).toBe(wallet.address)
  // Activating the EVM row makes the namespace active on the chain the wallet is already on: the phone is asked nothing.
  expect(wallet.requests).toEqual(['polkadot_signMessage', 'personal_sign'])
})
