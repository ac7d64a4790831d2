import { startLocalSolana, type StartLocalSolanaReturnType, testKeypair } from '@latch/local-solana'
import { SolanaSignAndSendTransaction } from '@solana/wallet-standard-features'
import { Connection, Keypair, SystemProgram, Transaction, TransactionMessage, VersionedTransaction } from '@solana/web3.js'
import { StandardConnect } from '@wallet-standard/features'
import bs58 from 'bs58'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestSolanaWallet } from './wallet'

let node: StartLocalSolanaReturnType
let connection: Connection

beforeAll(async () => {
  node = await startLocalSolana({ port: 0, accounts: 2 })
  connection = new Connection(node.url, 'confirmed')
})
afterAll(() => node?.stop())

describe('solana:signAndSendTransaction against @latch/local-solana', () => {
  it.each(['legacy', 'v0'] as const)('sends a %s transfer through rpcUrl; the receiver balance grows', async (version) => {
    const payer = testKeypair(0)
    const receiver = Keypair.generate().publicKey
    const wallet = createTestSolanaWallet({ keypairs: [payer], rpcUrl: node.url, localChain: 'solana:latch-local', storage: null })
    const [account] = (await wallet.features[StandardConnect].connect()).accounts
    const { blockhash } = await connection.getLatestBlockhash()
    const instruction = SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: receiver, lamports: 5_000_000 })
    const transaction =
      version === 'legacy'
        ? new Transaction({ feePayer: payer.publicKey, recentBlockhash: blockhash }).add(instruction).serialize({ requireAllSignatures: false })
        : new VersionedTransaction(new TransactionMessage({ payerKey: payer.publicKey, recentBlockhash: blockhash, instructions: [instruction] }).compileToV0Message()).serialize()
    const [out] = await wallet.features[SolanaSignAndSendTransaction].signAndSendTransaction({ account: account!, transaction, chain: 'solana:latch-local', options: { commitment: 'confirmed' } })
    const signature = bs58.encode(out?.signature as Uint8Array)
    expect((await connection.getSignatureStatus(signature)).value?.err).toBeNull()
    expect(await connection.getBalance(receiver)).toBe(5_000_000)
    expect(wallet.control.requests().at(-1)).toMatchObject({ method: 'signAndSendTransaction', status: 'approved', chain: 'solana:latch-local' })
  })

  it('rejected: nothing is sent', async () => {
    const payer = testKeypair(1)
    const receiver = Keypair.generate().publicKey
    const wallet = createTestSolanaWallet({ keypairs: [payer], rpcUrl: node.url, storage: null })
    const [account] = (await wallet.features[StandardConnect].connect()).accounts
    wallet.control.setMode('reject')
    const { blockhash } = await connection.getLatestBlockhash()
    const transaction = new Transaction({ feePayer: payer.publicKey, recentBlockhash: blockhash })
      .add(SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: receiver, lamports: 1_000_000 }))
      .serialize({ requireAllSignatures: false })
    await expect(wallet.features[SolanaSignAndSendTransaction].signAndSendTransaction({ account: account!, transaction, chain: 'solana:localnet' })).rejects.toMatchObject({
      name: 'WalletSendTransactionError',
      code: 4001,
    })
    expect(await connection.getBalance(receiver)).toBe(0)
  })
})
