import { sha256 } from '@cosmjs/crypto'
import { toBase64, toBech32, toHex, toUtf8 } from '@cosmjs/encoding'
import { MsgSendResponse } from 'cosmjs-types/cosmos/bank/v1beta1/tx'
import { PubKey } from 'cosmjs-types/cosmos/crypto/secp256k1/keys'
import { TxMsgData } from 'cosmjs-types/cosmos/base/abci/v1beta1/abci'
import { addressOf } from './accounts'
import { type Block, makeBlock, txHash } from './blocks'
import { DENOM, MAX_MEMO_BYTES, requiredFee } from './chain'
import { type Amounts, formatCoins, parseCoins } from './coins'
import { type DecodedTx, decodeTx } from './decodeTx'
import { SdkCode, TxError } from './errors'
import { type AbciEvent, txEvents } from './events'
import { gasUsed } from './gas'
import { signBytesFor, verifySecp256k1 } from './signBytes'

export type Account = { address: string; accountNumber: bigint; sequence: bigint; publicKey?: Uint8Array }

export type TxResult = { code: number; codespace: string; log: string; data: Uint8Array; gasWanted: bigint; gasUsed: bigint; events: AbciEvent[] }

export type IndexedTx = { hash: string; height: number; index: number; tx: Uint8Array; result: TxResult }

export type LedgerOptions = {
  chainId: string
  prefix: string
  /** Balances at genesis; each address becomes an account (numbers in this order). */
  genesis: { address: string; coins: Amounts }[]
  /** The validator's address (uppercase hex), printed as every block's proposer. */
  proposer: string
}

const SECP256K1_PUBKEY = '/cosmos.crypto.secp256k1.PubKey'
const MSG_SEND_RESPONSE = '/cosmos.bank.v1beta1.MsgSendResponse'

/** Balance changes a transaction would make, kept aside until it is known to pass. */
class Draft {
  readonly changed = new Map<string, Map<string, bigint>>()
  constructor(private readonly ledger: Ledger) {}

  get(address: string, denom: string): bigint {
    return this.changed.get(address)?.get(denom) ?? this.ledger.balance(address, denom)
  }

  move(from: string, to: string, coins: Amounts, describe: (have: string, need: string) => string): void {
    for (const [denom, amount] of coins) {
      const have = this.get(from, denom)
      if (have < amount) throw new TxError(SdkCode.insufficientFunds, describe(`${have}${denom}`, `${amount}${denom}`))
      this.set(from, denom, have - amount)
      this.set(to, denom, this.get(to, denom) + amount)
    }
  }

  private set(address: string, denom: string, amount: bigint): void {
    const map = this.changed.get(address) ?? new Map<string, bigint>()
    map.set(denom, amount)
    this.changed.set(address, map)
  }
}

type Plan = { tx: DecodedTx; draft: Draft; result: TxResult; publicKeys: Map<string, Uint8Array> }

/**
 * The chain's state: accounts, bank balances, blocks and the transaction index. A transaction either passes every
 * check (see the README) and lands in a block of its own, or is refused with the SDK's code and changes nothing.
 */
export class Ledger {
  readonly chainId: string
  readonly prefix: string
  readonly feeCollector: string
  readonly blocks: Block[] = []
  readonly txs: IndexedTx[] = []
  private readonly accounts = new Map<string, Account>()
  private readonly balances = new Map<string, Map<string, bigint>>()
  private readonly byHash = new Map<string, IndexedTx>()
  private nextAccountNumber = 0n

  constructor(private readonly options: LedgerOptions) {
    this.chainId = options.chainId
    this.prefix = options.prefix
    // The fee_collector module account: address = sha256("fee_collector")[0:20], as the SDK derives module addresses.
    this.feeCollector = toBech32(options.prefix, sha256(toUtf8('fee_collector')).slice(0, 20))
    for (const { address, coins } of options.genesis) {
      this.ensureAccount(address)
      for (const [denom, amount] of coins) this.setBalance(address, denom, this.balance(address, denom) + amount)
    }
    this.ensureAccount(this.feeCollector)
    this.blocks.push(makeBlock(undefined, this.chainId, [], this.appHash(), options.proposer))
  }

  get height(): number {
    return this.latestBlock.height
  }

  get latestBlock(): Block {
    return this.blocks[this.blocks.length - 1] as Block
  }

