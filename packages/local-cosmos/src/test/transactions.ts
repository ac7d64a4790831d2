import { Secp256k1, sha256 } from '@cosmjs/crypto'
import { makeAuthInfoBytes, makeSignBytes, makeSignDoc } from '@cosmjs/proto-signing'
import type { Coin } from 'cosmjs-types/cosmos/base/v1beta1/coin'
import { PubKey } from 'cosmjs-types/cosmos/crypto/secp256k1/keys'
import type { Any } from 'cosmjs-types/google/protobuf/any'
import { MsgSend } from 'cosmjs-types/cosmos/bank/v1beta1/tx'
import { TxBody, TxRaw } from 'cosmjs-types/cosmos/tx/v1beta1/tx'
import { keyFromMnemonic } from '../accounts'

export type Key = { privateKey: Uint8Array; publicKey: Uint8Array }

export type SendOptions = {
  key: Key
  from: string
  to: string
  amount: Coin[]
  chainId: string
  accountNumber: bigint
  sequence: bigint
  fee?: Coin[]
  gas?: bigint
  memo?: string
  /** Messages instead of the one MsgSend. */
  messages?: Any[]
  /** Sign with this private key instead of `key`'s (the tx still carries `key`'s public key). */
  signWith?: Uint8Array
}

export const keyOf = (mnemonic: string): Key => keyFromMnemonic(mnemonic)

export const sendMessage = (from: string, to: string, amount: Coin[]): Any => ({ typeUrl: '/cosmos.bank.v1beta1.MsgSend', value: MsgSend.encode({ fromAddress: from, toAddress: to, amount }).finish() })

/**
 * A SIGN_MODE_DIRECT transaction built and signed with @cosmjs/proto-signing's own SignDoc helpers (not this
 * package's), so the ledger's verification is checked against an independent signer.
 */
export function signedSend(o: SendOptions): Uint8Array {
  const bodyBytes = TxBody.encode(TxBody.fromPartial({ messages: o.messages ?? [sendMessage(o.from, o.to, o.amount)], memo: o.memo ?? '' })).finish()
  const gas = o.gas ?? 200_000n
  const pubkey = { typeUrl: '/cosmos.crypto.secp256k1.PubKey', value: PubKey.encode({ key: o.key.publicKey }).finish() }
  const authInfoBytes = makeAuthInfoBytes([{ pubkey, sequence: Number(o.sequence) }], o.fee ?? [{ denom: 'ulatch', amount: '5000' }], Number(gas), undefined, undefined)
  const signDoc = makeSignDoc(bodyBytes, authInfoBytes, o.chainId, Number(o.accountNumber))
  const signature = Secp256k1.createSignature(sha256(makeSignBytes(signDoc)), o.signWith ?? o.key.privateKey).toFixedLength().slice(0, 64)
  return TxRaw.encode({ bodyBytes: bodyBytes, authInfoBytes, signatures: [signature] }).finish()
}
