import { testKeypair } from '@latch/local-solana'
import { Keypair, SystemProgram, Transaction, TransactionMessage, VersionedTransaction } from '@solana/web3.js'
import bs58 from 'bs58'
import nacl from 'tweetnacl'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SolanaAdapter } from '../solanaAdapter'
import { installFakeWindow, installWallet, LOCAL_CHAIN, startStack } from '../test/localStack'
import type { Provider } from '../types'

let stack: Awaited<ReturnType<typeof startStack>>
let a: SolanaAdapter
let installed: ReturnType<typeof installWallet>
let provider: Provider
let restoreWindow = () => {}
const payer = testKeypair(2)

beforeAll(async () => {
  restoreWindow = installFakeWindow()
  stack = await startStack()
  installed = installWallet(stack.node.url, [payer])
  a = new SolanaAdapter({ preflightCommitment: 'processed' })
  a.setup({ networks: [stack.network] })
  await a.connect({ connectorId: installed.wallet.name })
  provider = a.getProvider() as Provider
})
afterAll(async () => {
  await a.disconnect()
  installed.uninstall()
  await stack.node.stop()
  restoreWindow()
})

const transfer = (to = Keypair.generate().publicKey, lamports = 1_000_000) => SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: to, lamports })
const versioned = async (to = Keypair.generate().publicKey) => {
  const { blockhash } = await stack.connection.getLatestBlockhash()
  return new VersionedTransaction(new TransactionMessage({ payerKey: payer.publicKey, recentBlockhash: blockhash, instructions: [transfer(to)] }).compileToV0Message())
}

describe('the AppKit Solana provider', () => {
  it('exposes the account key and signs messages the key verifies (ed25519)', async () => {
    expect(provider.publicKey.toBase58()).toBe(payer.publicKey.toBase58())
    const message = new TextEncoder().encode('hello from Latch')
    const signature = await provider.signMessage(message)
    expect(nacl.sign.detached.verify(message, signature, payer.publicKey.toBytes())).toBe(true)
  })

  it('signMessage on the adapter returns base58 over the UTF-8 text', async () => {
    const signature = await a.signMessage({ message: 'Sign in ✓', address: payer.publicKey.toBase58(), caipNetworkId: LOCAL_CHAIN })
    expect(nacl.sign.detached.verify(new TextEncoder().encode('Sign in ✓'), bs58.decode(signature), payer.publicKey.toBytes())).toBe(true)
  })

  it('signs a legacy transaction (filling fee payer and blockhash) and gives a Transaction back', async () => {
    const signed = await provider.signTransaction(new Transaction().add(transfer()))
    expect(signed).toBeInstanceOf(Transaction)
    expect(signed.feePayer?.toBase58()).toBe(payer.publicKey.toBase58())
    expect(signed.verifySignatures()).toBe(true)
  })

  it('signs versioned transactions, one or all, and gives VersionedTransactions back', async () => {
    const [one, two] = await provider.signAllTransactions([await versioned(), await versioned()])
    for (const tx of [one, two]) {
      expect(tx).toBeInstanceOf(VersionedTransaction)
      expect(nacl.sign.detached.verify(tx!.message.serialize(), tx!.signatures[0]!, payer.publicKey.toBytes())).toBe(true)
    }
  })

  it('signAndSendTransaction and sendTransaction land on chain, legacy and versioned', async () => {
    const to = Keypair.generate().publicKey
    await provider.signAndSendTransaction(new Transaction().add(transfer(to)))
    await provider.signAndSendTransaction(await versioned(to))
    const sig = await provider.sendTransaction(await versioned(to), stack.connection)
    await expect.poll(async () => (await stack.connection.getSignatureStatus(sig)).value?.err).toBeNull()
    await expect.poll(() => stack.connection.getBalance(to)).toBe(3_000_000)
  })

  it('transactions.send signs and sends a dapp-built transaction', async () => {
    const to = Keypair.generate().publicKey
    const signature = await a.transactions.send({ address: payer.publicKey.toBase58(), caipNetworkId: LOCAL_CHAIN, transaction: await versioned(to) })
    expect(bs58.decode(signature)).toHaveLength(64)
    expect(await stack.connection.getBalance(to)).toBe(1_000_000)
    await expect(a.transactions.send({ address: payer.publicKey.toBase58(), caipNetworkId: LOCAL_CHAIN, transaction: { to } })).rejects.toMatchObject({ name: 'InvalidInputError', field: 'transaction' })
  })

  it('maps a refusal to UserRejectedRequestError and sends nothing', async () => {
    installed.wallet.control.setMode('reject')
    const to = Keypair.generate().publicKey
    await expect(provider.signAndSendTransaction(await versioned(to))).rejects.toMatchObject({ name: 'UserRejectedRequestError', code: 'USER_REJECTED' })
    await expect(provider.signMessage(new Uint8Array([1]))).rejects.toMatchObject({ code: 'USER_REJECTED' })
    installed.wallet.control.setMode('approve')
    expect(await stack.connection.getBalance(to)).toBe(0)
  })

  it('passes the preflight commitment to the wallet', async () => {
    const { SolanaSignAndSendTransaction } = await import('@solana/wallet-standard-features')
    type Feature = { signAndSendTransaction: (typeof installed.wallet.features)[typeof SolanaSignAndSendTransaction]['signAndSendTransaction'] }
    const feature = installed.wallet.features[SolanaSignAndSendTransaction] as Feature
    const original = feature.signAndSendTransaction
    const seen: unknown[] = []
    feature.signAndSendTransaction = (...inputs) => {
      seen.push(inputs[0]?.options)
      return original(...inputs)
    }
    await provider.signAndSendTransaction(await versioned())
    feature.signAndSendTransaction = original
    expect(seen).toEqual([expect.objectContaining({ preflightCommitment: 'processed' })])
  })
})
