import { InvalidAddressError } from '@latch/core/errors'
import { testKeypair } from '@latch/local-solana'
import { ACCOUNT_SIZE, getAccount, getAssociatedTokenAddressSync } from '@solana/spl-token'
import { Keypair, PublicKey } from '@solana/web3.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { InvalidAmountError } from '@latch/core'
import { TokenDecimalsMismatchError } from './errors'
import { SolanaAdapter } from './solanaAdapter'
import { installFakeWindow, installWallet, LOCAL_CHAIN, startStack } from './test/localStack'

let stack: Awaited<ReturnType<typeof startStack>>
let a: SolanaAdapter
let installed: ReturnType<typeof installWallet>
let restoreWindow = () => {}
const sender = testKeypair(0)
const from = sender.publicKey.toBase58()

beforeAll(async () => {
  restoreWindow = installFakeWindow()
  stack = await startStack()
  installed = installWallet(stack.node.url, [sender])
  a = new SolanaAdapter()
  a.setup({ networks: [stack.network] })
  a.syncConnectors()
  await a.connect({ connectorId: installed.wallet.name, caipNetworkId: LOCAL_CHAIN })
})
afterAll(async () => {
  await a.disconnect()
  installed.uninstall()
  await stack.node.stop()
  restoreWindow()
})

const mint = (symbol: string) => stack.node.mints.find((m) => m.symbol === symbol)!
const asset = (symbol: string) => `${LOCAL_CHAIN}/token:${mint(symbol).address}` as const
const SOL = { symbol: 'SOL', decimals: 9 }
const token = (symbol: string) => ({ asset: asset(symbol), symbol, decimals: mint(symbol).decimals })
const rent = (bytes: number) => stack.connection.getMinimumBalanceForRentExemption(bytes)

describe('transfers.prepare → submit', () => {
  it('sends SOL: fee from the node, the 0-byte rent minimum as minRemaining, and the receiver gets the amount', async () => {
    const to = Keypair.generate().publicKey.toBase58()
    const prepared = await a.transfers.prepare({ from, to, amount: 1_500_000n, ...SOL, caipNetworkId: LOCAL_CHAIN })
    expect(prepared.fee).toBe(5000n)
    expect(prepared.minRemaining).toBe(BigInt(await rent(0)))
    expect(prepared.minRemaining).toBe(890_880n)
    expect(prepared.activity).toEqual({ from, to, transfers: [{ direction: 'out', symbol: 'SOL', amount: '1500000', decimals: 9, counterparty: to }] })
    const signature = await prepared.submit()
    expect((await stack.connection.getSignatureStatus(signature)).value?.err).toBeNull()
    expect(await stack.connection.getBalance(new PublicKey(to))).toBe(1_500_000)
    expect(installed.wallet.control.requests().at(-1)).toMatchObject({ method: 'signAndSendTransaction', status: 'approved', chain: LOCAL_CHAIN })
  })

  it.each([
    ['LTT', 'SPL Token', ACCOUNT_SIZE],
    ['LT22', 'Token-2022', ACCOUNT_SIZE + 5], // + account type + the ImmutableOwner extension the ATA program adds
  ])('sends %s (%s), creating the receiver token account and charging its rent', async (symbol, _program, size) => {
    const info = mint(symbol)
    const receiver = Keypair.generate().publicKey
    const ata = getAssociatedTokenAddressSync(new PublicKey(info.address), receiver, true, new PublicKey(info.programId))
    expect(await stack.connection.getAccountInfo(ata)).toBeNull()
    const amount = 12n * 10n ** BigInt(info.decimals) + 345n
    const prepared = await a.transfers.prepare({ from, to: receiver.toBase58(), ...token(symbol), amount, caipNetworkId: LOCAL_CHAIN })
    expect(prepared.fee).toBe(5000n + BigInt(await rent(size)))
    expect(prepared.activity.transfers).toEqual([{ direction: 'out', symbol, amount: amount.toString(), decimals: info.decimals, asset: asset(symbol), counterparty: receiver.toBase58() }])
    await prepared.submit()
    const account = await getAccount(stack.connection, ata, 'confirmed', new PublicKey(info.programId))
    expect(account.amount).toBe(amount)
    expect((await stack.connection.getAccountInfo(ata))?.data.length).toBe(size)
    // The account exists now: a second transfer neither creates it again nor pays rent.
    const again = await a.transfers.prepare({ from, to: receiver.toBase58(), ...token(symbol), amount: 1n, caipNetworkId: LOCAL_CHAIN })
    expect(again.fee).toBe(5000n)
    await again.submit()
    expect((await getAccount(stack.connection, ata, 'confirmed', new PublicKey(info.programId))).amount).toBe(amount + 1n)
  })

  it('refuses a malformed receiver, an unknown asset and too many decimals before anything reaches the wallet', async () => {
    const before = installed.wallet.control.requests().length
    await expect(a.transfers.prepare({ from, to: '0xdeadbeef', amount: 1n, ...SOL, caipNetworkId: LOCAL_CHAIN })).rejects.toBeInstanceOf(InvalidAddressError)
    await expect(a.transfers.prepare({ from, to: 'z'.repeat(44), amount: 1n, ...SOL, caipNetworkId: LOCAL_CHAIN })).rejects.toMatchObject({ code: 'INVALID_ADDRESS', namespace: 'solana' })
    await expect(a.transfers.prepare({ from, to: from, asset: `${LOCAL_CHAIN}/token:nope`, symbol: 'X', decimals: 0, amount: 1n, caipNetworkId: LOCAL_CHAIN })).rejects.toBeInstanceOf(InvalidAddressError)
    await expect(a.transfers.prepare({ from, to: from, amount: 1n, ...SOL, caipNetworkId: 'solana:elsewhere' })).rejects.toMatchObject({ code: 'NETWORK_UNKNOWN' })
    await expect(a.transfers.prepare({ from, to: Keypair.generate().publicKey.toBase58(), ...token('LTT'), decimals: 9, amount: 1n, caipNetworkId: LOCAL_CHAIN })).rejects.toBeInstanceOf(TokenDecimalsMismatchError)
    // Core parses the typed amount with the asset's decimals before it prepares anything.
    expect(() => a.parseUnits('1.0000001', mint('LTT').decimals)).toThrow(InvalidAmountError)
    expect(installed.wallet.control.requests().length).toBe(before)
  })
})

