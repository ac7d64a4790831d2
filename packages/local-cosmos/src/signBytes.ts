import { type AminoMsg, makeSignDoc as makeAminoSignDoc, serializeSignDoc, type StdFee } from '@cosmjs/amino'
import { Secp256k1, Secp256k1Signature, sha256 } from '@cosmjs/crypto'
import { SignMode } from 'cosmjs-types/cosmos/tx/signing/v1beta1/signing'
import { SignDoc } from 'cosmjs-types/cosmos/tx/v1beta1/tx'
import type { DecodedTx } from './decodeTx'

/** secp256k1's group order n, to refuse high-S signatures as the SDK's verifier (btcec `Verify`, low-S only) does. */
const HALF_ORDER = 0x7fffffffffffffffffffffffffffffff5d576e7357a4501ddfe92f46681b20a0n

export type SignerData = { chainId: string; accountNumber: bigint; sequence: bigint }

/** SIGN_MODE_DIRECT: the protobuf `SignDoc` over the exact body and auth-info bytes of the transaction. */
export function directSignBytes(tx: DecodedTx, signer: SignerData): Uint8Array {
  return SignDoc.encode({ bodyBytes: tx.raw.bodyBytes, authInfoBytes: tx.raw.authInfoBytes, chainId: signer.chainId, accountNumber: signer.accountNumber }).finish()
}

/**
 * SIGN_MODE_LEGACY_AMINO_JSON: the StdSignDoc rebuilt from the decoded transaction (messages in their amino JSON
 * form, fee, memo, timeout height) and serialised as the SDK's `StdSignBytes` (sorted keys, `<>&` escaped).
 */
export function aminoSignBytes(tx: DecodedTx, signer: SignerData): Uint8Array {
  const msgs: AminoMsg[] = tx.sends.map(({ raw }) => ({
    type: 'cosmos-sdk/MsgSend',
    value: { from_address: raw.fromAddress, to_address: raw.toAddress, amount: raw.amount.map(({ denom, amount }) => ({ denom, amount })) },
  }))
  const fee = tx.authInfo.fee
  const stdFee: StdFee = {
    amount: (fee?.amount ?? []).map(({ denom, amount }) => ({ denom, amount })),
    gas: String(fee?.gasLimit ?? 0n),
    ...(fee?.granter ? { granter: fee.granter } : {}),
    ...(fee?.payer ? { payer: fee.payer } : {}),
  }
  const timeout = tx.body.timeoutHeight > 0n ? tx.body.timeoutHeight : undefined
  return serializeSignDoc(makeAminoSignDoc(msgs, stdFee, signer.chainId, tx.body.memo, signer.accountNumber, signer.sequence.toString(), timeout))
}

export function signBytesFor(mode: SignMode, tx: DecodedTx, signer: SignerData): Uint8Array | undefined {
  if (mode === SignMode.SIGN_MODE_DIRECT) return directSignBytes(tx, signer)
  if (mode === SignMode.SIGN_MODE_LEGACY_AMINO_JSON) return aminoSignBytes(tx, signer)
  return undefined
}

/** A 64-byte `r || s` secp256k1 signature over sha256(signBytes) by `publicKey`, with low S. */
export function verifySecp256k1(signature: Uint8Array, signBytes: Uint8Array, publicKey: Uint8Array): boolean {
  if (signature.length !== 64) return false
  const s = BigInt(`0x${Buffer.from(signature.subarray(32)).toString('hex')}`)
  if (s === 0n || s > HALF_ORDER) return false
  try {
    return Secp256k1.verifySignature(Secp256k1Signature.fromFixedLength(signature), sha256(signBytes), publicKey)
  } catch {
    return false
  }
}
