import { Connection, Keypair, LAMPORTS_PER_SOL, PublicKey, SendTransactionError, SystemProgram, Transaction, TransactionMessage, VersionedTransaction, sendAndConfirmTransaction } from '@solana/web3.js'
import { createAssociatedTokenAccountIdempotentInstruction, createTransferCheckedInstruction, getAccount, getAssociatedTokenAddressSync, TOKEN_2022_PROGRAM_ID, TOKEN_PROGRAM_ID } from '@solana/spl-token'
import bs58 from 'bs58'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startLocalSolana, type StartLocalSolanaReturnType } from './server'

let node: StartLocalSolanaReturnType
let connection: Connection
let payer: Keypair

beforeAll(async () => {
  node = await startLocalSolana({ port: 0, accounts: 3, slotMs: 100, blockhashValiditySlots: 150 })
  connection = new Connection(node.url, { commitment: 'confirmed', wsEndpoint: node.wsUrl })
  payer = node.accounts[0]?.keypair as Keypair
})
afterAll(() => node?.stop())

const transfer = (from: Keypair, to: PublicKey, lamports: number) => new Transaction().add(SystemProgram.transfer({ fromPubkey: from.publicKey, toPubkey: to, lamports }))

describe('transactions over the real SVM', () => {
  it('sends SOL with sendAndConfirmTransaction: the receiver gains the amount, the sender pays it and the fee', async () => {
    const receiver = Keypair.generate().publicKey
    const before = await connection.getBalance(payer.publicKey)
    const t0 = performance.now()
    const signature = await sendAndConfirmTransaction(connection, transfer(payer, receiver, LAMPORTS_PER_SOL / 2), [payer])
    console.log(`SOL transfer sent and confirmed in ${Math.round(performance.now() - t0)} ms`)
    expect(await connection.getBalance(receiver)).toBe(LAMPORTS_PER_SOL / 2)
    expect(await connection.getBalance(payer.publicKey)).toBe(before - LAMPORTS_PER_SOL / 2 - 5000)
    const status = await connection.getSignatureStatus(signature)
    expect(status.value).toMatchObject({ err: null, confirmationStatus: 'finalized' })
  })

  it('transfers an SPL token, creating the receiver associated token account (Token and Token-2022)', async () => {
    const receiver = Keypair.generate().publicKey
    for (const mintInfo of node.mints) {
      const programId = new PublicKey(mintInfo.programId)
      const mint = new PublicKey(mintInfo.address)
      const source = getAssociatedTokenAddressSync(mint, payer.publicKey, false, programId)
      const destination = getAssociatedTokenAddressSync(mint, receiver, false, programId)
      expect(await connection.getAccountInfo(destination)).toBeNull()
      const amount = 25n * 10n ** BigInt(mintInfo.decimals)
      const tx = new Transaction().add(
        createAssociatedTokenAccountIdempotentInstruction(payer.publicKey, destination, receiver, mint, programId),
        createTransferCheckedInstruction(source, mint, destination, payer.publicKey, amount, mintInfo.decimals, [], programId),
      )
      await sendAndConfirmTransaction(connection, tx, [payer])
      expect((await getAccount(connection, destination, 'confirmed', programId)).amount).toBe(amount)
      const parsed = await connection.getParsedTokenAccountsByOwner(receiver, { mint })
      expect(parsed.value[0]?.account.data.parsed.info.tokenAmount.uiAmountString).toBe('25')
    }
    const all = await connection.getParsedTokenAccountsByOwner(receiver, { programId: TOKEN_2022_PROGRAM_ID })
    expect(all.value).toHaveLength(1)
    expect((await connection.getTokenAccountsByOwner(receiver, { programId: TOKEN_PROGRAM_ID })).value).toHaveLength(1)
  })

  it('lists the transfer in getSignaturesForAddress and answers getTransaction with balances and fee', async () => {
    const receiver = Keypair.generate().publicKey
    const signature = await sendAndConfirmTransaction(connection, transfer(payer, receiver, 1_000_000), [payer])
    const sigs = await connection.getSignaturesForAddress(receiver)
    expect(sigs).toEqual([expect.objectContaining({ signature, err: null, confirmationStatus: 'finalized' })])
    expect((await connection.getSignaturesForAddress(payer.publicKey, { limit: 1 }))[0]?.signature).toBe(signature)
    const tx = await connection.getTransaction(signature, { commitment: 'confirmed', maxSupportedTransactionVersion: 0 })
    expect(tx?.meta?.fee).toBe(5000)
    expect(tx?.meta?.err).toBeNull()
    expect(tx?.meta?.postBalances[1]).toBe(1_000_000)
    expect(tx?.transaction.message.staticAccountKeys.map(String)).toContain(receiver.toBase58())
    const parsed = await connection.getParsedTransaction(signature, { commitment: 'confirmed', maxSupportedTransactionVersion: 0 })
    expect(parsed?.transaction.message.accountKeys[0]).toMatchObject({ signer: true, writable: true })
    expect(await connection.getTransaction(bs58.encode(new Uint8Array(64).fill(7)), { maxSupportedTransactionVersion: 0 })).toBeNull()
  })

  it('accepts base58 transactions (the RPC default encoding) and answers in agave\'s error shape', async () => {
    const receiver = Keypair.generate().publicKey
    const tx = transfer(payer, receiver, 2_000_000)
    tx.recentBlockhash = (await connection.getLatestBlockhash()).blockhash
    tx.feePayer = payer.publicKey
    tx.sign(payer)
    const call = async (params: unknown[]) => (await fetch(node.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 9, method: 'sendTransaction', params }) })).json()
    const sent = await call([bs58.encode(tx.serialize())])
    expect(sent).toEqual({ jsonrpc: '2.0', id: 9, result: bs58.encode(tx.signature as Buffer) })
    expect(await connection.getBalance(receiver)).toBe(2_000_000)
    const again = await call([tx.serialize().toString('base64'), { encoding: 'base64' }])
    expect(again.error).toMatchObject({ code: -32002, message: 'Transaction simulation failed: This transaction has already been processed', data: { err: 'AlreadyProcessed' } })
  })

  it('refuses a transaction whose signature does not verify', async () => {
    const tx = transfer(payer, Keypair.generate().publicKey, 1000)
    tx.recentBlockhash = (await connection.getLatestBlockhash()).blockhash
    tx.feePayer = payer.publicKey
    tx.sign(payer)
    const wire = tx.serialize()
    wire[10] = (wire[10] as number) ^ 0xff // corrupt the first signature
    await expect(connection.sendRawTransaction(wire)).rejects.toThrow(/signature verification failure/)
    await expect(connection.sendRawTransaction(wire, { skipPreflight: true })).rejects.toThrow(/signature verification failure/)
  })

  it('refuses a blockhash once it has expired, as a real chain does', async () => {
    const { blockhash } = await connection.getLatestBlockhash()
    const message = new TransactionMessage({ payerKey: payer.publicKey, recentBlockhash: blockhash, instructions: [SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: Keypair.generate().publicKey, lamports: 1_000_000 })] }).compileToV0Message()
    const tx = new VersionedTransaction(message)
    tx.sign([payer])
    // Still valid a few slots later...
    node.advanceSlots(5)
    expect((await connection.isBlockhashValid(blockhash)).value).toBe(true)
    node.advanceSlots(151)
    expect((await connection.isBlockhashValid(blockhash)).value).toBe(false)
    expect((await connection.simulateTransaction(tx)).value.err).toBe('BlockhashNotFound')
    const error = await connection.sendTransaction(tx).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(SendTransactionError)
    expect((error as SendTransactionError).message).toMatch(/Blockhash not found/)
    // web3.js caches a blockhash for up to 30 s (a real one lives ~60 s); we just expired it by force.
    connection = new Connection(node.url, { commitment: 'confirmed', wsEndpoint: node.wsUrl })
  })

  it('simulates without committing, unsigned with replaceRecentBlockhash, and reports instruction errors', async () => {
    const receiver = Keypair.generate().publicKey
    const message = new TransactionMessage({ payerKey: payer.publicKey, recentBlockhash: (await connection.getLatestBlockhash()).blockhash, instructions: [SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: receiver, lamports: 1_000_000 })] }).compileToV0Message()
    const unsigned = new VersionedTransaction(message)
    const sim = await connection.simulateTransaction(unsigned, { sigVerify: false, replaceRecentBlockhash: true, accounts: { encoding: 'base64', addresses: [receiver.toBase58()] } })
    expect(sim.value.err).toBeNull()
    expect(sim.value.logs?.join('\n')).toMatch(/Program 11111111111111111111111111111111 success/)
    expect(sim.value.accounts?.[0]?.lamports).toBe(1_000_000)
    expect(await connection.getBalance(receiver)).toBe(0)
    const fee = await connection.getFeeForMessage(message)
    expect(fee.value).toBe(5000)
    // Real rent rules: a new account below the rent-exempt minimum is refused.
    const dust = new VersionedTransaction(new TransactionMessage({ payerKey: payer.publicKey, recentBlockhash: message.recentBlockhash, instructions: [SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: receiver, lamports: 3000 })] }).compileToV0Message())
    expect((await connection.simulateTransaction(dust, { sigVerify: false })).value.err).toEqual({ InsufficientFundsForRent: { account_index: 1 } })
    const tooMuch = new Transaction().add(SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: receiver, lamports: 10_000 * LAMPORTS_PER_SOL }))
    const failed = await connection.simulateTransaction(tooMuch, [payer])
    expect(failed.value.err).toEqual({ InstructionError: [0, { Custom: 1 }] })
    await expect(sendAndConfirmTransaction(connection, tooMuch, [payer])).rejects.toThrow(/custom program error: 0x1/)
  })

  it('sends a versioned transaction (v0) and confirms over the default WebSocket port (port + 1)', async () => {
    const plain = new Connection(node.url, 'confirmed')
    const receiver = Keypair.generate().publicKey
    const latest = await plain.getLatestBlockhash()
    const message = new TransactionMessage({ payerKey: payer.publicKey, recentBlockhash: latest.blockhash, instructions: [SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: receiver, lamports: 7_000_000 })] }).compileToV0Message()
    const tx = new VersionedTransaction(message)
    tx.sign([payer])
    const signature = await plain.sendTransaction(tx)
    const result = await plain.confirmTransaction({ signature, ...latest }, 'confirmed')
    expect(result.value.err).toBeNull()
    expect(await plain.getBalance(receiver)).toBe(7_000_000)
    await expect(plain.sendTransaction(tx)).rejects.toThrow(/already been processed/)
  })

  it('notifies account and slot subscribers', async () => {
    const receiver = Keypair.generate().publicKey
    const changed = new Promise<number>((resolve) => {
      const id = connection.onAccountChange(receiver, (info) => {
        void connection.removeAccountChangeListener(id)
        resolve(info.lamports)
      })
    })
    const slot = new Promise<number>((resolve) => {
      const id = connection.onSlotChange((info) => {
        void connection.removeSlotChangeListener(id)
        resolve(info.slot)
      })
    })
    await new Promise((r) => setTimeout(r, 300)) // let the subscriptions reach the server
    await sendAndConfirmTransaction(connection, transfer(payer, receiver, 4_000_000), [payer])
    expect(await changed).toBe(4_000_000)
    expect(await slot).toBeGreaterThan(0)
  })
})
