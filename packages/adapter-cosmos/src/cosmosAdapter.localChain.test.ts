/**
 * Sends through the adapter on @latch/local-cosmos, which checks each signature over the real sign bytes, the fee
 * against the gas price and the sequence: the preview's fee is what the chain takes, and what the adapter refuses it
 * refuses before the wallet is asked.
 */
import { testAccount, testMnemonic } from '@latch/local-cosmos'
import { createTestCosmosWallet, registerTestCosmosWallet, type TestCosmosWallet } from '@latch/testing/cosmos-wallet'
import { afterAll, beforeAll, beforeEach, afterEach, describe, expect, it } from 'vitest'
import { CosmosAdapter } from './cosmosAdapter'
import { installFakeWindow } from './test/fakeWindow'
import { type LocalChain, startLocalChain } from './test/localChain'
import type { CosmosChainConfig } from './types'

let chain: LocalChain
let fake: ReturnType<typeof installFakeWindow>
beforeAll(async () => {
  chain = await startLocalChain()
})
afterAll(() => chain.close())
beforeEach(() => {
  fake = installFakeWindow()
})
afterEach(() => fake.restore())

const RECEIVER = testAccount(6).address

async function connected(options: { mnemonic?: string; config?: Partial<CosmosChainConfig> } = {}): Promise<{ adapter: CosmosAdapter; wallet: TestCosmosWallet; address: string }> {
  const wallet = registerTestCosmosWallet(fake.window, createTestCosmosWallet({ storage: null, chains: [chain.info], mnemonic: options.mnemonic ?? testMnemonic(2) }))
  const adapter = new CosmosAdapter({ chains: { [chain.network.caipNetworkId]: { ...chain.config, ...options.config } }, broadcastPollIntervalMs: 50 })
  adapter.setup({ networks: [chain.network] })
  adapter.syncConnectors()
  const { address } = await adapter.connect({ connectorId: 'keplr' })
  return { adapter, wallet, address }
}

const request = (from: string, to: string, amount: bigint) => ({ from, to, amount, symbol: 'LATCH', decimals: 6, caipNetworkId: chain.network.caipNetworkId })

