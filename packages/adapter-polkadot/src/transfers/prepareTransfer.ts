/**
 * The Send view's transfer (core's `transfers.prepare`): the native currency with `balances.transferKeepAlive`,
 * priced with the runtime's own `paymentInfo`, keeping the existential deposit.
 */
import { CapabilityNotSupportedError, type PreparedTransfer, type TransferRequest } from '@latch/core'
import type { ApiPromise, SubmittableResult } from '@polkadot/api'
import type { Signer } from '@polkadot/api/types'
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

/** The Balances pallet's call and constant (typed by api-augment, which this package does not load). */
function balancesOf(api: ApiPromise) {
  const transferKeepAlive = api.tx.balances?.transferKeepAlive
  const existentialDeposit = api.consts.balances?.existentialDeposit as { toBigInt(): bigint } | undefined
  if (!transferKeepAlive || !existentialDeposit) throw new CapabilityNotSupportedError({ namespace: 'polkadot', capability: 'Sending the native currency (the runtime has no Balances pallet)' })
  return { transferKeepAlive, existentialDeposit: existentialDeposit.toBigInt() }
}

export async function prepareTransfer(ctx: TransferContext, request: TransferRequest): Promise<PreparedTransfer> {
  const { api } = ctx
  const { transferKeepAlive, existentialDeposit } = balancesOf(api)
  // transferKeepAlive, not transferAllowDeath: the runtime itself refuses to reap the sender, whatever core checked.
  const build = () => transferKeepAlive(request.to, request.amount)
  const info = await build().paymentInfo(request.from)
  return {
    fee: info.partialFee.toBigInt(),
    minRemaining: existentialDeposit,
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
