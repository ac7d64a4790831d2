import { verifyMessage } from 'ethers'
import { expect, inject, it } from 'vitest'
import { ANVIL_KEYS } from '@latch/testing/evm-wallet'
import { startTestWalletConnectWallet } from '@latch/testing/walletconnect-wallet'
import { chainAt } from '../support/chain'
import { looksLikeShortOf, openAccountView, waitForModalBalance } from '../support/flows'
import { setUpDemo } from '../support/lifecycle'

const [first, second] = [chainAt(0), chainAt(1)]
const demo = setUpDemo()

it('pairs a real WalletConnect wallet through the local relay: account, balance, sign, send, chain change, reload, wallet-side disconnect', async () => {
  const wallet = demo.stopAfter(await startTestWalletConnectWallet({ relayUrl: inject('relayUrl'), privateKey: ANVIL_KEYS[5], chains: [first, second] }))
  const { page } = await demo.open({ account: 0 })

  // Connect: the WalletConnect row shows a QR code whose URI the wallet "scans".
  await page.getByTestId('latch-connect-button').click()
  await page.getByTestId('latch-wallet-walletConnect').click()
  await page.getByTestId('latch-qr').waitFor()
  const uri = (await page.getByTestId('latch-wc-copy').getAttribute('data-uri')) ?? ''
  expect(uri).toMatch(/^wc:/)
  const t0 = Date.now()
  await wallet.pair(uri)
  await page.getByTestId('latch-account-button').waitFor()
  const pairedInMs = Date.now() - t0
  expect(pairedInMs).toBeLessThan(5_000)
  expect(looksLikeShortOf((await page.getByTestId('latch-account-button').textContent()) ?? '', wallet.address)).toBe(true)
  await openAccountView(page)
  await waitForModalBalance(page, await first.balanceEth(wallet.address))
  await page.getByTestId('latch-modal-close').click()

  // personal_sign goes to the wallet, which signs with its key.
  await page.getByTestId('demo-sign-input').fill('Hello over WalletConnect')
  await page.getByTestId('demo-sign-button').click()
  const signature = (await page.getByTestId('demo-signature').textContent()) ?? ''
  expect(verifyMessage('Hello over WalletConnect', signature)).toBe(wallet.address)

  // eth_sendTransaction: signed and sent by the wallet, mined on the chain.
  await page.getByTestId('demo-send-to').fill('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')
  await page.getByTestId('demo-send-amount').fill('0.5')
  await page.getByTestId('demo-send-button').click()
  const hash = (await page.getByTestId('demo-tx-hash').textContent()) ?? ''
  const receipt = await first.provider.waitForTransaction(hash, 1, 15_000)
  expect(receipt?.status).toBe(1)
  expect(receipt?.from).toBe(wallet.address)
  expect(wallet.requests).toEqual(['personal_sign', 'eth_sendTransaction'])

  // The wallet moves to the second chain by itself: the dapp follows.
  await wallet.switchChain(second.chainId)
  await page.getByTestId('latch-network-button').filter({ hasText: 'Anvil Second' }).waitFor()

  // Reload: the session survives, without a new pairing.
  await page.reload()
  await page.getByTestId('latch-account-button').waitFor()
  expect(looksLikeShortOf((await page.getByTestId('latch-account-button').textContent()) ?? '', wallet.address)).toBe(true)

  // The wallet ends the session: the dapp is disconnected.
  await wallet.disconnect()
  await page.getByTestId('latch-connect-button').waitFor()
  expect(await page.getByTestId('demo-address').textContent()).toBe('—')
  console.log(`walletconnect e2e: paired in ${pairedInMs} ms`)
})
