import { describeChainAdapter } from '@latch/core/conformance'
import { startLocalBitcoin, testAccount as localAccount } from '@latch/local-bitcoin'
import { Verifier } from 'bip322-js'
import { afterAll, beforeAll } from 'vitest'
import { BitcoinAdapter } from './bitcoinAdapter'
import { bitcoinRegtest } from './networks'
import { installFakeWindow, type TestAccount, TestBitcoinWallet, testKeyFrom } from './test/testWallet'

// A real regtest ledger that checks every signature (@latch/local-bitcoin) behind its Esplora API, and the test
// wallet holding its funded accounts (alice, bob), found through the Wallet Standard and WBIP004 at once.
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

function funded(i: number): TestAccount {
  const a = localAccount(i)
  return { payment: testKeyFrom(Buffer.from(a.payment.privateKey, 'hex'), 'payment'), ordinals: testKeyFrom(Buffer.from(a.ordinals.privateKey, 'hex'), 'ordinals') }
}

async function balanceOf(address: string): Promise<bigint> {
  const stats = (await (await fetch(`${node.url}/address/${address}`)).json()) as Record<'chain_stats' | 'mempool_stats', { funded_txo_sum: number; spent_txo_sum: number }>
  return [stats.chain_stats, stats.mempool_stats].reduce((sum, s) => sum + BigInt(s.funded_txo_sum - s.spent_txo_sum), 0n)
}

describeChainAdapter('bip122 (Bitcoin)', {
  create: () => new BitcoinAdapter({ esploraUrls: { [bitcoinRegtest.caipNetworkId]: node.url }, reconnectWaitMs: 200 }),
  networks: [bitcoinRegtest],
  async wallet() {
    const wallet = new TestBitcoinWallet({ paths: ['standard', 'wbip004'], accounts: [funded(0), funded(1)] })
    wallet.install(fake.window)
    return {
      connectorId: 'latchtest',
      get address() {
        return wallet.account.payment.address
      },
      prompts: () => wallet.prompts,
      revoke: () => wallet.revoke(),
      switchAccount: () => wallet.switchAccount().payment.address,
      uninstall: () => wallet.uninstall(),
    }
  },
  addresses: {
    valid: [localAccount(0).payment.address, localAccount(0).ordinals.address, 'mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn', '2MzQwSSnBHWHqSAqtTVQ6v47XtaisrJa1Vc'],
    invalid: ['bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx', '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2', '', 'bcrt1qnot-an-address'],
  },
  units: {
    decimals: 8,
    pairs: [
      [100_000_000n, '1'],
      [150_000_000n, '1.5'],
      [1n, '0.00000001'],
      [0n, '0'],
    ],
    tooPrecise: '0.000000001',
  },
  verifyMessage: async ({ message, signature, address }) => Verifier.verifySignature(address, message, signature),
  transfer: { to: localAccount(2).payment.address, amount: 25_000n, symbol: 'tBTC', decimals: 8, balanceOf },
  timeoutMs: 15_000,
})
