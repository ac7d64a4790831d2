import { SolanaSignIn, SolanaSignMessage, SolanaSignTransaction } from '@solana/wallet-standard-features'
import { Keypair, type PublicKey, SystemProgram, Transaction, TransactionMessage, VersionedTransaction } from '@solana/web3.js'
import type { WalletAccount } from '@wallet-standard/base'
import { StandardConnect, StandardDisconnect, StandardEvents } from '@wallet-standard/features'
import bs58 from 'bs58'
import nacl from 'tweetnacl'
import { describe, expect, it } from 'vitest'
import { UserRejectedRequestError } from './errors'
import { createTestSolanaWallet, type CreateTestSolanaWalletParameters } from './wallet'

const seed = (n: number) => Keypair.fromSeed(new Uint8Array(32).fill(n))
const alice = seed(1)
const bob = seed(2)
const memoryStorage = () => {
  const map = new Map<string, string>()
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), removeItem: (k: string) => void map.delete(k) }
}
const make = (extra: Partial<CreateTestSolanaWalletParameters> = {}) => createTestSolanaWallet({ name: 'Test', keypairs: [alice, bob], storage: null, ...extra })
const blockhash = bs58.encode(new Uint8Array(32).fill(7))

async function connected(extra: Partial<CreateTestSolanaWalletParameters> = {}) {
  const wallet = make(extra)
  const { accounts } = await wallet.features[StandardConnect].connect()
  return { wallet, account: accounts[0] as WalletAccount }
}

function legacyTransfer(from: PublicKey): Uint8Array {
  const tx = new Transaction({ feePayer: from, recentBlockhash: blockhash }).add(SystemProgram.transfer({ fromPubkey: from, toPubkey: bob.publicKey, lamports: 1 }))
  return tx.serialize({ requireAllSignatures: false, verifySignatures: false })
}
function v0Transfer(from: PublicKey): Uint8Array {
  const message = new TransactionMessage({ payerKey: from, recentBlockhash: blockhash, instructions: [SystemProgram.transfer({ fromPubkey: from, toPubkey: bob.publicKey, lamports: 1 })] }).compileToV0Message()
  return new VersionedTransaction(message).serialize()
}

describe('createTestSolanaWallet: the Wallet Standard surface', () => {
  it('is a version 1.0.0 wallet with the standard and Solana features and chains', () => {
    const wallet = make({ localChain: 'solana:latch-local' })
    expect(wallet.version).toBe('1.0.0')
    expect(wallet.name).toBe('Test')
    expect(wallet.icon).toMatch(/^data:image\/svg\+xml;base64,/)
    expect(wallet.chains).toEqual(['solana:mainnet', 'solana:devnet', 'solana:testnet', 'solana:latch-local'])
    expect(Object.keys(wallet.features).sort()).toEqual(
      ['standard:connect', 'standard:disconnect', 'standard:events', 'solana:signMessage', 'solana:signTransaction', 'solana:signAndSendTransaction', 'solana:signIn'].sort(),
    )
    expect(wallet.features[SolanaSignTransaction].supportedTransactionVersions).toEqual(['legacy', 0])
    expect(wallet.accounts).toEqual([])
  })

  it('connects, announces the accounts, disconnects; silent connect succeeds only once authorised', async () => {
    const storage = memoryStorage()
    const wallet = make({ storage })
    const changes: unknown[] = []
    const off = wallet.features[StandardEvents].on('change', (p) => changes.push(p))
    expect((await wallet.features[StandardConnect].connect({ silent: true })).accounts).toEqual([])
    const { accounts } = await wallet.features[StandardConnect].connect()
    expect(accounts.map((a) => a.address)).toEqual([alice.publicKey.toBase58(), bob.publicKey.toBase58()])
    expect(accounts[0]?.publicKey).toEqual(alice.publicKey.toBytes())
    expect(accounts[0]?.features).toEqual(expect.arrayContaining([SolanaSignMessage, SolanaSignIn]))
    expect(wallet.accounts).toEqual(accounts)
    expect(changes).toEqual([{ accounts }])

    // A fresh instance over the same storage (a reload) reconnects silently, without a request to approve.
    const reloaded = make({ storage, mode: 'reject' })
    expect((await reloaded.features[StandardConnect].connect({ silent: true })).accounts).toHaveLength(2)
    expect(reloaded.control.requests().map((r) => [r.method, r.status])).toEqual([['silentConnect', 'approved']])

    await wallet.features[StandardDisconnect].disconnect()
    expect(wallet.accounts).toEqual([])
    expect(changes.at(-1)).toEqual({ accounts: [] })
    expect(wallet.control.isAuthorized()).toBe(false)
    expect((await make({ storage }).features[StandardConnect].connect({ silent: true })).accounts).toEqual([])
    off()
    await wallet.features[StandardConnect].connect()
    expect(changes).toHaveLength(2)
  })

  it('emits account and chain changes on command', async () => {
    const { wallet } = await connected()
    const changes: { accounts?: readonly WalletAccount[]; chains?: readonly string[] }[] = []
    wallet.features[StandardEvents].on('change', (p) => changes.push(p))
    wallet.control.setAccounts([bob.publicKey.toBase58()])
    expect(changes[0]?.accounts?.map((a) => a.address)).toEqual([bob.publicKey.toBase58()])
    wallet.control.setChains(['solana:devnet'])
    expect(changes[1]?.chains).toEqual(['solana:devnet'])
    expect(changes[1]?.accounts?.[0]?.chains).toEqual(['solana:devnet'])
    expect(wallet.chains).toEqual(['solana:devnet'])
    wallet.control.disconnect()
    expect(changes[2]).toEqual({ accounts: [] })
    expect(() => wallet.control.setAccounts(['nope'])).toThrow(/Unknown address/)
  })
})

