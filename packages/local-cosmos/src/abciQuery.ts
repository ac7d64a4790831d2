import { BaseAccount } from 'cosmjs-types/cosmos/auth/v1beta1/auth'
import { QueryAccountRequest, QueryAccountResponse } from 'cosmjs-types/cosmos/auth/v1beta1/query'
import { Metadata } from 'cosmjs-types/cosmos/bank/v1beta1/bank'
import {
  QueryAllBalancesRequest,
  QueryAllBalancesResponse,
  QueryBalanceRequest,
  QueryBalanceResponse,
  QueryDenomMetadataRequest,
  QueryDenomMetadataResponse,
} from 'cosmjs-types/cosmos/bank/v1beta1/query'
import { PubKey } from 'cosmjs-types/cosmos/crypto/secp256k1/keys'
import { SimulateRequest, SimulateResponse } from 'cosmjs-types/cosmos/tx/v1beta1/service'
import { DECIMALS, DENOM, DISPLAY_DENOM, SECOND_DENOM } from './chain'
import { isDenom } from './coins'
import { checkAddress } from './decodeTx'
import { SdkCode, TxError } from './errors'
import type { Ledger } from './ledger'

export type QueryAnswer = { code: number; codespace: string; log: string; value: Uint8Array }

type Handler = (ledger: Ledger, data: Uint8Array) => Uint8Array

/** A gRPC error as baseapp turns it into an ABCI query answer (`gRPCErrorToSDKError`): NotFound → 22, InvalidArgument → 18. */
const grpcError = (status: 'NotFound' | 'InvalidArgument' | 'Unknown', code: number, detail: string) => new TxError(code, `rpc error: code = ${status} desc = ${detail}`)

function address(ledger: Ledger, value: string): string {
  try {
    checkAddress(value, ledger.prefix, 'account')
  } catch (error) {
    throw grpcError('InvalidArgument', SdkCode.invalidRequest, (error as Error).message)
  }
  return value
}

const METADATA: Record<string, Metadata> = {
  [DENOM]: Metadata.fromPartial({
    description: 'The native staking and fee token of the Latch local chain.',
    denomUnits: [
      { denom: DENOM, exponent: 0, aliases: ['microlatch'] },
      { denom: DISPLAY_DENOM.toLowerCase(), exponent: DECIMALS, aliases: [] },
    ],
    base: DENOM,
    display: DISPLAY_DENOM.toLowerCase(),
    name: 'Latch',
    symbol: DISPLAY_DENOM,
  }),
  [SECOND_DENOM]: Metadata.fromPartial({
    description: 'A second token of the Latch local chain.',
    denomUnits: [
      { denom: SECOND_DENOM, exponent: 0, aliases: [] },
      { denom: 'other', exponent: 6, aliases: [] },
    ],
    base: SECOND_DENOM,
    display: 'other',
    name: 'Other',
    symbol: 'OTHER',
  }),
}

const HANDLERS: Record<string, Handler> = {
  '/cosmos.auth.v1beta1.Query/Account': (ledger, data) => {
    const { address: requested } = QueryAccountRequest.decode(data)
    const account = ledger.account(address(ledger, requested))
    if (!account) throw grpcError('NotFound', SdkCode.keyNotFound, `account ${requested} not found`)
    const pubKey = account.publicKey && { typeUrl: '/cosmos.crypto.secp256k1.PubKey', value: PubKey.encode({ key: account.publicKey }).finish() }
    const value = BaseAccount.encode({ address: account.address, pubKey, accountNumber: account.accountNumber, sequence: account.sequence }).finish()
    return QueryAccountResponse.encode({ account: { typeUrl: '/cosmos.auth.v1beta1.BaseAccount', value } }).finish()
  },
  '/cosmos.bank.v1beta1.Query/Balance': (ledger, data) => {
    const request = QueryBalanceRequest.decode(data)
    if (!isDenom(request.denom)) throw grpcError('InvalidArgument', SdkCode.invalidRequest, `invalid denom: ${request.denom}`)
    const amount = ledger.balance(address(ledger, request.address), request.denom)
    return QueryBalanceResponse.encode({ balance: { denom: request.denom, amount: String(amount) } }).finish()
  },
  '/cosmos.bank.v1beta1.Query/AllBalances': (ledger, data) => {
    const request = QueryAllBalancesRequest.decode(data)
    const balances = ledger.allBalances(address(ledger, request.address))
    return QueryAllBalancesResponse.encode({ balances, pagination: { nextKey: new Uint8Array(), total: BigInt(balances.length) } }).finish()
  },
  '/cosmos.bank.v1beta1.Query/DenomMetadata': (_ledger, data) => {
    const { denom } = QueryDenomMetadataRequest.decode(data)
    const metadata = METADATA[denom]
    if (!metadata) throw grpcError('NotFound', SdkCode.keyNotFound, `client metadata for denom ${denom}`)
    return QueryDenomMetadataResponse.encode({ metadata }).finish()
  },
  '/cosmos.tx.v1beta1.Service/Simulate': (ledger, data) => {
    const { txBytes } = SimulateRequest.decode(data)
    if (txBytes.length === 0) throw grpcError('InvalidArgument', SdkCode.invalidRequest, 'empty txBytes is not allowed')
    try {
      const result = ledger.simulate(txBytes)
      return SimulateResponse.encode({
        gasInfo: { gasWanted: result.gasWanted, gasUsed: result.gasUsed },
        result: { data: new Uint8Array(), log: '', events: result.events.map((e) => ({ type: e.type, attributes: e.attributes.map((a) => ({ ...a, index: true })) })), msgResponses: [] },
      }).finish()
    } catch (error) {
      // The SDK's Simulate wraps the failure as gRPC Unknown, which baseapp reports as code 6 (unknown request).
      if (error instanceof TxError) throw grpcError('Unknown', SdkCode.unknownRequest, error.log)
      throw error
    }
  },
}

/** The gRPC-over-ABCI queries `@cosmjs/stargate` makes (auth, bank, tx simulate); others answer "unknown query path". */
export function abciQuery(ledger: Ledger, path: string, data: Uint8Array): QueryAnswer {
  const handler = HANDLERS[path]
  try {
    if (!handler) throw new TxError(SdkCode.unknownRequest, `unknown query path: ${path}`)
    return { code: 0, codespace: '', log: '', value: handler(ledger, data) }
  } catch (error) {
    if (error instanceof TxError) return { code: error.code, codespace: error.codespace, log: error.log, value: new Uint8Array() }
    // A request that does not decode is the caller's mistake, as in the SDK.
    return { code: SdkCode.invalidRequest, codespace: 'sdk', log: `rpc error: code = InvalidArgument desc = ${error instanceof Error ? error.message : String(error)}: invalid request`, value: new Uint8Array() }
  }
}

export const QUERY_PATHS = Object.keys(HANDLERS)