describe('a bank send through the adapter', () => {
  it('moves exactly the amount, costs the previewed fee, advances the sequence and carries the memo', async () => {
    const { adapter, wallet, address } = await connected()
    const [senderBefore, receiverBefore, sequence] = await Promise.all([chain.balanceOf(address), chain.balanceOf(RECEIVER), chain.sequenceOf(address)])
    const prepared = await adapter.transfers.prepare({ ...request(address, RECEIVER, 1_234_567n), memo: 'invoice 42' })
    // About 67,000 gas on this chain, × 1.4, × 0.025 ulatch.
    expect(prepared.fee).toBeGreaterThan(2_000n)
    expect(prepared.activity).toEqual({ from: address, to: RECEIVER, transfers: [{ direction: 'out', symbol: 'LATCH', amount: '1234567', decimals: 6, counterparty: RECEIVER }] })
    const hash = await prepared.submit()
    expect(hash).toMatch(/^[0-9A-F]{64}$/)
    expect(await chain.balanceOf(RECEIVER)).toBe(receiverBefore + 1_234_567n)
    expect(await chain.balanceOf(address)).toBe(senderBefore - 1_234_567n - prepared.fee)
    expect(await chain.sequenceOf(address)).toBe(sequence + 1)
    expect(wallet.control.requests().at(-1)).toMatchObject({ method: 'signDirect', status: 'approved', memo: 'invoice 42', messages: ['/cosmos.bank.v1beta1.MsgSend'] })

    // Both sides see it in their activity.
    const sent = await adapter.reads.getActivity({ address, caipNetworkId: chain.network.caipNetworkId })
    expect(sent.transactions[0]).toMatchObject({ hash, status: 'confirmed', from: address, to: RECEIVER, transfers: [{ direction: 'out', amount: '1234567', symbol: 'LATCH' }] })
    expect(sent.transactions[0]?.timestamp).toBeGreaterThan(Date.now() - 60_000)
    const received = await adapter.reads.getActivity({ address: RECEIVER, caipNetworkId: chain.network.caipNetworkId })
    expect(received.transactions.find((t) => t.hash === hash)?.transfers).toEqual([{ direction: 'in', symbol: 'LATCH', amount: '1234567', decimals: 6, counterparty: address }])
  })

  it('signs with amino where the wallet only can (a Ledger key), and sends a second denom by its CAIP-19 id', async () => {
    const { adapter, wallet, address } = await connected({ mnemonic: testMnemonic(3), config: { currencies: [{ denom: 'uother', symbol: 'OTHER', decimals: 6 }] } })
    wallet.getOfflineSignerAuto = async (chainId: string) => wallet.getOfflineSignerOnlyAmino(chainId) as never
    const { tokens } = await adapter.reads.getTokens({ address, caipNetworkId: chain.network.caipNetworkId })
    const other = tokens.find((t) => t.symbol === 'OTHER')
    expect(other).toMatchObject({ asset: `${chain.network.caipNetworkId}/denom:uother`, decimals: 6 })
    const before = await chain.balanceOf(RECEIVER, 'uother')
    const prepared = await adapter.transfers.prepare({ ...request(address, RECEIVER, 5_000n), asset: other!.asset, symbol: 'OTHER' })
    await prepared.submit()
    expect(await chain.balanceOf(RECEIVER, 'uother')).toBe(before + 5_000n)
    expect(wallet.control.requests().at(-1)).toMatchObject({ method: 'signAmino', messages: ['cosmos-sdk/MsgSend'] })
    expect((await adapter.reads.getBalance({ address, caipNetworkId: chain.network.caipNetworkId })).symbol).toBe('LATCH')
  })

  it('refuses a receiver of another prefix and a memo over 256 bytes before the wallet or the node is asked', async () => {
    const { adapter, wallet, address } = await connected()
    const asked = wallet.control.requests().length
    await expect(adapter.transfers.prepare(request(address, testAccount(6, 'osmo').address, 1n))).rejects.toMatchObject({ code: 'INVALID_ADDRESS' })
    // The Send form learns the limit before any transfer code loads; a dapp calling prepare itself gets the typed error.
    expect(adapter.transfers.memo).toEqual({ maxBytes: 256 })
    await expect(adapter.transfers.prepare({ ...request(address, RECEIVER, 1n), memo: 'é'.repeat(129) })).rejects.toMatchObject({ code: 'COSMOS_MEMO_TOO_LONG', sendField: 'memo', bytes: 258 })
    expect(wallet.control.requests().length).toBe(asked)
  })

  it('says an amount over the balance on the amount field', async () => {
    const poor = testAccount(8)
    await fetch(`${chain.node.url}/dev/fund`, { method: 'POST', body: JSON.stringify({ address: poor.address, amount: 10_000 }) })
    const { adapter, address } = await connected({ mnemonic: poor.mnemonic })
    await expect(adapter.transfers.prepare(request(address, RECEIVER, 50_000n))).rejects.toMatchObject({ code: 'COSMOS_INSUFFICIENT_FUNDS', sendField: 'amount' })
  })

  it('refuses sends from an Ethereum-key chain rather than signing what the chain would reject', async () => {
    const { adapter, wallet, address } = await connected({ config: { keyAlgo: 'ethsecp256k1' } })
    const asked = wallet.control.requests().length
    await expect(adapter.transfers.prepare(request(address, RECEIVER, 1n))).rejects.toMatchObject({ code: 'CAPABILITY_NOT_SUPPORTED', namespace: 'cosmos' })
    expect(wallet.control.requests().length).toBe(asked)
  })

  it('reports a refused signature as USER_REJECTED and nothing reaches the chain', async () => {
    const { adapter, wallet, address } = await connected()
    const sequence = await chain.sequenceOf(address)
    const prepared = await adapter.transfers.prepare(request(address, RECEIVER, 1n))
    wallet.control.setMode('reject')
    await expect(prepared.submit()).rejects.toMatchObject({ code: 'USER_REJECTED' })
    expect(await chain.sequenceOf(address)).toBe(sequence)
  })
})
