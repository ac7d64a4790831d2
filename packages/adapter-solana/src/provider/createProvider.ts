/**
 * The AppKit-shaped Solana provider over a SolanaSigner (loaded on connect): web3.js transactions in, the wallet's
 * bytes-level features underneath, and the same transaction class back out.
 */
import type { CaipNetworkId } from '@latch/core'
import { type Connection, PublicKey, Transaction, VersionedTransaction } from '@solana/web3.js'
import type { Commitment } from '../codec/commitment'
import type { AnyTransaction, Provider, SolanaSendOptions, SolanaSigner } from '../types'

export interface ProviderContext {
  signer: SolanaSigner
  /** The active address (it follows the wallet's account changes). */
  address(): string
  /** The network signing is for (the dapp holds it on Solana). */
  caipNetworkId(): CaipNetworkId
  /** The dapp's RPC on that network, for a blockhash when a legacy transaction comes without one. */
  connection(): Connection
  preflightCommitment: Commitment
}

const isVersioned = (tx: AnyTransaction): tx is VersionedTransaction => 'version' in tx

/** Wire bytes for the wallet. A legacy transaction may omit fee payer and blockhash; the connected account and the latest fill them. */
export async function serialize(tx: AnyTransaction, ctx: ProviderContext): Promise<Uint8Array> {
  if (isVersioned(tx)) return tx.serialize()
  if (!tx.feePayer) tx.feePayer = new PublicKey(ctx.address())
  if (!tx.recentBlockhash) tx.recentBlockhash = (await ctx.connection().getLatestBlockhash()).blockhash
  return Uint8Array.from(tx.serialize({ requireAllSignatures: false, verifySignatures: false }))
}

function deserializeLike<T extends AnyTransaction>(original: T, bytes: Uint8Array): T {
  return (isVersioned(original) ? VersionedTransaction.deserialize(bytes) : Transaction.from(bytes)) as T
}

/**
 * Signs and sends through the wallet, with the adapter's preflight commitment unless the caller gives one. `as`
 * names another connected account or network than the active ones (core's send passes both).
 */
export async function signAndSend(ctx: ProviderContext, tx: AnyTransaction, options?: SolanaSendOptions, as: { address?: string; caipNetworkId?: CaipNetworkId } = {}): Promise<string> {
  const bytes = await serialize(tx, ctx)
  return ctx.signer.signAndSendTransaction(bytes, as.address ?? ctx.address(), as.caipNetworkId ?? ctx.caipNetworkId(), { preflightCommitment: ctx.preflightCommitment, ...options })
}

export function createProvider(ctx: ProviderContext): Provider {
  const signAll = async <T extends AnyTransaction>(transactions: T[]): Promise<T[]> => {
    const bytes = await Promise.all(transactions.map((tx) => serialize(tx, ctx)))
    const signed = await ctx.signer.signTransactions(bytes, ctx.address(), ctx.caipNetworkId())
    return signed.map((b, i) => deserializeLike(transactions[i] as T, b))
  }
  return {
    name: ctx.signer.name,
    ...(ctx.signer.icon ? { icon: ctx.signer.icon } : {}),
    get publicKey() {
      return new PublicKey(ctx.address())
    },
    signMessage: (message) => ctx.signer.signMessage(message, ctx.address()),
    async signTransaction(transaction) {
      const [signed] = await signAll([transaction])
      return signed as typeof transaction
    },
    signAllTransactions: signAll,
    async sendTransaction(transaction, connection: Connection, options) {
      // A wallet that can only sign-and-send sends through its own RPC; the others sign and the dapp's RPC sends.
      if (!ctx.signer.canSignTransaction) return signAndSend(ctx, transaction, options)
      const [signed] = await signAll([transaction])
      return connection.sendRawTransaction(await serialize(signed as AnyTransaction, ctx), { preflightCommitment: ctx.preflightCommitment, ...options })
    },
    signAndSendTransaction: (transaction, options) => signAndSend(ctx, transaction, options),
  }
}