  account(address: string): Account | undefined {
    const account = this.accounts.get(address)
    return account && { ...account }
  }

  balance(address: string, denom: string): bigint {
    return this.balances.get(address)?.get(denom) ?? 0n
  }

  /** Non-zero balances, sorted by denom as the bank module lists them. */
  allBalances(address: string): { denom: string; amount: string }[] {
    return [...(this.balances.get(address) ?? [])]
      .filter(([, amount]) => amount > 0n)
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([denom, amount]) => ({ denom, amount: String(amount) }))
  }

  tx(hash: string): IndexedTx | undefined {
    return this.byHash.get(hash.toUpperCase())
  }

  /** A hash over every account and balance: changes with any state change, so clients see the app hash move. */
  appHash(): string {
    const state = [...this.accounts.values()].map((a) => [a.address, String(a.accountNumber), String(a.sequence), a.publicKey ? toBase64(a.publicKey) : '', this.allBalances(a.address)])
    return toHex(sha256(toUtf8(JSON.stringify(state)))).toUpperCase()
  }

  /** CheckTx: every check, no state change. Throws the refusal as a `TxError`. */
  check(bytes: Uint8Array): TxResult {
    return this.plan(bytes, false).result
  }

  /** Checks, then executes: a new block holding this transaction. Throws the refusal as a `TxError`; state is then unchanged. */
  deliver(bytes: Uint8Array): IndexedTx {
    const plan = this.plan(bytes, false)
    for (const [address, balances] of plan.draft.changed) {
      this.ensureAccount(address)
      for (const [denom, amount] of balances) this.setBalance(address, denom, amount)
    }
    for (const address of plan.tx.signers) {
      const account = this.accounts.get(address) as Account
      account.publicKey ??= plan.publicKeys.get(address)
      account.sequence += 1n
    }
    const block = makeBlock(this.latestBlock, this.chainId, [bytes], this.appHash(), this.options.proposer)
    this.blocks.push(block)
    const indexed: IndexedTx = { hash: txHash(bytes), height: block.height, index: 0, tx: bytes, result: plan.result }
    this.txs.push(indexed)
    this.byHash.set(indexed.hash, indexed)
    return indexed
  }

  /**
   * The SDK's Simulate: signatures are not checked (they may be empty) and neither is the fee; everything else is,
   * and the result has the gas the signed transaction will use and its events.
   */
  simulate(bytes: Uint8Array): TxResult {
    return this.plan(bytes, true).result
  }

  private plan(bytes: Uint8Array, simulate: boolean): Plan {
    const tx = decodeTx(bytes, this.prefix)
    const { body, authInfo, signers, raw } = tx
    if (toUtf8(body.memo).length > MAX_MEMO_BYTES) throw new TxError(SdkCode.memoTooLarge, `maximum number of characters is ${MAX_MEMO_BYTES} but received ${toUtf8(body.memo).length} characters`)
    const nextHeight = BigInt(this.height + 1)
    if (body.timeoutHeight > 0n && nextHeight > body.timeoutHeight) throw new TxError(SdkCode.txTimeoutHeight, `block height: ${nextHeight}, timeout height: ${body.timeoutHeight}`)
    if (authInfo.signerInfos.length !== signers.length) throw new TxError(SdkCode.unauthorized, `invalid number of signer;  expected: ${signers.length}, got ${authInfo.signerInfos.length}`)
    if (raw.signatures.length !== signers.length) throw new TxError(SdkCode.unauthorized, `wrong number of signatures; expected ${signers.length}, got ${raw.signatures.length}`)

    const feeInfo = authInfo.fee
    const fee = parseCoins(feeInfo?.amount ?? [], 'fee', true)
    const gasLimit = feeInfo?.gasLimit ?? 0n
    if (feeInfo?.granter) throw new TxError(SdkCode.unknownRequest, 'fee grants are not supported by this local chain')
    const feePayer = signers[0] as string
    if (feeInfo?.payer && feeInfo.payer !== feePayer) throw new TxError(SdkCode.unknownRequest, 'a fee payer other than the first signer is not supported by this local chain')
    if (!simulate) {
      const required = requiredFee(gasLimit)
      const paid = fee.get(DENOM) ?? 0n
      if (paid < required || [...fee.keys()].some((d) => d !== DENOM)) {
        throw new TxError(SdkCode.insufficientFee, `insufficient fees; got: ${formatCoins(fee) || '0'} required: ${required}${DENOM}`)
      }
    }

    const publicKeys = new Map<string, Uint8Array>()
    const sequences = signers.map((address, i) => {
      const account = this.accounts.get(address)
      if (!account) throw new TxError(SdkCode.unknownAddress, `account ${address} not found`)
      const info = authInfo.signerInfos[i]!
      const publicKey = this.signerKey(address, i, account, info.publicKey, simulate)
      if (publicKey) publicKeys.set(address, publicKey)
      if (info.sequence !== account.sequence) throw new TxError(SdkCode.wrongSequence, `account sequence mismatch, expected ${account.sequence}, got ${info.sequence}`)
      if (!simulate) {
        const mode = info.modeInfo?.single?.mode
        if (mode === undefined) throw new TxError(SdkCode.unauthorized, 'only single-key signatures are supported by this local chain (no multisig)')
        const signBytes = signBytesFor(mode, tx, { chainId: this.chainId, accountNumber: account.accountNumber, sequence: account.sequence })
        if (!signBytes) throw new TxError(SdkCode.unauthorized, `unsupported sign mode ${mode}: this local chain checks SIGN_MODE_DIRECT and SIGN_MODE_LEGACY_AMINO_JSON`)
        if (!verifySecp256k1(raw.signatures[i]!, signBytes, publicKey!)) {
          throw new TxError(SdkCode.unauthorized, `signature verification failed; please verify account number (${account.accountNumber}), sequence (${account.sequence}) and chain-id (${this.chainId})`)
        }
      }
      return { address, sequence: account.sequence }
    })

    const used = gasUsed(raw.bodyBytes.length, signers.length, tx.sends.length)
    if (!simulate && gasLimit < used) throw new TxError(SdkCode.outOfGas, `out of gas in location: txSize; gasWanted: ${gasLimit}, gasUsed: ${used}`)

    const draft = new Draft(this)
    if (fee.size > 0) draft.move(feePayer, this.feeCollector, fee, (have, need) => `insufficient funds to pay for fees; ${have} < ${need}`)
    tx.sends.forEach(({ from, to, amount }, i) => {
      draft.move(from, to, amount, (have, need) => `spendable balance ${have} is smaller than ${need}; message index: ${i}`)
    })

    const data = TxMsgData.encode({ data: [], msgResponses: tx.sends.map(() => ({ typeUrl: MSG_SEND_RESPONSE, value: MsgSendResponse.encode({}).finish() })) }).finish()
    const events = txEvents({ tx, feePayer, fee, feeCollector: this.feeCollector, sequences })
    return { tx, draft, publicKeys, result: { code: 0, codespace: '', log: '', data, gasWanted: gasLimit, gasUsed: used, events } }
  }

  /** The signer's key: the one in the transaction (which must hash to the signer's address) or the one on the account. */
  private signerKey(address: string, index: number, account: Account, any: { typeUrl: string; value: Uint8Array } | undefined, simulate: boolean): Uint8Array | undefined {
    if (!any) {
      if (account.publicKey || simulate) return account.publicKey
      throw new TxError(SdkCode.invalidPubKey, `pubkey on account ${address} is not set and the transaction does not carry it`)
    }
    if (any.typeUrl !== SECP256K1_PUBKEY) throw new TxError(SdkCode.invalidPubKey, `unsupported public key type ${any.typeUrl}: this local chain verifies ${SECP256K1_PUBKEY} only`)
    let key: Uint8Array
    try {
      key = PubKey.decode(any.value).key
    } catch {
      throw new TxError(SdkCode.invalidPubKey, 'cannot decode the secp256k1 public key')
    }
    if (key.length !== 33) throw new TxError(SdkCode.invalidPubKey, `secp256k1 public key must be 33 bytes (compressed), got ${key.length}`)
    if (addressOf(key, this.prefix) !== address) throw new TxError(SdkCode.invalidPubKey, `pubKey does not match signer address ${address} with signer index: ${index}`)
    return key
  }

  private ensureAccount(address: string): void {
    if (this.accounts.has(address)) return
    this.accounts.set(address, { address, accountNumber: this.nextAccountNumber, sequence: 0n })
    this.nextAccountNumber += 1n
  }

  private setBalance(address: string, denom: string, amount: bigint): void {
    const map = this.balances.get(address) ?? new Map<string, bigint>()
    map.set(denom, amount)
    this.balances.set(address, map)
  }
}

