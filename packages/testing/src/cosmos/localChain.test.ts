/**
 * The wallet against @latch/local-cosmos with unmodified @cosmjs/stargate: SigningStargateClient takes its offline
 * signers as they are, sends land, each signature went through the approval queue, and `sendTx` broadcasts.
 */
import { sha256 } from '@cosmjs/crypto'
import { toHex } from '@cosmjs/encoding'
import { calculateFee, GasPrice, SigningStargateClient, StargateClient } from '@cosmjs/stargate'
import { TxRaw } from 'cosmjs-types/cosmos/tx/v1beta1/tx'
import { type StartLocalCosmosReturnType, startLocalCosmos, testMnemonic } from '@latch/local-cosmos'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { defaultTestCosmosMnemonic } from './keys'
import { testChainInfo } from './testChains'
import { createTestCosmosWallet } from './wallet'

let node: StartLocalCosmosReturnType
let reader: StargateClient

beforeAll(async () => {
  node = await startLocalCosmos({ port: 0 })
  reader = await StargateClient.connect(node.url)
})
afterAll(async () => {
  reader?.disconnect()
  await node?.close()
})

// cosmjs sleeps before its first poll for the committed tx; 3 s by default.
const clientOptions = () => ({ gasPrice: GasPrice.fromString(node.gasPrice), broadcastPollIntervalMs: 50 })
const balance = async (address: string) => BigInt((await reader.getBalance(address, node.denom)).amount)

describe('the test Cosmos wallet on @latch/local-cosmos', () => {
  it('derives the same test mnemonics as local-cosmos', () => {
    expect([0, 1, 2, 9].map(defaultTestCosmosMnemonic)).toEqual([0, 1, 2, 9].map(testMnemonic))
  })

  it('holds local-cosmos alice by default; SigningStargateClient sends with getOfflineSigner (direct) and the amino-only signer', async () => {
    const chain = { ...testChainInfo(node.chainId, node.prefix, node.denom), rpc: node.url, rest: node.url }
    const wallet = createTestCosmosWallet({ chains: [chain], storage: null })
    await wallet.enable(node.chainId)
    const [alice, bob] = node.accounts
    expect((await wallet.getKey(node.chainId)).bech32Address).toBe(alice?.address)

    const direct = await SigningStargateClient.connectWithSigner(node.url, wallet.getOfflineSigner(node.chainId), clientOptions())
    const before = await balance(bob!.address)
    const sent = await direct.sendTokens(alice!.address, bob!.address, [{ denom: node.denom, amount: '1000' }], 'auto', 'direct')
    expect(sent.code).toBe(0)
    expect(await balance(bob!.address)).toBe(before + 1000n)
    direct.disconnect()

    const amino = await SigningStargateClient.connectWithSigner(node.url, wallet.getOfflineSignerOnlyAmino(node.chainId), clientOptions())
    const viaAmino = await amino.sendTokens(alice!.address, bob!.address, [{ denom: node.denom, amount: '2000' }], 'auto', 'amino')
    expect(viaAmino.code).toBe(0)
    expect(await balance(bob!.address)).toBe(before + 3000n)
    amino.disconnect()

    expect(wallet.control.requests().map((r) => [r.method, r.status, r.messages, r.memo])).toEqual([
      ['enable', 'approved', undefined, undefined],
      ['signDirect', 'approved', ['/cosmos.bank.v1beta1.MsgSend'], 'direct'],
      ['signAmino', 'approved', ['cosmos-sdk/MsgSend'], 'amino'],
    ])
  })

  it('sendTx broadcasts what the wallet signed and answers the tx hash; a replay throws the node\'s error', async () => {
    const chain = { ...testChainInfo(node.chainId, node.prefix, node.denom), rpc: node.url, rest: node.url }
    const wallet = createTestCosmosWallet({ chains: [chain], storage: null, enabled: [node.chainId] })
    const [alice, bob] = node.accounts
    const client = await SigningStargateClient.connectWithSigner(node.url, wallet.getOfflineSigner(node.chainId), clientOptions())
    const before = await balance(bob!.address)
    const msg = { typeUrl: '/cosmos.bank.v1beta1.MsgSend', value: { fromAddress: alice!.address, toAddress: bob!.address, amount: [{ denom: node.denom, amount: '5' }] } }
    const signed = await client.sign(alice!.address, [msg], calculateFee(200_000, node.gasPrice), 'sendTx')
    const bytes = TxRaw.encode(signed).finish()
    const hash = await wallet.sendTx(node.chainId, bytes, 'sync')
    expect(toHex(hash)).toBe(toHex(sha256(bytes)))
    expect((await reader.getTx(toHex(hash).toUpperCase()))?.code).toBe(0)
    expect(await balance(bob!.address)).toBe(before + 5n)
    await expect(wallet.sendTx(node.chainId, bytes, 'sync')).rejects.toThrow('tx already exists')
    client.disconnect()
  })

  it('a rejected signature never reaches the chain', async () => {
    const chain = { ...testChainInfo(node.chainId, node.prefix, node.denom), rpc: node.url, rest: node.url }
    const wallet = createTestCosmosWallet({ chains: [chain], storage: null, enabled: [node.chainId], mode: 'reject' })
    const [alice, bob] = node.accounts
    const client = await SigningStargateClient.connectWithSigner(node.url, wallet.getOfflineSigner(node.chainId), clientOptions())
    const sequence = (await reader.getAccount(alice!.address))?.sequence
    await expect(client.sendTokens(alice!.address, bob!.address, [{ denom: node.denom, amount: '1' }], 'auto')).rejects.toThrow('Request rejected')
    expect((await reader.getAccount(alice!.address))?.sequence).toBe(sequence)
    client.disconnect()
  })
})
