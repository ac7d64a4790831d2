import {
  type SolanaSignAndSendTransactionFeature,
  type SolanaSignAndSendTransactionInput,
  type SolanaSignInFeature,
  type SolanaSignInInput,
  type SolanaSignMessageFeature,
  type SolanaSignTransactionFeature,
  type SolanaSignTransactionInput,
  type SolanaTransactionCommitment,
  SolanaSignAndSendTransaction,
  SolanaSignIn,
  SolanaSignMessage,
  SolanaSignTransaction,
} from '@solana/wallet-standard-features'
import { Connection, Keypair, Transaction, VersionedTransaction } from '@solana/web3.js'
import type { IdentifierString, Wallet, WalletAccount, WalletIcon } from '@wallet-standard/base'
import { type StandardConnectFeature, type StandardDisconnectFeature, type StandardEventsFeature, StandardConnect, StandardDisconnect } from '@wallet-standard/features'
import bs58 from 'bs58'
import nacl from 'tweetnacl'
import { TestWalletError } from './errors'
import { createPolicy, type OnTestWalletRequest, type TestWalletControl, type TestWalletMode } from './policy'
import { createSignInMessageText } from './signInMessage'
import { createChangeEvents, standardWalletProperties } from '../shared/standardWallet'
import { defaultStorage, type TestWalletStorage } from '../shared/storage'
import { squareIcon } from '../shared/walletIcon'

export type { TestWalletStorage } from '../shared/storage'

export const SOLANA_CHAINS = ['solana:mainnet', 'solana:devnet', 'solana:testnet'] as const
export const DEFAULT_LOCAL_CHAIN = 'solana:localnet'

const DEFAULT_ICON = squareIcon('#9945FF')

/** Where the wallet remembers that the app was authorised (for `silent` reconnect). localStorage-shaped. */

export type CreateTestSolanaWalletParameters = {
  /** Defaults to `Latch Test Wallet`. */
  name?: string
  /** Defaults to a purple square. */
  icon?: WalletIcon
  /** The accounts, as web3.js keypairs… */
  keypairs?: readonly Keypair[]
  /** …or as 64-byte secret keys (bytes, number arrays or base58). One of the two is required. */
  secretKeys?: readonly (Uint8Array | readonly number[] | string)[]
  /** Where `signAndSendTransaction` sends; `rpcUrls` overrides it per chain. */
  rpcUrl?: string
  rpcUrls?: Partial<Record<IdentifierString, string>>
  /** Defaults to mainnet, devnet, testnet and `localChain`. */
  chains?: readonly IdentifierString[]
  /** The local chain's id. Defaults to `solana:localnet`. */
  localChain?: IdentifierString
  /** Defaults to `approve`. */
  mode?: TestWalletMode
  /** Decides a request before the mode does. */
  onRequest?: OnTestWalletRequest
  /** Start as already authorised (silent connect succeeds). Defaults to what `storage` remembers. */
  authorized?: boolean
  /** Defaults to `window.localStorage` in a browser, memory elsewhere; `null` for memory. */
  storage?: TestWalletStorage | null
  /** SIWS `domain` when the app gives none. Defaults to `location.host`, else `localhost`. */
  domain?: string
}

export type TestSolanaWalletFeatures = StandardConnectFeature &
  StandardDisconnectFeature &
  StandardEventsFeature &
  SolanaSignMessageFeature &
  SolanaSignTransactionFeature &
  SolanaSignAndSendTransactionFeature &
  SolanaSignInFeature

export type TestSolanaWalletControl = TestWalletControl & {
  /** Whether the app is authorised (connect approved or sign-in done, no disconnect since). */
  isAuthorized(): boolean
  /** The addresses the wallet holds. */
  addresses(): string[]
  /** Makes these addresses (a subset of the keys) the connected accounts; emits `change` with accounts. */
  setAccounts(addresses: readonly string[]): void
  /** Changes the supported chains; emits `change` with chains (and the accounts, whose chains changed). */
  setChains(chains: readonly IdentifierString[]): void
  /** Disconnects from the wallet's side (as a user would in the extension): emits `change` with no accounts. */
  disconnect(): void
}

export type TestSolanaWallet = Wallet & {
  readonly features: TestSolanaWalletFeatures
  readonly control: TestSolanaWalletControl
}

const ACCOUNT_FEATURES = [SolanaSignMessage, SolanaSignTransaction, SolanaSignAndSendTransaction, SolanaSignIn] as const

const toBase64 = (bytes: Uint8Array) => btoa(Array.from(bytes, (b) => String.fromCharCode(b)).join(''))