describe('signing', () => {
  it('signMessage: a real ed25519 signature over the message', async () => {
    const { wallet, account } = await connected()
    const message = new TextEncoder().encode('hello latch')
    const [out] = await wallet.features[SolanaSignMessage].signMessage({ account, message })
    expect(out?.signedMessage).toEqual(message)
    expect(out?.signatureType).toBe('ed25519')
    expect(nacl.sign.detached.verify(message, out?.signature as Uint8Array, alice.publicKey.toBytes())).toBe(true)
    expect(wallet.control.requests().at(-1)).toMatchObject({ method: 'signMessage', status: 'approved', address: alice.publicKey.toBase58(), detail: 'hello latch' })
  })

  it.each([
    ['legacy', legacyTransfer],
    ['v0', v0Transfer],
  ] as const)('signTransaction (%s): the fee payer signature verifies over the message bytes', async (version, build) => {
    const { wallet, account } = await connected()
    const [out] = await wallet.features[SolanaSignTransaction].signTransaction({ account, transaction: build(alice.publicKey), chain: 'solana:devnet' })
    const signed = VersionedTransaction.deserialize(out?.signedTransaction as Uint8Array)
    expect(signed.version).toBe(version === 'legacy' ? 'legacy' : 0)
    expect(nacl.sign.detached.verify(signed.message.serialize(), signed.signatures[0] as Uint8Array, alice.publicKey.toBytes())).toBe(true)
  })

  it('refuses accounts that are not connected and chains it does not support', async () => {
    const wallet = make()
    const account = { address: alice.publicKey.toBase58() } as WalletAccount
    await expect(wallet.features[SolanaSignMessage].signMessage({ account, message: new Uint8Array([1]) })).rejects.toThrow(/not connected/)
    await wallet.features[StandardConnect].connect()
    await expect(wallet.features[SolanaSignTransaction].signTransaction({ account, transaction: legacyTransfer(alice.publicKey), chain: 'solana:elsewhere' })).rejects.toThrow(/Unsupported chain/)
  })
})

