/**
 * The Send view's transfer (core's `transfers.prepare`): the native currency with `balances.transferKeepAlive`
 * (`transferAllowDeath` when all of it goes), priced with the runtime's own `paymentInfo`, keeping the existential
 * deposit and giving a new receiver at least that much.
 */
import { CapabilityNotSupportedError, type PreparedTransfer, type TransferRequest } from '@latch/core'
import type { ApiPromise, SubmittableResult } from '@polkadot/api'
import type { Signer, SubmittableExtrinsic } from '@polkadot/api/types'
import { readFunds } from '../reads/readBalance'
import { toWalletError } from '../errors'
import { ExtrinsicFailedError, ExtrinsicNotIncludedError } from './errors'

export interface TransferContext {
  api: ApiPromise
  /** The connected wallet's signer for `from`, asked for at submit time (the user may disconnect meanwhile). */
  signer(): Signer
}

/** `Pallet.Error` of a failed dispatch, as the runtime's metadata names it. */
function reasonOf(api: ApiPromise, error: NonNullable<SubmittableResult['dispatchError']>): string {
  if (error.isModule) {
    const meta = api.registry.findMetaError(error.asModule)
    return `${meta.section}.${meta.name}`
  }
  return error.type === 'Token' ? `Token.${error.asToken.type}` : error.type
}

type TransferCall = (to: string, amount: bigint) => SubmittableExtrinsic<'promise'>

/** The Balances pallet's calls and constant (typed by api-augment, which this package does not load). */
function balancesOf(api: ApiPromise) {
  const tx = api.tx.balances
  const transferKeepAlive = tx?.transferKeepAlive as TransferCall | undefined
  // `transfer` before the 2023 rename; the same call.
  const transferAllowDeath = (tx?.transferAllowDeath ?? tx?.transfer) as TransferCall | undefined
  const existentialDeposit = api.consts.balances?.existentialDeposit as { toBigInt(): bigint } | undefined
  if (!transferKeepAlive || !transferAllowDeath || !existentialDeposit)
    throw new CapabilityNotSupportedError({ namespace: 'polkadot', capability: 'Sending the native currency (the runtime has no Balances pallet)' })
  return { transferKeepAlive, transferAllowDeath, existentialDeposit: existentialDeposit.toBigInt() }
}

const feeOf = async (tx: SubmittableExtrinsic<'promise'>, from: string) => (await tx.paymentInfo(from)).partialFee.toBigInt()

export async function prepareTransfer(ctx: TransferContext, request: TransferRequest): Promise<PreparedTransfer> {
  const { api } = ctx
  const { transferKeepAlive, transferAllowDeath, existentialDeposit } = balancesOf(api)
  const [sender, receiver, keepAliveFee] = await Promise.all([
    readFunds(api, request.from),
    readFunds(api, request.to),
    feeOf(transferKeepAlive(request.to, request.amount), request.from),
  ])
  // transferKeepAlive, so the runtime itself refuses to reap the sender whatever core checked. The exception is a
  // send of exactly everything (the fee is taken keeping the account alive, then the transfer empties it):
  // transferAllowDeath, and the preview warns. Anything else that cannot keep the deposit stays keep-alive, so the
  // runtime would refuse it rather than reap the account with its dust; core refuses it first, on the fee
  // reported: keep-alive's while there is a remainder, else allow-death's, which is also what Max learns by asking
  // for the whole balance.
  const remainder = (fee: bigint) => sender.transferable - request.amount - fee
  let allowDeath = false
  let fee = keepAliveFee
  if (remainder(keepAliveFee) < existentialDeposit) {
    const allowDeathFee = await feeOf(transferAllowDeath(request.to, request.amount), request.from)
    if (remainder(allowDeathFee) === 0n) [allowDeath, fee] = [true, allowDeathFee]
    else if (remainder(keepAliveFee) <= 0n) fee = allowDeathFee
  }
  const build = () => (allowDeath ? transferAllowDeath : transferKeepAlive)(request.to, request.amount)
  // Funds held (reserved, frozen) keep an emptied account alive.
  const closesAccount = allowDeath && sender.total - sender.transferable < existentialDeposit
  return {
    fee,
    minRemaining: existentialDeposit,
    // An account the chain does not know exists only once it holds the deposit: less is refused by the runtime.
    ...(receiver.total < existentialDeposit ? { minAmount: existentialDeposit - receiver.total } : {}),
    ...(closesAccount ? { closesAccount } : {}),
    activity: {
      from: request.from,
      to: request.to,
      transfers: [{ direction: 'out', symbol: request.symbol, amount: request.amount.toString(), decimals: request.decimals, counterparty: request.to }],
    },
    submit: async () => {
      const signer = ctx.signer()
      // The next nonce from the node, pool included: @polkadot/api's own is cached for a while, and a second send
      // right after a first (another Send, or this one retried) would reuse it and be refused as stale.
      const nonce = await api.rpc.system.accountNextIndex(request.from)
      const tx = build()
      return new Promise<string>((resolve, reject) => {
        let unsubscribe: (() => void) | undefined
        let settled = false
        const settle = (done: () => void) => {
          if (settled) return
          settled = true
          unsubscribe?.()
          done()
        }
        tx.signAndSend(request.from, { signer, nonce }, (result) => {
          const hash = result.txHash.toHex()
          const { status, dispatchError } = result
          if (status.isInBlock || status.isFinalized) {
            settle(() => (dispatchError ? reject(new ExtrinsicFailedError({ hash, reason: reasonOf(api, dispatchError) })) : resolve(hash)))
          } else if (status.isInvalid || status.isDropped || status.isUsurped) settle(() => reject(new ExtrinsicNotIncludedError({ hash, status: status.type })))
        })
          .then((unsub) => {
            if (settled) unsub()
            else unsubscribe = unsub
          })
          // A refusal in the wallet rejects here, before anything is sent: core's USER_REJECTED.
          .catch((error: unknown) => settle(() => reject(toWalletError(error))))
      })
    },
  }
}
