import { createPrivateKey, createPublicKey } from 'node:crypto'
import { Secp256k1, sha256 } from '@cosmjs/crypto'
import { toHex, toUtf8 } from '@cosmjs/encoding'
import { makeAuthInfoBytes, makeSignBytes, makeSignDoc, Registry } from '@cosmjs/proto-signing'
import { PubKey } from 'cosmjs-types/cosmos/crypto/secp256k1/keys'
import { SignMode } from 'cosmjs-types/cosmos/tx/signing/v1beta1/signing'
import { TxRaw } from 'cosmjs-types/cosmos/tx/v1beta1/tx'
import { addressOf, type LocalCosmosAccount, testAccount } from './accounts'
import { DEFAULT_CHAIN_ID, DEFAULT_PREFIX, DENOM, requiredFee, SECOND_DENOM } from './chain'
import { MSG_SEND } from './decodeTx'
import { gasUsed } from './gas'
import { type IndexedTx, Ledger } from './ledger'

export type LocalChainOptions = {
  /** Defaults to `'latch-local-1'`. */
  chainId?: string
  /** Bech32 prefix of account addresses. Defaults to `'cosmos'`. */
  prefix?: string
  /** How many funded test accounts (alice, bob, …). Defaults to `4`. */
  accounts?: number
}

/** What each test account holds at genesis. */
export const GENESIS_BALANCES = { [DENOM]: 1_000_000_000_000n, [SECOND_DENOM]: 500_000_000n } as const
const FAUCET_BALANCES = { [DENOM]: 10n ** 18n, [SECOND_DENOM]: 10n ** 18n }

/** A public, documented key: sha256 of a fixed string. It signs the faucet's payments. */
const FAUCET_KEY = sha256(toUtf8('latch-local-cosmos faucet key'))

/**
 * The validator's ed25519 key (from a fixed seed): CometBFT's `status` and block headers name one. It signs
 * nothing; there is no consensus to sign for.
 */
function validatorKey(): { publicKey: Uint8Array; address: string } {
  const pkcs8 = Buffer.concat([Buffer.from('302e020100300506032b657004220420', 'hex'), sha256(toUtf8('latch-local-cosmos validator key'))])
  const jwk = createPublicKey(createPrivateKey({ key: pkcs8, format: 'der', type: 'pkcs8' })).export({ format: 'jwk' })
  const publicKey = Uint8Array.from(Buffer.from(jwk.x as string, 'base64url'))
  return { publicKey, address: toHex(sha256(publicKey).slice(0, 20)).toUpperCase() }
}

/** The ledger with its funded test accounts, a faucet and a validator identity: the chain `startLocalCosmos` serves. */
export class LocalChain {
  readonly ledger: Ledger
  readonly accounts: LocalCosmosAccount[]
  readonly faucetAddress: string
  readonly validator = validatorKey()
  private readonly faucetPublicKey = Secp256k1.compressPubkey(Secp256k1.makeKeypair(FAUCET_KEY).pubkey)
  private readonly registry = new Registry()

  constructor(options: LocalChainOptions = {}) {
    const prefix = options.prefix ?? DEFAULT_PREFIX
    const count = options.accounts ?? 4
    if (!Number.isInteger(count) || count < 0 || count > 100) throw new RangeError('accounts must be an integer from 0 to 100')
    this.accounts = Array.from({ length: count }, (_v, i) => testAccount(i, prefix))
    this.faucetAddress = addressOf(this.faucetPublicKey, prefix)
    const genesis = [
      ...this.accounts.map((a) => ({ address: a.address, coins: new Map(Object.entries(GENESIS_BALANCES)) })),
      { address: this.faucetAddress, coins: new Map(Object.entries(FAUCET_BALANCES)) },
    ]
    this.ledger = new Ledger({ chainId: options.chainId ?? DEFAULT_CHAIN_ID, prefix, genesis, proposer: this.validator.address })
  }

  /**
   * Pays `amount` of `denom` to `address` from the faucet key with a real signed MsgSend (SIGN_MODE_DIRECT), which
   * goes through every check a wallet's transaction does and lands in its own block.
   */
  fund(address: string, amount: bigint, denom: string = DENOM): IndexedTx {
    const faucet = this.ledger.account(this.faucetAddress)!
    const bodyBytes = this.registry.encodeTxBody({ messages: [{ typeUrl: MSG_SEND, value: { fromAddress: this.faucetAddress, toAddress: address, amount: [{ denom, amount: String(amount) }] } }], memo: 'latch-local-cosmos faucet' })
    const gasLimit = gasUsed(bodyBytes.length, 1, 1)
    const pubkey = { typeUrl: '/cosmos.crypto.secp256k1.PubKey', value: PubKey.encode({ key: this.faucetPublicKey }).finish() }
    const authInfoBytes = makeAuthInfoBytes([{ pubkey, sequence: Number(faucet.sequence) }], [{ denom: DENOM, amount: String(requiredFee(gasLimit)) }], Number(gasLimit), undefined, undefined, SignMode.SIGN_MODE_DIRECT)
    const signDoc = makeSignDoc(bodyBytes, authInfoBytes, this.ledger.chainId, Number(faucet.accountNumber))
    const signature = Secp256k1.createSignature(sha256(makeSignBytes(signDoc)), FAUCET_KEY).toFixedLength().slice(0, 64)
    return this.ledger.deliver(TxRaw.encode({ bodyBytes, authInfoBytes, signatures: [signature] }).finish())
  }
}
