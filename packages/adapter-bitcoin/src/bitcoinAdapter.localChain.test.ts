import { startLocalBitcoin } from '@latch/local-bitcoin'
import { Verifier } from 'bip322-js'
import { crypto } from 'bitcoinjs-lib'
import { afterAll, beforeAll, beforeEach, afterEach, describe, expect, it } from 'vitest'
import { BitcoinAdapter } from './bitcoinAdapter'
import { bitcoinRegtest } from './networks'
import { installFakeWindow, TestBitcoinWallet, testAccount, testKeyFrom } from './test/testWallet'

// Sends from every kind of payment address a wallet may have, on a ledger that checks each signature
// (@latch/local-bitcoin): the PSBT must carry what each input type needs to be signed.
let node: Awaited<ReturnType<typeof startLocalBitcoin>>
let fake: ReturnType<typeof installFakeWindow>
beforeAll(async () => {
  node = await startLocalBitcoin({ port: 0 })
})
afterAll(() => node.close())
beforeEach(() => {
  fake = installFakeWindow()
})
afterEach(() => fake.restore())

const regtest = bitcoinRegtest.caipNetworkId
const RECEIVER = testAccount(9).payment.address

async function balanceOf(address: string): Promise<bigint> {
  const stats = (await (await fetch(`${node.url}/address/${address}`)).json()) as Record<'chain_stats' | 'mempool_stats', { funded_txo_sum: number; spent_txo_sum: number }>
  return [stats.chain_stats, stats.mempool_stats].reduce((sum, s) => sum + BigInt(s.funded_txo_sum - s.spent_txo_sum), 0n)
}

describe.each(['ordinals', 'nested', 'legacy'] as const)('a payment address of kind %s, through a Unisat-style wallet', (kind) => {
  it('sends with change back, and signs a message that verifies', async () => {
    const key = testKeyFrom(crypto.sha256(Buffer.from(`local chain sender/${kind}`)), kind)
    const wallet = new TestBitcoinWallet({ name: 'UniSat', paths: ['unisat'], accounts: [{ payment: key, ordinals: testAccount(0).ordinals }] })
    wallet.install(fake.window)
    // Two coins, so selection and the change are real.
    node.fund(key.address, 60_000)
    node.fund(key.address, 40_000)
    const adapter = new BitcoinAdapter({ esploraUrls: { [regtest]: node.url } })
    adapter.setup({ networks: [bitcoinRegtest] })
    adapter.syncConnectors()
    const { address, accounts } = await adapter.connect({ connectorId: 'unisat', caipNetworkId: regtest })
    expect([address, accounts.length]).toEqual([key.address, 1])

    const before = await balanceOf(RECEIVER)
    const prepared = await adapter.transfers.prepare({ from: address, to: RECEIVER, amount: 70_000n, symbol: 'tBTC', decimals: 8, caipNetworkId: regtest })
    expect(prepared.bitcoin.inputs).toHaveLength(2)
    const txid = await prepared.submit()
    expect(txid).toMatch(/^[0-9a-f]{64}$/)
    expect(await balanceOf(RECEIVER)).toBe(before + 70_000n)
    expect(await balanceOf(address)).toBe(100_000n - 70_000n - prepared.fee)
    // The ledger took it at the fee the adapter priced: never below the size the signed transaction has.
    const tx = (await (await fetch(`${node.url}/tx/${txid}`)).json()) as { fee: number; weight: number }
    expect(BigInt(tx.fee)).toBe(prepared.fee)
    expect(Math.ceil(tx.weight / 4)).toBeLessThanOrEqual(prepared.bitcoin.vsize)

    const signature = await adapter.signMessage({ message: 'Latch ✓', address, caipNetworkId: regtest })
    expect(Verifier.verifySignature(address, 'Latch ✓', signature)).toBe(true)
  })
})
