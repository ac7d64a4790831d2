import { AddressLookupTableAccount, PublicKey, VersionedTransaction, type VersionedMessage } from '@solana/web3.js'
import bs58 from 'bs58'
import { decodeMint, decodeTokenAccount, type Mint, uiTokenAmount } from './accounts'
import { describeTransactionError, ErrorCode, RpcError, type TransactionErrorJson, transactionErrorJson } from './errors'
import { Account, FailedTransactionMetadata, LiteSvm, type NativeAccount, type TransactionMetadata } from './litesvm'

const COMPUTE_BUDGET_PROGRAM = 'ComputeBudget111111111111111111111111111111'
const MAX_COMPUTE_UNITS = 1_400_000
const DEFAULT_UNITS_PER_INSTRUCTION = 200_000

export type TokenBalance = { accountIndex: number; mint: string; owner: string; programId: string; uiTokenAmount: ReturnType<typeof uiTokenAmount> }

/** A transaction the chain executed, kept for getTransaction, getSignatureStatuses and getSignaturesForAddress. */
export type ProcessedTransaction = {
  signature: string
  slot: number
  blockTime: number
  wire: Uint8Array
  transaction: VersionedTransaction
  accountKeys: PublicKey[]
  loadedAddresses: { writable: string[]; readonly: string[] }
  err: TransactionErrorJson | null
  fee: number
  logs: string[]
  computeUnitsConsumed: number
  preBalances: number[]
  postBalances: number[]
  preTokenBalances: TokenBalance[]
  postTokenBalances: TokenBalance[]
}

export type ChainEvent = { type: 'slot'; slot: number } | { type: 'transaction'; tx: Pick<ProcessedTransaction, 'signature' | 'slot' | 'err'>; written: PublicKey[] }

export type SimulationResult = { err: TransactionErrorJson | null; logs: string[]; unitsConsumed: number; returnData: { programId: string; data: [string, 'base64'] } | null; postAccounts: Map<string, NativeAccount> }

export type LocalChainOptions = {
  /** Slots a blockhash stays valid for (agave: 150). Defaults to `150`. */
  blockhashValiditySlots?: number
  /** Transactions kept in history. Defaults to `10_000`. */
  historyCapacity?: number
}

/**
 * The chain state over one LiteSVM: a slot counter with a queue of recent blockhashes (LiteSVM alone only accepts
 * the latest), a history of processed transactions, and events for subscriptions. One transaction per slot.
 */
export class LocalChain {
  readonly svm: LiteSvm
  slot = 1
  readonly #validity: number
  readonly #capacity: number
  readonly #blockhashes = new Map<string, number>()
  readonly #history = new Map<string, ProcessedTransaction>()
  readonly #byAddress = new Map<string, string[]>()
  readonly #listeners = new Set<(event: ChainEvent) => void>()
  transactionCount = 0

  constructor(options: LocalChainOptions = {}) {
    this.#validity = options.blockhashValiditySlots ?? 150
    this.#capacity = options.historyCapacity ?? 10_000
    this.svm = new LiteSvm()
    // Blockhash expiry is ours (a queue of recent ones); signatures stay LiteSVM's to verify.
    this.svm.setBlockhashCheck(false)
    this.svm.setTransactionHistory(0n)
    this.#enterSlot(1)
  }

  subscribe(listener: (event: ChainEvent) => void): () => void {
    this.#listeners.add(listener)
    return () => this.#listeners.delete(listener)
  }

  get blockHeight(): number {
    return this.slot
  }

