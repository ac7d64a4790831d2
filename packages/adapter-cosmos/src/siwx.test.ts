/**
 * The adapter inside core: sign-in with Cosmos through core's SIWX flow (CAIP-122) and the Account view's balance, on
 * @latch/local-cosmos with the test kit's Keplr. The message names the Cosmos account, the wallet signs its exact
 * text with ADR-036, and `verifyArbitraryMessage` checks it, as a dapp's backend would.
 */
import { createLatch } from '@latch/core'
import { createMemorySiwx } from '@latch/core/internal'
import { testMnemonic } from '@latch/local-cosmos'
import { createTestCosmosWallet, registerTestCosmosWallet } from '@latch/testing/cosmos-wallet'
import { afterAll, beforeAll, expect, it, vi } from 'vitest'
import { CosmosAdapter } from './cosmosAdapter'
import { installFakeWindow } from './test/fakeWindow'
import { type LocalChain, startLocalChain } from './test/localChain'
import { verifyArbitraryMessage } from './verify/verifyArbitrary'

let chain: LocalChain
let fake: ReturnType<typeof installFakeWindow>
beforeAll(async () => {
  chain = await startLocalChain()
  fake = installFakeWindow()
})
afterAll(async () => {
  fake.restore()
  await chain.close()
})

it('signs in with Cosmos: a CAIP-122 message for the account, signed with ADR-036 as shown, verified', async () => {
  const wallet = registerTestCosmosWallet(fake.window, createTestCosmosWallet({ storage: null, chains: [chain.info], mnemonic: testMnemonic(1) }))
  const siwx = createMemorySiwx({ required: true, domain: 'app.example' })
  const adapter = new CosmosAdapter({ chains: { [chain.network.caipNetworkId]: chain.config } })
  const latch = createLatch({ networks: [chain.network], adapters: [adapter], siwx, logLevel: 'silent', projectId: 'test' })
  try {
    await latch.ready
    await vi.waitFor(() => expect(latch.getSnapshot().connectors.some((c) => c.id === 'keplr')).toBe(true))
    await latch.connect('keplr')
    await vi.waitFor(() => expect(latch.getSnapshot().router.view).toBe('SIWXSignMessage'))
    await latch.siwx.signIn()
    const [session] = siwx.sessions()
    const address = chain.node.accounts[1]!.address
    expect(session?.data).toMatchObject({ accountAddress: address, chainId: chain.network.caipNetworkId })
    expect(session?.message.split('\n')[0]).toBe('app.example wants you to sign in with your Cosmos account:')
    expect(verifyArbitraryMessage({ signer: address, data: session?.message ?? '', signature: session?.signature ?? '' })).toBe(true)
    expect(wallet.control.requests().at(-1)).toMatchObject({ method: 'signArbitrary', detail: session?.message })
    // The Account view's balance: bob's 1,000,000 LATCH at genesis, less what other tests sent.
    await vi.waitFor(() => expect(Number(latch.getAccount()?.balance)).toBeGreaterThan(0))
  } finally {
    latch.destroy()
  }
})