function toKeypairs(parameters: CreateTestSolanaWalletParameters): Keypair[] {
  const keys = parameters.keypairs ?? parameters.secretKeys?.map((k) => Keypair.fromSecretKey(typeof k === 'string' ? bs58.decode(k) : Uint8Array.from(k)))
  if (!keys?.length) throw new TestWalletError('createTestSolanaWallet needs at least one keypair or secret key.')
  return [...keys]
}


/** Signs a serialized transaction (legacy or v0) as `keypair`; other signatures stay as they were. */
function signTransactionBytes(bytes: Uint8Array, keypair: Keypair): Uint8Array {
  let versioned: VersionedTransaction
  try {
    versioned = VersionedTransaction.deserialize(bytes)
  } catch (cause) {
    throw new TestWalletError('The transaction could not be deserialized.', { cause })
  }
  if (versioned.version === 'legacy') {
    const legacy = Transaction.from(bytes)
    legacy.partialSign(keypair)
    return Uint8Array.from(legacy.serialize({ requireAllSignatures: false, verifySignatures: false }))
  }
  versioned.sign([keypair])
  return versioned.serialize()
}

const COMMITMENT_RANK: Record<SolanaTransactionCommitment, number> = { processed: 0, confirmed: 1, finalized: 2 }

async function waitForCommitment(connection: Connection, signature: string, commitment: SolanaTransactionCommitment): Promise<void> {
  const deadline = Date.now() + 30_000
  while (Date.now() < deadline) {
    const { value } = await connection.getSignatureStatuses([signature])
    const status = value[0]
    if (status?.err) throw new TestWalletError(`Transaction ${signature} failed: ${JSON.stringify(status.err)}`)
    if (status?.confirmationStatus && COMMITMENT_RANK[status.confirmationStatus] >= COMMITMENT_RANK[commitment]) return
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new TestWalletError(`Transaction ${signature} did not reach ${commitment} within 30 s.`)
}

/** A Wallet Standard Solana wallet with real ed25519 keys that approves, rejects or waits, on command. */
export function createTestSolanaWallet(parameters: CreateTestSolanaWalletParameters = {}): TestSolanaWallet {
  const keypairs = toKeypairs(parameters)
  const name = parameters.name ?? 'Latch Test Wallet'
  const icon = parameters.icon ?? DEFAULT_ICON
  const localChain = parameters.localChain ?? DEFAULT_LOCAL_CHAIN
  let chains: IdentifierString[] = [...(parameters.chains ?? [...SOLANA_CHAINS, localChain])]
  const storage = parameters.storage === undefined ? defaultStorage() : parameters.storage
  const storageKey = `latch:test-solana-wallet:${name}:authorized`
  const policy = createPolicy(parameters.mode ?? 'approve', parameters.onRequest)

  let authorized = parameters.authorized ?? storage?.getItem(storageKey) === '1'
  const setAuthorized = (value: boolean) => {
    authorized = value
    if (value) storage?.setItem(storageKey, '1')
    else storage?.removeItem(storageKey)
  }

  const makeAccount = (keypair: Keypair): WalletAccount =>
    Object.freeze({ address: keypair.publicKey.toBase58(), publicKey: keypair.publicKey.toBytes(), chains: [...chains], features: [...ACCOUNT_FEATURES], label: name })
  let accounts = keypairs.map(makeAccount)
  let active: WalletAccount[] = []

  const { feature: eventsFeature, emit } = createChangeEvents()
  const connectAll = () => {
    if (active.length) return
    active = [...accounts]
    emit({ accounts: active })
  }
  const find = (account: WalletAccount | undefined): { account: WalletAccount; keypair: Keypair } => {
    const index = accounts.findIndex((a) => a.address === account?.address)
    const keypair = keypairs[index]
    const found = accounts[index]
    if (!keypair || !found) throw new TestWalletError(`Unknown account: ${account?.address}`)
    if (!active.some((a) => a.address === found.address)) throw new TestWalletError(`Account ${found.address} is not connected.`)
    return { account: found, keypair }
  }
  const checkChain = (chain: IdentifierString | undefined) => {
    if (chain && !chains.includes(chain)) throw new TestWalletError(`Unsupported chain: ${chain}`)
  }
  const ask = policy.ask

  const signTransactionInput = async (input: SolanaSignTransactionInput, method: 'signTransaction' | 'signAndSendTransaction') => {
    const { keypair } = find(input.account)
    checkChain(input.chain)
    await ask({ method, address: input.account.address, chain: input.chain, detail: toBase64(input.transaction) })
    return signTransactionBytes(input.transaction, keypair)
  }

  const features: TestSolanaWalletFeatures = {
    [StandardConnect]: {
      version: '1.0.0',
      async connect(input) {
        if (input?.silent) {
          await ask({ method: 'silentConnect' })
          if (authorized) connectAll()
          return { accounts: [...active] }
        }
        if (!authorized) await ask({ method: 'connect' })
        setAuthorized(true)
        connectAll()
        return { accounts: [...active] }
      },
    },
    [StandardDisconnect]: {
      version: '1.0.0',
      async disconnect() {
        await ask({ method: 'disconnect' })
        setAuthorized(false)
        if (active.length) {
          active = []
          emit({ accounts: [] })
        }
      },
    },
    ...eventsFeature,
    [SolanaSignMessage]: {
      version: '1.1.0',
      async signMessage(...inputs) {
        const outputs = []
        for (const input of inputs) {
          const { keypair } = find(input.account)
          await ask({ method: 'signMessage', address: input.account.address, detail: new TextDecoder().decode(input.message) })
          outputs.push({ signedMessage: input.message, signature: nacl.sign.detached(input.message, keypair.secretKey), signatureType: 'ed25519' as const })
        }
        return outputs
      },
    },
    [SolanaSignTransaction]: {
      version: '1.0.0',
      supportedTransactionVersions: ['legacy', 0],
      async signTransaction(...inputs) {
        const outputs = []
        for (const input of inputs) outputs.push({ signedTransaction: await signTransactionInput(input, 'signTransaction') })
        return outputs
      },
    },
    [SolanaSignAndSendTransaction]: {
      version: '1.0.0',
      supportedTransactionVersions: ['legacy', 0],
      async signAndSendTransaction(...inputs: readonly SolanaSignAndSendTransactionInput[]) {
        const outputs = []
        for (const input of inputs) {
          const url = parameters.rpcUrls?.[input.chain] ?? parameters.rpcUrl
          if (!url) throw new TestWalletError(`No RPC URL for ${input.chain}.`)
          const signed = await signTransactionInput(input, 'signAndSendTransaction')
          const { commitment = 'confirmed', preflightCommitment, skipPreflight, maxRetries, minContextSlot } = input.options ?? {}
          const connection = new Connection(url, { commitment })
          const signature = await connection.sendRawTransaction(signed, { preflightCommitment: preflightCommitment ?? commitment, skipPreflight, maxRetries, minContextSlot })
          await waitForCommitment(connection, signature, commitment)
          outputs.push({ signature: bs58.decode(signature) })
        }
        return outputs
      },
    },
    [SolanaSignIn]: {
      version: '1.0.0',
      async signIn(...inputs: readonly SolanaSignInInput[]) {
        const outputs = []
        // Called without input, a wallet still signs in (with the message fields it fills itself).
        for (const input of inputs.length ? inputs : [{}]) {
          const index = input.address ? accounts.findIndex((a) => a.address === input.address) : 0
          const account = accounts[index]
          const keypair = keypairs[index]
          if (!account || !keypair) throw new TestWalletError(`Unknown account: ${input.address}`)
          const domain = input.domain ?? parameters.domain ?? (typeof location !== 'undefined' && location.host ? location.host : 'localhost')
          const text = createSignInMessageText({ ...input, domain, address: account.address })
          await ask({ method: 'signIn', address: account.address, chain: input.chainId, detail: text })
          setAuthorized(true)
          connectAll()
          const signedMessage = new TextEncoder().encode(text)
          outputs.push({ account, signedMessage, signature: nacl.sign.detached(signedMessage, keypair.secretKey), signatureType: 'ed25519' as const })
        }
        return outputs
      },
    },
  }

  const control: TestSolanaWalletControl = {
    ...policy.control,
    isAuthorized: () => authorized,
    addresses: () => accounts.map((a) => a.address),
    setAccounts(addresses) {
      const next = accounts.filter((a) => addresses.includes(a.address))
      if (next.length !== addresses.length) throw new TestWalletError(`Unknown address in ${addresses.join(', ')}`)
      active = next
      emit({ accounts: [...active] })
    },
    setChains(next) {
      chains = [...next]
      accounts = keypairs.map(makeAccount)
      active = accounts.filter((a) => active.some((b) => b.address === a.address))
      emit(active.length ? { chains: [...chains], accounts: [...active] } : { chains: [...chains] })
    },
    disconnect() {
      setAuthorized(false)
      active = []
      emit({ accounts: [] })
    },
  }

  return Object.assign(standardWalletProperties({ name, icon, chains: () => [...chains], accounts: () => [...active] }), { features, control })
}