  latestBlockhash(): { blockhash: string; lastValidBlockHeight: number } {
    return { blockhash: this.svm.latestBlockhash(), lastValidBlockHeight: this.slot + this.#validity }
  }

  isBlockhashValid(blockhash: string): boolean {
    const slot = this.#blockhashes.get(blockhash)
    return slot !== undefined && this.slot <= slot + this.#validity
  }

  /** Moves the chain on by `count` slots, each with a new blockhash and a clock at the wall time. */
  advance(count = 1): void {
    for (let i = 0; i < count; i++) this.#enterSlot(this.slot + 1)
  }

  #enterSlot(slot: number): void {
    this.slot = slot
    this.svm.warpToSlot(BigInt(slot))
    const clock = this.svm.getClock()
    clock.unixTimestamp = BigInt(Math.floor(Date.now() / 1000))
    this.svm.setClock(clock)
    this.svm.expireBlockhash()
    this.#blockhashes.set(this.svm.latestBlockhash(), slot)
    for (const [hash, at] of this.#blockhashes) {
      if (at + this.#validity >= slot) break
      this.#blockhashes.delete(hash)
    }
    this.#emit({ type: 'slot', slot })
  }

  #emit(event: ChainEvent): void {
    for (const listener of this.#listeners) listener(event)
  }

  getAccount(address: PublicKey): NativeAccount | null {
    const account = this.svm.getAccount(address.toBytes())
    return account && (account.lamports() > 0n || account.data().length > 0) ? account : null
  }

  setAccount(address: PublicKey, account: { lamports: bigint; owner: PublicKey; data: Uint8Array; executable?: boolean }): void {
    this.svm.setAccount(address.toBytes(), new Account(account.lamports, account.data, account.owner.toBytes(), account.executable ?? false, 0n))
  }

  rentExempt(space: number): bigint {
    return this.svm.minimumBalanceForRentExemption(BigInt(space))
  }

  mintOf = (mint: PublicKey): Mint | null => {
    const account = this.getAccount(mint)
    return account ? decodeMint(account) : null
  }

  /** Every account a program owns (LiteSVM scans its accounts db). */
  programAccounts(programId: PublicKey): { pubkey: PublicKey; account: NativeAccount }[] {
    return this.svm.getProgramAccounts(programId.toBytes()).map((a) => ({ pubkey: new PublicKey(a.address), account: a.account() }))
  }

  /** The fee the chain charges for `message`: 5000 lamports per signature plus the compute-unit price. */
  feeFor(message: VersionedMessage): number {
    let limit: number | undefined
    let microLamports = 0n
    let others = 0
    for (const ix of message.compiledInstructions) {
      const program = message.staticAccountKeys[ix.programIdIndex]?.toBase58()
      const data = Buffer.from(ix.data)
      if (program !== COMPUTE_BUDGET_PROGRAM) others++
      else if (data[0] === 2 && data.length >= 5) limit = data.readUInt32LE(1)
      else if (data[0] === 3 && data.length >= 9) microLamports = data.readBigUInt64LE(1)
    }
    const units = BigInt(Math.min(limit ?? others * DEFAULT_UNITS_PER_INSTRUCTION, MAX_COMPUTE_UNITS))
    const priority = (microLamports * units + 999_999n) / 1_000_000n
    return 5000 * message.header.numRequiredSignatures + Number(priority)
  }

  /** The transaction's account keys, lookup tables resolved from chain state. */
  accountKeys(message: VersionedMessage): { keys: PublicKey[]; loaded: { writable: string[]; readonly: string[] } } {
    const tables = message.addressTableLookups.map((lookup) => {
      const account = this.getAccount(lookup.accountKey)
      if (!account) throw new RpcError(ErrorCode.invalidParams, 'Transaction loads an address table account that does not exist')
      return new AddressLookupTableAccount({ key: lookup.accountKey, state: AddressLookupTableAccount.deserialize(account.data()) })
    })
    const keys = message.getAccountKeys({ addressLookupTableAccounts: tables })
    const loaded = { writable: (keys.accountKeysFromLookups?.writable ?? []).map(String), readonly: (keys.accountKeysFromLookups?.readonly ?? []).map(String) }
    return { keys: [...keys.staticAccountKeys, ...(keys.accountKeysFromLookups?.writable ?? []), ...(keys.accountKeysFromLookups?.readonly ?? [])], loaded }
  }

  #tokenBalances(keys: PublicKey[]): TokenBalance[] {
    const out: TokenBalance[] = []
    keys.forEach((key, accountIndex) => {
      const account = this.getAccount(key)
      const token = account && decodeTokenAccount(account)
      if (!account || !token) return
      const decimals = this.mintOf(token.mint)?.decimals ?? 0
      out.push({ accountIndex, mint: token.mint.toBase58(), owner: token.owner.toBase58(), programId: new PublicKey(account.owner()).toBase58(), uiTokenAmount: uiTokenAmount(token.amount, decimals) })
    })
    return out
  }

