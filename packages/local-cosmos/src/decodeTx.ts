import { fromBech32 } from '@cosmjs/encoding'
import { MsgSend } from 'cosmjs-types/cosmos/bank/v1beta1/tx'
import { AuthInfo, TxBody, TxRaw } from 'cosmjs-types/cosmos/tx/v1beta1/tx'
import { type Amounts, parseCoins } from './coins'
import { SdkCode, TxError } from './errors'

export const MSG_SEND = '/cosmos.bank.v1beta1.MsgSend'

export type DecodedSend = { from: string; to: string; amount: Amounts; raw: MsgSend }

export type DecodedTx = {
  raw: TxRaw
  body: TxBody
  authInfo: AuthInfo
  sends: DecodedSend[]
  /** Distinct message signers in order of first appearance: who must sign, in the order the SDK expects. */
  signers: string[]
}

const equalBytes = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((v, i) => v === b[i])

/**
 * Decodes a `TxRaw` (or `Tx`: same wire format) and runs the checks the SDK makes before any state is read: the
 * encoding (no unknown or trailing fields), message types, each MsgSend's `ValidateBasic`, extension options.
 */
export function decodeTx(bytes: Uint8Array, prefix: string): DecodedTx {
  let raw: TxRaw
  let body: TxBody
  let authInfo: AuthInfo
  try {
    raw = TxRaw.decode(bytes)
    // protobuf decoders skip what they do not know; the SDK refuses unknown fields, so the bytes must round-trip.
    if (!equalBytes(TxRaw.encode(raw).finish(), bytes)) throw new Error('unknown or non-canonical fields')
    body = TxBody.decode(raw.bodyBytes)
    authInfo = AuthInfo.decode(raw.authInfoBytes)
  } catch (error) {
    throw new TxError(SdkCode.txDecode, `${error instanceof Error ? error.message : String(error)}`)
  }
  if (body.extensionOptions.length > 0) throw new TxError(SdkCode.unknownExtensionOptions, 'unknown extension options')
  if (body.messages.length === 0) throw new TxError(SdkCode.invalidRequest, 'must contain at least one message')
  const sends = body.messages.map((any, index): DecodedSend => {
    if (any.typeUrl !== MSG_SEND) throw new TxError(SdkCode.unknownRequest, `unrecognized message type: ${any.typeUrl}: this local chain executes only ${MSG_SEND}; message index: ${index}`)
    let msg: MsgSend
    try {
      msg = MsgSend.decode(any.value)
    } catch (error) {
      throw new TxError(SdkCode.txDecode, `message index ${index}: ${error instanceof Error ? error.message : String(error)}`)
    }
    checkAddress(msg.fromAddress, prefix, 'from')
    checkAddress(msg.toAddress, prefix, 'to')
    return { from: msg.fromAddress, to: msg.toAddress, amount: parseCoins(msg.amount, 'amount'), raw: msg }
  })
  return { raw, body, authInfo, sends, signers: [...new Set(sends.map((s) => s.from))] }
}

/** A bech32 account address (20 bytes) under this chain's prefix. */
export function checkAddress(address: string, prefix: string, what: string): void {
  let decoded: ReturnType<typeof fromBech32>
  try {
    // An explicit length limit: fromBech32's default (Infinity) is refused by the @scure/base it calls.
    decoded = fromBech32(address, 90)
  } catch (error) {
    throw new TxError(SdkCode.invalidAddress, `invalid ${what} address: ${error instanceof Error ? error.message : String(error)}`)
  }
  if (decoded.prefix !== prefix) throw new TxError(SdkCode.invalidAddress, `invalid ${what} address: invalid Bech32 prefix; expected ${prefix}, got ${decoded.prefix}`)
  if (decoded.data.length !== 20 && decoded.data.length !== 32) throw new TxError(SdkCode.invalidAddress, `invalid ${what} address: address length must be 20 or 32 bytes, got ${decoded.data.length}`)
}
