import type { RemoteWalletTransport } from '@latch/core'
import { testKeypair } from '@latch/local-solana'
import { Keypair, SystemProgram, Transaction, TransactionMessage, VersionedTransaction } from '@solana/web3.js'
import bs58 from 'bs58'
import nacl from 'tweetnacl'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SolanaAdapter } from '../solanaAdapter'
import { LOCAL_CHAIN, startStack } from '../test/localStack'
import type { Provider } from '../types'

let stack: Awaited<ReturnType<typeof startStack>>
beforeAll(async () => {
  stack = await startStack()
})
afterAll(() => stack.node.stop())

/**
 * A WalletConnect wallet on the other end of a session, answering the `solana_*` methods with a real key, with
 * WalletConnect's encodings (base58 messages and signatures, base64 transactions).
 */
function remoteWallet(keypair: Keypair, signTransactionAnswer: 'signature' | 'transaction' = 'signature') {
  const calls: { method: string; params: unknown }[] = []
  const listeners = new Set<(event: { name: string; data: unknown; caipNetworkId: typeof LOCAL_CHAIN }) => void>()
  const sign = (base64: string) => {
    const tx = VersionedTransaction.deserialize(Buffer.from(base64, 'base64'))
    tx.sign([keypair])
    return tx
  }
  const transport: RemoteWalletTransport = {
    accounts: [keypair.publicKey.toBase58()],
    caipNetworkId: LOCAL_CHAIN,
    async request({ method, params }) {
      calls.push({ method, params })
      const p = params as Record<string, unknown>
      if (method === 'solana_signMessage') return { signature: bs58.encode(nacl.sign.detached(bs58.decode(p.message as string), keypair.secretKey)) }
      if (method === 'solana_signTransaction') {
        const tx = sign(p.transaction as string)
        return signTransactionAnswer === 'signature' ? { signature: bs58.encode(tx.signatures[0]!) } : { transaction: Buffer.from(tx.serialize()).toString('base64') }
      }
      if (method === 'solana_signAllTransactions') return { transactions: (p.transactions as string[]).map((t) => Buffer.from(sign(t).serialize()).toString('base64')) }
      if (method === 'solana_signAndSendTransaction') return { signature: await stack.connection.sendRawTransaction(sign(p.transaction as string).serialize()) }
      throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
    },
    onEvent(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
  return { transport, calls, emit: (name: string, data: unknown) => {
      for (const l of listeners) l({ name, data, caipNetworkId: LOCAL_CHAIN })
    },
  }
}

function adapter() {
  const a = new SolanaAdapter()
  a.setup({ networks: [stack.network] })
  return a
}

describe('remote: a WalletConnect session as the connection', () => {
  it('asks WalletConnect wallets for the solana namespace methods', () => {
    expect(adapter().remote.walletConnect).toEqual({
      methods: ['solana_signMessage', 'solana_signTransaction', 'solana_signAndSendTransaction', 'solana_signAllTransactions', 'solana_getAccounts', 'solana_requestAccounts'],
      events: [],
    })
  })

  it('attaches without a prompt and signs messages and transactions through the session', async () => {
    const key = testKeypair(3)
    const remote = remoteWallet(key)
    const a = adapter()
    const connection = await a.remote.attach(remote.transport)
    expect(connection).toEqual({ address: key.publicKey.toBase58(), accounts: [{ address: key.publicKey.toBase58(), type: 'eoa' }], caipNetworkId: LOCAL_CHAIN, connectorId: 'walletConnect' })
    expect(remote.calls).toEqual([])

    const signature = await a.signMessage({ message: 'over the relay', address: key.publicKey.toBase58(), caipNetworkId: LOCAL_CHAIN })
    expect(remote.calls[0]).toEqual({ method: 'solana_signMessage', params: { message: bs58.encode(new TextEncoder().encode('over the relay')), pubkey: key.publicKey.toBase58() } })
    expect(nacl.sign.detached.verify(new TextEncoder().encode('over the relay'), bs58.decode(signature), key.publicKey.toBytes())).toBe(true)

    const provider = a.getProvider() as Provider
    // The wallet answers with only a signature: it is placed into the transaction.
    const signed = await provider.signTransaction(new Transaction().add(SystemProgram.transfer({ fromPubkey: key.publicKey, toPubkey: Keypair.generate().publicKey, lamports: 1 })))
    expect(signed).toBeInstanceOf(Transaction)
    expect(signed.verifySignatures()).toBe(true)

    const to = Keypair.generate().publicKey
    const { blockhash } = await stack.connection.getLatestBlockhash()
    const message = new TransactionMessage({ payerKey: key.publicKey, recentBlockhash: blockhash, instructions: [SystemProgram.transfer({ fromPubkey: key.publicKey, toPubkey: to, lamports: 4_000_000 })] })
    const all = await provider.signAllTransactions([new VersionedTransaction(message.compileToV0Message()), new VersionedTransaction(message.compileToV0Message())])
    expect(all.every((t) => t instanceof VersionedTransaction && t.signatures[0]!.some((b) => b !== 0))).toBe(true)
    await provider.signAndSendTransaction(new VersionedTransaction(message.compileToV0Message()))
    expect(await stack.connection.getBalance(to)).toBe(4_000_000)
    expect(remote.calls.at(-1)).toMatchObject({ method: 'solana_signAndSendTransaction', params: { transaction: expect.any(String), pubkey: key.publicKey.toBase58() } })
  })

  it('takes a signed transaction back when the wallet returns one, and hears account changes', async () => {
    const [first, second] = [testKeypair(4), testKeypair(5)]
    const remote = remoteWallet(first, 'transaction')
    const a = adapter()
    await a.remote.attach({ ...remote.transport, connectorId: 'embedded' })
    const signed = await (a.getProvider() as Provider).signTransaction(new Transaction().add(SystemProgram.transfer({ fromPubkey: first.publicKey, toPubkey: second.publicKey, lamports: 1 })))
    expect(signed.verifySignatures()).toBe(true)
    const seen: string[][] = []
    a.on('accountsChanged', ({ accounts }) => seen.push(accounts.map((x) => x.address)))
    remote.emit('accountsChanged', [`${LOCAL_CHAIN}:${second.publicKey.toBase58()}`])
    expect(seen).toEqual([[second.publicKey.toBase58()]])
    remote.emit('accountsChanged', [])
    expect(a.getProvider()).toBeUndefined()
  })
})
