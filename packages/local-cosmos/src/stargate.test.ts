import { Secp256k1HdWallet } from '@cosmjs/amino'
import { DirectSecp256k1HdWallet } from '@cosmjs/proto-signing'
import { BroadcastTxError, calculateFee, GasPrice, QueryClient, SigningStargateClient, StargateClient, setupBankExtension } from '@cosmjs/stargate'
import { type CometClient, connectComet } from '@cosmjs/tendermint-rpc'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testMnemonic } from './accounts'
import { useLocalCosmos } from './test/chain'

const chain = useLocalCosmos()
const gasPrice = GasPrice.fromString('0.025ulatch')
// cosmjs sleeps before its first poll for the committed tx; 3 s by default.
const options = { gasPrice, broadcastPollIntervalMs: 50 }
let client: StargateClient
let comet: CometClient

beforeAll(async () => {
  client = await StargateClient.connect(chain.node.url)
  comet = await connectComet(chain.node.url)
})
afterAll(() => {
  client?.disconnect()
  comet?.disconnect()
})

const balance = async (address: string, denom = 'ulatch') => BigInt((await client.getBalance(address, denom)).amount)

describe('unmodified @cosmjs/stargate', () => {
  it('reads the chain id, height, balances and accounts', async () => {
    const [alice] = chain.node.accounts
    expect(await client.getChainId()).toBe('latch-local-1')
    expect(await client.getHeight()).toBeGreaterThanOrEqual(1)
    expect(await client.getBalance(alice!.address, 'ulatch')).toEqual({ denom: 'ulatch', amount: '1000000000000' })
    expect(await client.getAllBalances(alice!.address)).toEqual([
      { denom: 'ulatch', amount: '1000000000000' },
      { denom: 'uother', amount: '500000000' },
    ])
    expect(await client.getAccount(alice!.address)).toEqual({ address: alice!.address, pubkey: null, accountNumber: 0n, sequence: 0 })
    const stranger = 'cosmos1qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqnrql8a'
    expect(await client.getAccount(stranger)).toBeNull()
    expect(await client.getBalance(stranger, 'ulatch')).toEqual({ denom: 'ulatch', amount: '0' })
    const bank = QueryClient.withExtensions(comet, setupBankExtension).bank
    const metadata = await bank.denomMetadata('ulatch')
    expect(metadata).toMatchObject({ base: 'ulatch', display: 'latch', symbol: 'LATCH', denomUnits: [{ denom: 'ulatch', exponent: 0 }, { denom: 'latch', exponent: 6 }] })
    await expect(bank.denomMetadata('unknown')).rejects.toThrow(/Query failed with \(22\): rpc error: code = NotFound/)
  })

  it('sends with SIGN_MODE_DIRECT and auto gas: exact amounts, fee, sequence, events, getTx and searchTx', async () => {
    const wallet = await DirectSecp256k1HdWallet.fromMnemonic(testMnemonic(0))
    const [{ address: alice }] = (await wallet.getAccounts()) as unknown as [{ address: string }]
    expect(alice).toBe(chain.node.accounts[0]!.address)
    const signing = await SigningStargateClient.connectWithSigner(chain.node.url, wallet, options)
    const fresh = (await DirectSecp256k1HdWallet.generate(12)).getAccounts()
    const [{ address: receiver }] = (await fresh) as unknown as [{ address: string }]
    expect(await client.getAccount(receiver)).toBeNull()

    const gas = await signing.simulate(alice, [{ typeUrl: '/cosmos.bank.v1beta1.MsgSend', value: { fromAddress: alice, toAddress: receiver, amount: [{ denom: 'ulatch', amount: '1234567' }] } }], 'hello')
    expect(gas).toBeGreaterThan(60_000)
    const fee = calculateFee(Math.ceil(gas * 1.4), gasPrice)
    const before = await balance(alice)
    const height = await client.getHeight()
    const result = await signing.sendTokens(alice, receiver, [{ denom: 'ulatch', amount: '1234567' }], 'auto', 'hello')

    expect(result.code).toBe(0)
    expect(result.height).toBe(height + 1)
    expect(result.gasUsed).toBe(BigInt(gas))
    expect(await balance(receiver)).toBe(1_234_567n)
    expect(before - (await balance(alice))).toBe(1_234_567n + BigInt(fee.amount[0]!.amount))
    expect(await client.getAccount(alice)).toMatchObject({ accountNumber: 0n, sequence: 1 })
    expect((await client.getAccount(alice))?.pubkey?.type).toBe('tendermint/PubKeySecp256k1')
    expect(await client.getAccount(receiver)).toMatchObject({ address: receiver, sequence: 0 })

    const found = await client.getTx(result.transactionHash)
    expect(found?.height).toBe(result.height)
    const attrs = (type: string) => found?.events.filter((e) => e.type === type).map((e) => Object.fromEntries(e.attributes.map((a) => [a.key, a.value])))
    expect(attrs('transfer')).toContainEqual({ recipient: receiver, sender: alice, amount: '1234567ulatch', msg_index: '0' })
    expect(attrs('coin_spent')).toContainEqual({ spender: alice, amount: `${fee.amount[0]!.amount}ulatch` })
    expect(attrs('coin_received')).toContainEqual({ receiver, amount: '1234567ulatch', msg_index: '0' })
    expect(attrs('message')).toContainEqual({ action: '/cosmos.bank.v1beta1.MsgSend', sender: alice, module: 'bank', msg_index: '0' })
    expect(attrs('tx')).toContainEqual({ fee: `${fee.amount[0]!.amount}ulatch`, fee_payer: alice })
    expect(found?.msgResponses).toEqual([{ typeUrl: '/cosmos.bank.v1beta1.MsgSendResponse', value: new Uint8Array() }])

    const bySender = await client.searchTx([{ key: 'message.sender', value: alice }])
    const byRecipient = await client.searchTx([{ key: 'transfer.recipient', value: receiver }])
    const byHeight = await client.searchTx([{ key: 'tx.height', value: result.height }])
    expect([bySender, byRecipient, byHeight].map((list) => list.map((t) => t.hash))).toEqual([[result.transactionHash], [result.transactionHash], [result.transactionHash]])
    const byHash = await comet.tx({ hash: Buffer.from(result.transactionHash, 'hex') })
    expect([byHash.height, byHash.result.code, byHash.result.gasWanted]).toEqual([result.height, 0, BigInt(fee.gas)])
    const block = await client.getBlock(result.height)
    expect(block.txs).toHaveLength(1)
    expect(block.header.chainId).toBe('latch-local-1')
    signing.disconnect()
  })

  it('sends with an amino-only signer (SIGN_MODE_LEGACY_AMINO_JSON) and a second denom', async () => {
    const wallet = await Secp256k1HdWallet.fromMnemonic(testMnemonic(1))
    const signing = await SigningStargateClient.connectWithSigner(chain.node.url, wallet, options)
    const [, bob, carol] = chain.node.accounts
    const before = await balance(carol!.address, 'uother')
    const result = await signing.sendTokens(bob!.address, carol!.address, [{ denom: 'uother', amount: '777' }], 'auto', 'amino <&> memo')
    expect(result.code).toBe(0)
    expect((await balance(carol!.address, 'uother')) - before).toBe(777n)
    expect(await client.getAccount(bob!.address)).toMatchObject({ accountNumber: 1n, sequence: 1 })
    signing.disconnect()
  })

  it('refuses with the SDK code through broadcastTxSync and changes nothing', async () => {
    const wallet = await DirectSecp256k1HdWallet.fromMnemonic(testMnemonic(2))
    const signing = await SigningStargateClient.connectWithSigner(chain.node.url, wallet, options)
    const [, bob, carol] = chain.node.accounts
    const account = await client.getAccount(carol!.address)
    const tooSmallFee = { amount: [{ denom: 'ulatch', amount: '1' }], gas: '200000' }
    const error = await signing.sendTokens(carol!.address, bob!.address, [{ denom: 'ulatch', amount: '5' }], tooSmallFee).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(BroadcastTxError)
    expect((error as BroadcastTxError).code).toBe(13)
    expect((error as BroadcastTxError).log).toBe('insufficient fees; got: 1ulatch required: 5000ulatch: insufficient fee')
    expect(await client.getAccount(carol!.address)).toEqual(account)
    // Simulation refuses what it can check without signatures: more than the balance.
    await expect(signing.simulate(carol!.address, [{ typeUrl: '/cosmos.bank.v1beta1.MsgSend', value: { fromAddress: carol!.address, toAddress: bob!.address, amount: [{ denom: 'uother', amount: '1000000000000' }] } }], '')).rejects.toThrow(/Query failed with \(6\): rpc error: code = Unknown desc = spendable balance \d+uother is smaller than 1000000000000uother; message index: 0: insufficient funds: unknown request/)
    signing.disconnect()
  })
})
