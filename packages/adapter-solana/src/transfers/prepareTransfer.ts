/**
 * The Send view's transfer (core's `transfers.prepare`): SOL with `SystemProgram.transfer`, tokens with
 * `transferChecked`; priced with the node's fee for the exact message plus any rent the transfer deposits.
 */
import type { CaipNetwork, PreparedTransfer, TransferRequest } from '@latch/core'
import { type Connection, PublicKey, SystemProgram, Transaction } from '@solana/web3.js'
import { TokenDecimalsMismatchError } from '../errors'
import { mintOfAsset, planTokenTransfer } from './tokenTransfer'

/** One signature's fee, when the node cannot price the message (its blockhash expired meanwhile). */
const LAMPORTS_PER_SIGNATURE = 5000n

export interface TransferContext {
  connection: Connection
  network: CaipNetwork
  /** Signs and sends through the connected wallet; resolves with the base58 signature. */
  send(transaction: Transaction): Promise<string>
}

export async function prepareTransfer(ctx: TransferContext, request: TransferRequest): Promise<PreparedTransfer> {
  const { connection, network } = ctx
  const from = new PublicKey(request.from)
  let plan: { instructions: Transaction['instructions']; decimals: number; rent: bigint }
  if (request.asset) {
    const mint = mintOfAsset(request.asset)
    plan = await planTokenTransfer(connection, { from: request.from, to: request.to, mint, amount: request.amount })
    // core parsed the amount with the decimals its token list reported; a stale list must not send 10^n times it.
    if (plan.decimals !== request.decimals) throw new TokenDecimalsMismatchError({ mint, expected: plan.decimals, received: request.decimals })
  } else {
    const instruction = SystemProgram.transfer({ fromPubkey: from, toPubkey: new PublicKey(request.to), lamports: request.amount })
    plan = { instructions: [instruction], decimals: network.nativeCurrency.decimals, rent: 0n }
  }
  const build = async () => {
    const { blockhash, lastValidBlockHeight } = await connection.getLatestBlockhash()
    return new Transaction({ feePayer: from, blockhash, lastValidBlockHeight }).add(...plan.instructions)
  }
  const transaction = await build()
  const [fee, minRemaining] = await Promise.all([connection.getFeeForMessage(transaction.compileMessage()), connection.getMinimumBalanceForRentExemption(0)])
  return {
    fee: BigInt(fee.value ?? LAMPORTS_PER_SIGNATURE) + plan.rent,
    minRemaining: BigInt(minRemaining),
    activity: {
      from: request.from,
      to: request.to,
      transfers: [{ direction: 'out', symbol: request.symbol, amount: request.amount.toString(), decimals: plan.decimals, ...(request.asset ? { asset: request.asset } : {}), counterparty: request.to }],
    },
    // A fresh blockhash: the user may have looked at the preview longer than the first one lives (~60 s).
    submit: async () => ctx.send(await build()),
  }
}
