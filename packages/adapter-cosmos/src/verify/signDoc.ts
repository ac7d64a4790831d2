/**
 * ADR-036's sign doc for arbitrary data, as Keplr builds it for `signArbitrary`: an amino doc with an empty chain id,
 * zero account number, sequence and fee, and one `sign/MsgSignData` carrying the signer and the data as base64.
 */
import type { StdSignDoc } from '@cosmjs/amino'
import { toBase64, toUtf8 } from '@cosmjs/encoding'

export function makeArbitrarySignDoc(signer: string, data: string | Uint8Array): StdSignDoc {
  return {
    chain_id: '',
    account_number: '0',
    sequence: '0',
    fee: { gas: '0', amount: [] },
    msgs: [{ type: 'sign/MsgSignData', value: { signer, data: toBase64(typeof data === 'string' ? toUtf8(data) : data) } }],
    memo: '',
  }
}