  #checkBlockhash(tx: VersionedTransaction): void {
    if (!this.isBlockhashValid(tx.message.recentBlockhash)) throw preflightError('BlockhashNotFound')
  }

  /** Runs the transaction without committing. `sigVerify` off lets wallets simulate before signing. */
  simulate(wire: Uint8Array, options: { sigVerify?: boolean; replaceRecentBlockhash?: boolean } = {}): SimulationResult {
    let tx = VersionedTransaction.deserialize(wire)
    if (options.replaceRecentBlockhash) {
      tx = new VersionedTransaction(tx.message, tx.signatures)
      tx.message.recentBlockhash = this.svm.latestBlockhash()
      wire = tx.serialize()
    } else if (!this.isBlockhashValid(tx.message.recentBlockhash)) {
      return { err: 'BlockhashNotFound', logs: [], unitsConsumed: 0, returnData: null, postAccounts: new Map() }
    }
    this.svm.setSigverify(options.sigVerify ?? false)
    try {
      const result = tx.version === 'legacy' ? this.svm.simulateLegacyTransaction(wire) : this.svm.simulateVersionedTransaction(wire)
      if (result instanceof FailedTransactionMetadata) return { ...metaJson(result.meta()), err: transactionErrorJson(result), postAccounts: new Map() }
      const postAccounts = new Map(result.postAccounts().map((a) => [new PublicKey(a.address).toBase58(), a.account()]))
      return { ...metaJson(result.meta()), err: null, postAccounts }
    } finally {
      this.svm.setSigverify(true)
    }
  }

  /** Verifies, executes and commits the transaction in the current slot, then opens the next slot. */
  send(wire: Uint8Array): ProcessedTransaction {
    const tx = VersionedTransaction.deserialize(wire)
    const signature = bs58.encode(tx.signatures[0] ?? new Uint8Array(64))
    if (this.#history.has(signature)) throw preflightError('AlreadyProcessed')
    this.#checkBlockhash(tx)
    const { keys, loaded } = this.accountKeys(tx.message)
    const preBalances = keys.map((k) => Number(this.getAccount(k)?.lamports() ?? 0n))
    const preTokenBalances = this.#tokenBalances(keys)
    const result = tx.version === 'legacy' ? this.svm.sendLegacyTransaction(wire) : this.svm.sendVersionedTransaction(wire)
    const postBalances = keys.map((k) => Number(this.getAccount(k)?.lamports() ?? 0n))
    // Lamports only leave the transaction's accounts as the fee, so the fee is what the accounts lost together.
    const fee = preBalances.reduce((a, b) => a + b, 0) - postBalances.reduce((a, b) => a + b, 0)
    const failed = result instanceof FailedTransactionMetadata
    const err = failed ? transactionErrorJson(result) : null
    if (err === 'SignatureFailure') throw new RpcError(ErrorCode.transactionSignatureVerificationFailure, 'Transaction signature verification failure')
    if (failed && fee <= 0) throw preflightError(err ?? 'SanitizeFailure', metaJson(result.meta()))
    const meta = metaJson(failed ? result.meta() : (result as TransactionMetadata))
    const processed: ProcessedTransaction = {
      signature,
      slot: this.slot,
      blockTime: Number(this.svm.getClock().unixTimestamp),
      wire,
      transaction: tx,
      accountKeys: keys,
      loadedAddresses: loaded,
      err,
      fee,
      logs: meta.logs,
      computeUnitsConsumed: meta.unitsConsumed,
      preBalances,
      postBalances,
      preTokenBalances,
      postTokenBalances: this.#tokenBalances(keys),
    }
    const written = keys.filter((_k, i) => tx.message.isAccountWritable(i))
    this.#record(processed)
    this.#emit({ type: 'transaction', tx: processed, written })
    this.advance()
    return processed
  }

  /** Credits lamports like a faucet; recorded as a transaction so its signature confirms. */
  airdrop(address: PublicKey, lamports: bigint): string {
    const result = this.svm.airdrop(address.toBytes(), lamports)
    if (!result || result instanceof FailedTransactionMetadata) throw new RpcError(ErrorCode.internal, `Airdrop failed: ${result ? describeTransactionError(transactionErrorJson(result)) : 'no result'}`)
    const signature = bs58.encode(result.signature())
    this.#emit({ type: 'transaction', tx: { signature, slot: this.slot, err: null }, written: [address] })
    this.#pendingAirdrops.set(signature, this.slot)
    this.advance()
    return signature
  }

  readonly #pendingAirdrops = new Map<string, number>()

  status(signature: string): { slot: number; err: TransactionErrorJson | null } | null {
    const tx = this.#history.get(signature)
    if (tx) return { slot: tx.slot, err: tx.err }
    const airdropSlot = this.#pendingAirdrops.get(signature)
    return airdropSlot === undefined ? null : { slot: airdropSlot, err: null }
  }

  transaction(signature: string): ProcessedTransaction | null {
    return this.#history.get(signature) ?? null
  }

  /** Signatures touching `address`, newest first. */
  signaturesFor(address: string): ProcessedTransaction[] {
    const sigs = this.#byAddress.get(address) ?? []
    const out: ProcessedTransaction[] = []
    for (let i = sigs.length - 1; i >= 0; i--) {
      const tx = this.#history.get(sigs[i] as string)
      if (tx) out.push(tx)
    }
    return out
  }

  #record(tx: ProcessedTransaction): void {
    this.transactionCount++
    this.#history.set(tx.signature, tx)
    for (const key of new Set(tx.accountKeys.map(String))) {
      const list = this.#byAddress.get(key) ?? []
      list.push(tx.signature)
      this.#byAddress.set(key, list)
    }
    if (this.#history.size > this.#capacity) {
      const oldest = this.#history.keys().next().value
      if (oldest !== undefined) this.#history.delete(oldest)
    }
  }
}

function metaJson(meta: TransactionMetadata) {
  const returnData = meta.returnData()
  const data = returnData.data()
  return {
    logs: meta.logs(),
    unitsConsumed: Number(meta.computeUnitsConsumed()),
    returnData: data.length ? { programId: new PublicKey(returnData.programId()).toBase58(), data: [Buffer.from(data).toString('base64'), 'base64'] as [string, 'base64'] } : null,
  }
}

/** The -32002 error agave's preflight answers with. */
export function preflightError(err: TransactionErrorJson, meta?: { logs: string[]; unitsConsumed: number }): RpcError {
  return new RpcError(ErrorCode.sendTransactionPreflightFailure, `Transaction simulation failed: ${describeTransactionError(err)}`, {
    accounts: null,
    err,
    innerInstructions: null,
    logs: meta?.logs ?? [],
    replacementBlockhash: null,
    returnData: null,
    unitsConsumed: meta?.unitsConsumed ?? 0,
  })
}
