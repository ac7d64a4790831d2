/**
 * A bank send: one MsgSend, its gas simulated through SigningStargateClient with the wallet's offline signer, a fee
 * of gas × margin × the chain's gas price, then signed by the wallet and broadcast. Everything the adapter can check
 * (receiver's prefix, memo, key kind) is checked before the wallet or the node is asked.
 */
import { CapabilityNotSupportedError, type PreparedTransfer } from '@latch/core'
import { InvalidInputError } from '@latch/core/errors'
import type { MsgSendEncodeObject } from '@cosmjs/stargate'
import { calculateFee, GasPrice, SigningStargateClient } from '@cosmjs/stargate'
import { type CosmosContext, type CosmosTransferRequest, checkAddress, rpcUrl } from '../chainContext'
import { toWalletError } from '../errors'
import { assetDenom } from '../reads/assetId'
import { chainIdOf } from '../session'
import { MAX_MEMO_BYTES } from '../types'
import { InsufficientFundsError, MemoTooLongError, TransactionFailedError } from './errors'

const DEFAULT_GAS_MULTIPLIER = 1.4

export async function prepareTransfer(ctx: CosmosContext, request: CosmosTransferRequest): Promise<PreparedTransfer> {
  const { from, to, amount, caipNetworkId } = request
  const network = ctx.network(caipNetworkId)
  const config = ctx.config(caipNetworkId)
  checkAddress(ctx, to, caipNetworkId)
  const memo = request.memo ?? ''
  const memoBytes = new TextEncoder().encode(memo).length
  if (memoBytes > MAX_MEMO_BYTES) throw new MemoTooLongError({ bytes: memoBytes })
  const denom = request.asset ? assetDenom(request.asset, caipNetworkId, { denom: config.denom, coinType: config.coinType ?? 118 }) : config.denom
  if (!denom) throw new InvalidInputError({ field: 'asset', message: `${request.asset} is not an asset of ${caipNetworkId}` })
  const { wallet, key } = ctx.payer(from, caipNetworkId)
  // Injective and Evmos accounts are Ethereum keys: keccak addresses, an EthAccount type, and signatures over keccak
  // hashes, none of which @cosmjs makes (README).
  if (config.keyAlgo === 'ethsecp256k1' || key.algo === 'ethsecp256k1') {
    throw new CapabilityNotSupportedError({ namespace: 'cosmos', capability: `Sending from an Ethereum-key (ethsecp256k1) account on ${network.name}` })
  }

  const signer = await wallet.offlineSigner(chainIdOf(caipNetworkId)).catch((e: unknown) => Promise.reject(toWalletError(e)))
  const client = await SigningStargateClient.connectWithSigner(rpcUrl(network), signer, {
    broadcastPollIntervalMs: ctx.options.broadcastPollIntervalMs ?? 1_000,
    broadcastTimeoutMs: ctx.options.broadcastTimeoutMs ?? 60_000,
  })
  const message: MsgSendEncodeObject = { typeUrl: '/cosmos.bank.v1beta1.MsgSend', value: { fromAddress: from, toAddress: to, amount: [{ denom, amount: amount.toString() }] } }
  let gasUsed: number
  try {
    gasUsed = await client.simulate(from, [message], memo)
  } catch (error) {
    client.disconnect()
    if (/insufficient funds/i.test(String((error as Error)?.message))) throw new InsufficientFundsError({ cause: error })
    throw error
  }
  const gasLimit = Math.ceil(gasUsed * (ctx.options.gasMultiplier ?? DEFAULT_GAS_MULTIPLIER))
  const fee = calculateFee(gasLimit, GasPrice.fromString(config.gasPrice))
  return {
    fee: BigInt(fee.amount[0]?.amount ?? '0'),
    activity: {
      from,
      to,
      transfers: [{ direction: 'out', symbol: request.symbol, amount: amount.toString(), decimals: request.decimals, ...(request.asset ? { asset: request.asset } : {}), counterparty: to }],
    },
    async submit() {
      try {
        // The fee the preview showed, exactly: never 'auto', which would simulate again.
        const result = await client.signAndBroadcast(from, [message], fee, memo).catch((e: unknown) => Promise.reject(toWalletError(e)))
        if (result.code !== 0) throw new TransactionFailedError({ hash: result.transactionHash, code: result.code, ...(result.rawLog ? { log: result.rawLog } : {}) })
        return result.transactionHash
      } finally {
        client.disconnect()
      }
    },
  }
}
