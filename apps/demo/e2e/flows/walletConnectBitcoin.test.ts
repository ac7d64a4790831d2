/**
 * Bitcoin over WalletConnect (issue #15 item 6): a real WalletConnect wallet (Reown's WalletKit in the test process)
 * holding only a Bitcoin account pairs through the local relay and answers the `bip122` methods, against the local
 * regtest chain. Both addresses, the balance the chain reports, a send through the modal (`signPsbt`: the receiver
 * grows by exactly the amount, the change comes back), a BIP-322 message (`signMessage`) a verifier accepts; the
 * session survives a reload and ends when the wallet ends it.
 */
import { FEE_ESTIMATES, testAccount } from '@latch/local-bitcoin'
import { ANVIL_KEYS } from '@latch/testing/evm-wallet'
import { startTestWalletConnectWallet } from '@latch/testing/walletconnect-wallet'
import { Verifier } from 'bip322-js'
import { expect, inject, it } from 'vitest'
import { LOCAL_BITCOIN_CHAIN } from '../support/demoSession'
import { closeModal, openAccountView } from '../support/flows'
import { setUpDemo } from '../support/lifecycle'

const demo = setUpDemo()
// Carol and dave: accounts no other flow spends from.
const carol = testAccount(2)
const dave = testAccount(3)

interface EsploraStats {
  funded_txo_sum: number
  spent_txo_sum: number
}
const esplora = async <T>(path: string): Promise<T> => (await (await fetch(`${inject('bitcoinUrl')}${path}`)).json()) as T
async function balance(address: string): Promise<bigint> {
  const { chain_stats: c, mempool_stats: m } = await esplora<{ chain_stats: EsploraStats; mempool_stats: EsploraStats }>(`/address/${address}`)
  return BigInt(c.funded_txo_sum - c.spent_txo_sum + m.funded_txo_sum - m.spent_txo_sum)
}

it('pairs a Bitcoin-only WalletConnect wallet: both addresses, balance, a send signed with signPsbt, a BIP-322 message, reload, wallet-side disconnect', async () => {
  const wallet = demo.stopAfter(
    await startTestWalletConnectWallet({
      relayUrl: inject('relayUrl'),
      privateKey: ANVIL_KEYS[7],
      chains: [],
      bitcoin: { keys: { payment: carol.payment.wif, ordinals: carol.ordinals.wif }, esploraUrl: inject('bitcoinUrl') },
    }),
  )
  expect(wallet.bitcoinAddresses).toEqual({ payment: carol.payment.address, ordinals: carol.ordinals.address })
  const { page } = await demo.open()

  // Connect: the WalletConnect row's QR code, whose URI the wallet "scans".
  await page.getByTestId('latch-connect-button').click()
  await page.getByTestId('latch-wallet-walletConnect').click()
  await page.getByTestId('latch-qr').waitFor()
  await wallet.pair((await page.getByTestId('latch-wc-copy').getAttribute('data-uri')) ?? '')
  await page.getByTestId('demo-bitcoin-address').filter({ hasText: carol.payment.address }).waitFor()
  await page.getByTestId('demo-bitcoin-ordinals').filter({ hasText: carol.ordinals.address }).waitFor()
  expect(await page.getByTestId('demo-chain').textContent()).toContain(`(${LOCAL_BITCOIN_CHAIN})`)

  // The balance the chain reports.
  const start = await balance(carol.payment.address)
  await openAccountView(page)
  await expect.poll(() => page.getByTestId('latch-account-balance').textContent()).toBe(`${(Number(start) / 1e8).toLocaleString('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} tBTC`)

  // 0.25 tBTC to dave at the normal rate: the phone signs the PSBT, the chain shows exactly that and the change.
  await page.getByTestId('latch-account-send').click()
  await page.getByTestId('latch-send-to').fill(dave.payment.address)
  await page.getByTestId('latch-send-amount').fill('0.25')
  await page.getByTestId('latch-send-preview').click()
  const fee = BigInt(FEE_ESTIMATES['3'] * 141)
  expect(await page.getByTestId('latch-send-preview-fee-rate').textContent()).toBe(`Fee rate: ${FEE_ESTIMATES['3']} sat/vB · Normal`)
  const daveBefore = await balance(dave.payment.address)
  await page.getByTestId('latch-send-confirm').click()
  await page.getByTestId('latch-send-hash').waitFor({ timeout: 20_000 })
  await closeModal(page)
  expect(await balance(dave.payment.address)).toBe(daveBefore + 25_000_000n)
  expect(await balance(carol.payment.address)).toBe(start - 25_000_000n - fee)
  expect(wallet.requests.filter((m) => m !== 'getAccountAddresses')).toEqual(['signPsbt'])

  // The demo's BIP-322 signing goes out as signMessage.
  const message = `Latch over WalletConnect on Bitcoin ${Date.now()}`
  await page.getByTestId('demo-bitcoin-sign-input').fill(message)
  await page.getByTestId('demo-bitcoin-sign-button').click()
  const signature = (await page.getByTestId('demo-bitcoin-signature').textContent()) ?? ''
  expect(Verifier.verifySignature(carol.payment.address, message, signature)).toBe(true)
  expect(Verifier.verifySignature(carol.payment.address, `${message}!`, signature)).toBe(false)
  const asked = wallet.requests.length

  // Reload: the session survives, without a new pairing and without asking the wallet to sign anything.
  await page.reload()
  await page.getByTestId('demo-bitcoin-address').filter({ hasText: carol.payment.address }).waitFor()
  expect(wallet.requests.slice(asked).filter((m) => m !== 'getAccountAddresses')).toEqual([])

  // The wallet ends the session: the dapp is disconnected.
  await wallet.disconnect()
  await page.getByTestId('latch-connect-button').waitFor()
  await page.getByTestId('demo-bitcoin-address').filter({ hasText: '—' }).waitFor()
})