describe('approve or reject on command', () => {
  it('reject mode: every prompt fails as wallets fail (code 4001, "User rejected the request.")', async () => {
    const { wallet, account } = await connected()
    wallet.control.setMode('reject')
    const error = await wallet.features[SolanaSignTransaction].signTransaction({ account, transaction: legacyTransfer(alice.publicKey) }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(UserRejectedRequestError)
    expect(error).toMatchObject({ name: 'WalletSignTransactionError', code: 4001, message: 'User rejected the request.' })
    await expect(wallet.features[SolanaSignMessage].signMessage({ account, message: new Uint8Array([1]) })).rejects.toMatchObject({ name: 'WalletSignMessageError', code: 4001 })
    await expect(make({ mode: 'reject' }).features[StandardConnect].connect()).rejects.toMatchObject({ name: 'WalletConnectionError', code: 4001 })
    expect(wallet.control.requests().map((r) => [r.method, r.status])).toEqual([
      ['connect', 'approved'],
      ['signTransaction', 'rejected'],
      ['signMessage', 'rejected'],
    ])
  })

  it('manual mode: requests wait in pending() until approve(id) or reject(id)', async () => {
    const manual = make({ mode: 'manual' })
    const connecting = manual.features[StandardConnect].connect()
    await Promise.resolve()
    expect(manual.control.pending().map((r) => r.method)).toEqual(['connect'])
    expect(manual.control.approve()).toBe(true)
    const [acc] = (await connecting).accounts
    const first = manual.features[SolanaSignMessage].signMessage({ account: acc as WalletAccount, message: new TextEncoder().encode('one') })
    const second = manual.features[SolanaSignMessage].signMessage({ account: acc as WalletAccount, message: new TextEncoder().encode('two') })
    await Promise.resolve()
    const pending = manual.control.pending()
    expect(pending.map((r) => r.detail)).toEqual(['one', 'two'])
    expect(manual.control.reject(pending[1]?.id)).toBe(true)
    await expect(second).rejects.toMatchObject({ code: 4001 })
    expect(manual.control.approve(pending[0]?.id)).toBe(true)
    expect((await first)[0]?.signature).toHaveLength(64)
    expect(manual.control.pending()).toEqual([])
    expect(manual.control.approve()).toBe(false)
    expect(manual.control.mode()).toBe('manual')
  })

  it('onRequest decides before the mode does', async () => {
    const seen: string[] = []
    const { wallet, account } = await connected({ onRequest: (r) => {
        seen.push(r.method)
        return r.detail === 'no' ? 'reject' : undefined
      },
    })
    await expect(wallet.features[SolanaSignMessage].signMessage({ account, message: new TextEncoder().encode('no') })).rejects.toMatchObject({ code: 4001 })
    await expect(wallet.features[SolanaSignMessage].signMessage({ account, message: new TextEncoder().encode('yes') })).resolves.toHaveLength(1)
    expect(seen).toEqual(['connect', 'signMessage', 'signMessage'])
  })
})

describe('solana:signIn (Sign-In With Solana)', () => {
  it('builds the SIWS message, signs it and connects', async () => {
    const wallet = make()
    const [out] = await wallet.features[SolanaSignIn].signIn({
      domain: 'app.example',
      statement: 'Sign in to Latch',
      uri: 'https://app.example/login',
      version: '1',
      chainId: 'devnet',
      nonce: 'abc12345',
      issuedAt: '2026-11-24T00:00:00.000Z',
      expirationTime: '2026-11-25T00:00:00.000Z',
      requestId: 'r1',
      resources: ['https://a.example', 'ipfs://b'],
    })
    const text = new TextDecoder().decode(out?.signedMessage)
    expect(text).toBe(
      [
        'app.example wants you to sign in with your Solana account:',
        alice.publicKey.toBase58(),
        '',
        'Sign in to Latch',
        '',
        'URI: https://app.example/login',
        'Version: 1',
        'Chain ID: devnet',
        'Nonce: abc12345',
        'Issued At: 2026-11-24T00:00:00.000Z',
        'Expiration Time: 2026-11-25T00:00:00.000Z',
        'Request ID: r1',
        'Resources:',
        '- https://a.example',
        '- ipfs://b',
      ].join('\n'),
    )
    expect(out?.account.address).toBe(alice.publicKey.toBase58())
    expect(nacl.sign.detached.verify(out?.signedMessage as Uint8Array, out?.signature as Uint8Array, alice.publicKey.toBytes())).toBe(true)
    expect(wallet.accounts).toHaveLength(2)
    expect(wallet.control.isAuthorized()).toBe(true)
  })

  it('fills domain and address when the app gives none; signs as the requested address', async () => {
    const wallet = make({ domain: 'localhost:5173' })
    const [out] = await wallet.features[SolanaSignIn].signIn({ address: bob.publicKey.toBase58() })
    expect(new TextDecoder().decode(out?.signedMessage)).toBe(`localhost:5173 wants you to sign in with your Solana account:\n${bob.publicKey.toBase58()}`)
    const [bare] = await make().features[SolanaSignIn].signIn()
    expect(new TextDecoder().decode(bare?.signedMessage)).toMatch(/^localhost wants you to sign in/)
  })
})

describe('construction', () => {
  it('accepts secret keys as bytes, number arrays or base58, and requires at least one', () => {
    const wallet = createTestSolanaWallet({ secretKeys: [alice.secretKey, Array.from(bob.secretKey), bs58.encode(alice.secretKey)], storage: null })
    expect(wallet.control.addresses()).toEqual([alice.publicKey.toBase58(), bob.publicKey.toBase58(), alice.publicKey.toBase58()])
    expect(() => createTestSolanaWallet({})).toThrow(/at least one/)
  })
})
