import { describeChainAdapter } from '@latch/core/conformance'
import { testAccount, testMnemonic } from '@latch/local-cosmos'
import { createTestCosmosWallet, registerTestCosmosWallet } from '@latch/testing/cosmos-wallet'
import { afterAll } from 'vitest'
import { CosmosAdapter } from './cosmosAdapter'
import { testChain } from './test/chains'
import { installFakeWindow } from './test/fakeWindow'
import { startLocalChain } from './test/localChain'
import { verifyArbitraryMessage } from './verify/verifyArbitrary'

// A ledger that checks every signature over the real sign bytes (@latch/local-cosmos), and the test kit's Keplr
// holding its funded accounts (alice, bob). The second network is one the wallet does not know: the switch suggests it.
const fake = installFakeWindow()
const chain = await startLocalChain()
const osmo = testChain({ chainId: 'osmo-test-1', prefix: 'osmo', denom: 'uosmo', symbol: 'OSMO' })
afterAll(async () => {
  fake.restore()
  await chain.close()
})

const alice = chain.node.accounts[0]!

describeChainAdapter('cosmos (Cosmos SDK)', {
  create: () =>
    new CosmosAdapter({ chains: { [chain.network.caipNetworkId]: chain.config, [osmo.network.caipNetworkId]: osmo.config }, reconnectWaitMs: 200, broadcastPollIntervalMs: 50 }),
  networks: [chain.network, osmo.network],
  async wallet() {
    const wallet = registerTestCosmosWallet(fake.window, createTestCosmosWallet({ storage: null, chains: [chain.info], mnemonics: [testMnemonic(0), testMnemonic(1)] }))
    return {
      connectorId: 'keplr',
      get address() {
        return wallet.control.accountIndex() === 0 ? alice.address : chain.node.accounts[1]!.address
      },
      prompts: () => wallet.control.requests().filter((r) => r.method !== 'silentEnable').length,
      revoke: () => wallet.control.disconnect(),
      switchAccount() {
        wallet.control.switchAccount(1)
        return chain.node.accounts[1]!.address
      },
      uninstall: () => {
        Reflect.deleteProperty(fake.window, 'keplr')
      },
    }
  },
  addresses: {
    valid: [alice.address, testAccount(9, 'cosmos').address],
    invalid: ['', testAccount(0, 'osmo').address, `${alice.address.slice(0, -1)}${alice.address.endsWith('s') ? 'q' : 's'}`, '0x52908400098527886E0F7030069857D2E4169EE7', 'cosmos1notanaddress'],
  },
  units: {
    decimals: 6,
    pairs: [
      [1_000_000n, '1'],
      [1_500_000n, '1.5'],
      [1n, '0.000001'],
      [0n, '0'],
    ],
    tooPrecise: '0.0000001',
  },
  verifyMessage: async ({ message, signature, address }) => verifyArbitraryMessage({ signer: address, data: message, signature }),
  transfer: { to: testAccount(7, 'cosmos').address, amount: 250_000n, symbol: 'LATCH', decimals: 6, balanceOf: (address) => chain.balanceOf(address) },
  timeoutMs: 15_000,
})
