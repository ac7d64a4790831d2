/**
 * The adapter inside core: sign-in with Bitcoin through core's SIWX flow (CAIP-122) and the Account view's balance,
 * on @latch/local-bitcoin with the test wallet. The message names the Bitcoin payment account, the wallet signs its
 * exact text with BIP-322, and bip322-js verifies it, as a dapp's backend would. Regtest has no public Esplora: the
 * host's `customRpcUrls` is what reaches the local chain.
 */
import { createLatch } from '@latch/core'
import { createMemorySiwx } from '@latch/core/internal'
import { startLocalBitcoin, testAccount as localAccount } from '@latch/local-bitcoin'
import { Verifier } from 'bip322-js'
import { afterAll, beforeAll, expect, it, vi } from 'vitest'
import { BitcoinAdapter } from './bitcoinAdapter'
import { bitcoinRegtest } from './networks'
import { installFakeWindow, TestBitcoinWallet, testKeyFrom } from './test/testWallet'

let node: Awaited<ReturnType<typeof startLocalBitcoin>>
let fake: ReturnType<typeof installFakeWindow>
beforeAll(async () => {
  node = await startLocalBitcoin({ port: 0 })
  fake = installFakeWindow()
})
afterAll(async () => {
  fake.restore()
  await node.close()
})

function fundedWallet(): TestBitcoinWallet {
  const a = localAccount(3)
  const account = { payment: testKeyFrom(Buffer.from(a.payment.privateKey, 'hex'), 'payment'), ordinals: testKeyFrom(Buffer.from(a.ordinals.privateKey, 'hex'), 'ordinals') }
  const wallet = new TestBitcoinWallet({ paths: ['standard', 'wbip004'], accounts: [account] })
  wallet.install(fake.window)
  return wallet
}

it('signs in with Bitcoin: a CAIP-122 message for the payment account, signed with BIP-322 as shown, verified', async () => {
  const wallet = fundedWallet()
  const siwx = createMemorySiwx({ required: true, domain: 'app.example' })
  const latch = createLatch({ networks: [bitcoinRegtest], adapters: [new BitcoinAdapter()], customRpcUrls: { [bitcoinRegtest.caipNetworkId]: [{ url: node.url }] }, siwx, logLevel: 'silent', projectId: 'test' })
  try {
    await latch.ready
    await vi.waitFor(() => expect(latch.getSnapshot().connectors.some((c) => c.id === 'latchtest')).toBe(true))
    await latch.connect('latchtest')
    await vi.waitFor(() => expect(latch.getSnapshot().router.view).toBe('SIWXSignMessage'))
    await latch.siwx.signIn()
    const [session] = siwx.sessions()
    const address = wallet.account.payment.address
    expect(session?.data).toMatchObject({ accountAddress: address, chainId: bitcoinRegtest.caipNetworkId })
    expect(session?.message.split('\n')[0]).toBe('app.example wants you to sign in with your Bitcoin account:')
    expect(Verifier.verifySignature(address, session?.message ?? '', session?.signature ?? '')).toBe(true)
    // The Account view's balance: 10 BTC funded on the local chain, read through the host's URL.
    await vi.waitFor(() => expect(latch.getAccount()?.balance).toBe('10'))
  } finally {
    latch.destroy()
    wallet.uninstall()
  }
})