describe('reads', () => {
  it('reads the SOL balance in whole units', async () => {
    const balance = await a.reads.getBalance({ address: from, caipNetworkId: LOCAL_CHAIN })
    expect(balance.symbol).toBe('SOL')
    expect(a.parseUnits(balance.balance, 9)).toBe(BigInt(await stack.connection.getBalance(sender.publicKey)))
  })

  it('lists every SPL Token and Token-2022 holding as CAIP-19 assets, and drops empty accounts', async () => {
    const holder = testKeypair(1).publicKey.toBase58()
    const { tokens } = await a.reads.getTokens!({ address: holder, caipNetworkId: LOCAL_CHAIN })
    expect(tokens.map((t) => [t.asset, t.amount, t.decimals]).sort()).toEqual(
      stack.node.mints.map((m) => [asset(m.symbol), (500n * 10n ** BigInt(m.decimals)).toString(), m.decimals]).sort(),
    )
    // Named by their Metaplex metadata accounts, as mainnet tokens are.
    expect(tokens.map((t) => [t.symbol, t.name]).sort()).toEqual([
      ['LT22', 'Latch Test Token 2022'],
      ['LTT', 'Latch Test Token'],
    ])
    expect((await a.reads.getTokens!({ address: Keypair.generate().publicKey.toBase58(), caipNetworkId: LOCAL_CHAIN })).tokens).toEqual([])
  })

  it('lists sent and received transfers in the activity of both sides, a page at a time', async () => {
    const receiver = Keypair.generate().publicKey.toBase58()
    const solSig = await (await a.transfers.prepare({ from, to: receiver, amount: 3_000_000n, ...SOL, caipNetworkId: LOCAL_CHAIN })).submit()
    const tokenSig = await (await a.transfers.prepare({ from, to: receiver, ...token('LTT'), amount: 7n, caipNetworkId: LOCAL_CHAIN })).submit()
    const mine = await a.reads.getActivity!({ address: from, caipNetworkId: LOCAL_CHAIN })
    expect(mine.transactions.slice(0, 2).map((t) => t.hash)).toEqual([tokenSig, solSig])
    expect(mine.transactions[1]).toMatchObject({ status: 'confirmed', from, to: receiver, transfers: [{ direction: 'out', symbol: 'SOL', amount: '3000000', decimals: 9, counterparty: receiver }] })
    // Read back from the chain, named by the mint's metadata. The receiver's new token account rent is part of the
    // token send, not a SOL payment.
    expect(mine.transactions[0]?.transfers).toEqual([{ direction: 'out', symbol: 'LTT', amount: '7', decimals: 6, asset: asset('LTT'), counterparty: receiver }])
    const theirs = await a.reads.getActivity!({ address: receiver, caipNetworkId: LOCAL_CHAIN })
    expect(theirs.transactions.map((t) => t.transfers[0]?.direction)).toEqual(['in', 'in'])
    expect(theirs.transactions[1]?.transfers[0]).toMatchObject({ symbol: 'SOL', amount: '3000000', counterparty: from })
    expect(theirs.next).toBeUndefined()
    // The sender has more than a page by now: the cursor continues after the page's last signature.
    for (let i = 0; i < 20; i++) await (await a.transfers.prepare({ from, to: receiver, amount: 1_000n, ...SOL, caipNetworkId: LOCAL_CHAIN })).submit()
    const first = await a.reads.getActivity!({ address: from, caipNetworkId: LOCAL_CHAIN })
    expect(first.transactions).toHaveLength(20)
    const second = await a.reads.getActivity!({ address: from, caipNetworkId: LOCAL_CHAIN, cursor: first.next! })
    expect(second.transactions.map((t) => t.hash)).toContain(solSig)
    expect(second.transactions.some((t) => first.transactions.some((f) => f.hash === t.hash))).toBe(false)
  })
})
