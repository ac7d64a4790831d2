/**
 * The optional capability groups (reads, transfers, transactions, remote). Each method checks its input eagerly
 * (cheap, and typed errors come before any download) and loads its chain code on first use.
 */
import {
  type AdapterConnection,
  type CaipNetwork,
  type CaipNetworkId,
  type ChainReads,
  type ChainRemote,
  type ChainTransactions,
  type ChainTransfers,
  LatchError,
  ProviderNotConnectedError,
} from '@latch/core'
import { InvalidAddressError, InvalidInputError, RpcUnavailableError } from '@latch/core/errors'
import type { Connection } from '@solana/web3.js'
import { isSolanaAddress } from './codec/address'
import type { Commitment } from './codec/commitment'
import type { Session } from './session'
import type { AnyTransaction, SolanaSigner } from './types'

/** What the capability groups need of the adapter. */
export interface SolanaContext {
  /** A network the dapp set up; UnknownNetworkError otherwise. */
  network(caipNetworkId: CaipNetworkId): CaipNetwork
  connection(network: CaipNetwork): Promise<Connection>
  /** The active session; ProviderNotConnectedError without one. */
  session(): Session
  commitment: Commitment
  /** Makes `signer` the active connection; null when a newer connect or disconnect won. */
  attach(signer: SolanaSigner, connectorId: string, caipNetworkId: CaipNetworkId): Promise<AdapterConnection | null>
  accountsChanged(signer: SolanaSigner, addresses: string[]): void
}

function checkAddress(address: string): void {
  if (!isSolanaAddress(address)) throw new InvalidAddressError({ namespace: 'solana', address, rule: '32 to 44 base58 characters encoding 32 bytes' })
}

/**
 * Runs chain reads on `network`. The connection's fetch throws RpcUnavailableError, but web3.js re-throws it as a
 * plain Error with the message folded in ("failed to get balance …: RpcUnavailableError: …"); it is restored here.
 */
async function onNetwork<T>(network: CaipNetwork, run: () => Promise<T>): Promise<T> {
  try {
    return await run()
  } catch (error) {
    if (error instanceof LatchError || !(error instanceof Error) || !error.message.includes('RpcUnavailableError')) throw error
    throw new RpcUnavailableError({ namespace: 'solana', caipNetworkId: network.caipNetworkId, urls: network.rpcUrls.default.http, cause: error })
  }
}

export function createReads(ctx: SolanaContext): ChainReads {
  const chain = async (address: string, caipNetworkId: CaipNetworkId) => {
    checkAddress(address)
    const network = ctx.network(caipNetworkId)
    return { network, connection: await ctx.connection(network) }
  }
  return {
    async getBalance({ address, caipNetworkId }) {
      const [{ network, connection }, { readBalance }] = await Promise.all([chain(address, caipNetworkId), import('./reads/readBalance')])
      return onNetwork(network, () => readBalance(connection, address, network.nativeCurrency))
    },
    async getTokens({ address, caipNetworkId }) {
      const [{ network, connection }, { readTokens }] = await Promise.all([chain(address, caipNetworkId), import('./reads/readTokens')])
      return onNetwork(network, () => readTokens(connection, { address, caipNetworkId }))
    },
    async getActivity({ address, caipNetworkId, cursor }) {
      const [{ network, connection }, { readActivity }] = await Promise.all([chain(address, caipNetworkId), import('./reads/readActivity')])
      return onNetwork(network, () => readActivity(connection, { address, caipNetworkId, native: network.nativeCurrency, ...(cursor ? { cursor } : {}) }))
    },
  }
}

/** Signs and sends a web3.js transaction as `address` on `caipNetworkId` through the active wallet. */
async function send(ctx: SolanaContext, transaction: AnyTransaction, address: string, caipNetworkId: CaipNetworkId): Promise<string> {
  const session = ctx.session()
  const { signAndSend } = await import('./provider/createProvider')
  return signAndSend(session.providerContext, transaction, { preflightCommitment: ctx.commitment }, { address, caipNetworkId })
}

export function createTransfers(ctx: SolanaContext): ChainTransfers {
  return {
    async prepare(request) {
      checkAddress(request.from)
      checkAddress(request.to)
      const network = ctx.network(request.caipNetworkId)
      const [connection, { prepareTransfer }] = await Promise.all([ctx.connection(network), import('./transfers/prepareTransfer')])
      return onNetwork(network, () => prepareTransfer({ connection, network, send: (tx) => send(ctx, tx, request.from, request.caipNetworkId) }, request))
    },
  }
}

export function createTransactions(ctx: SolanaContext): ChainTransactions {
  return {
    async send({ address, caipNetworkId, transaction }) {
      ctx.network(caipNetworkId)
      const tx = transaction as AnyTransaction | null
      if (!tx || typeof (tx as { serialize?: unknown }).serialize !== 'function') throw new InvalidInputError({ field: 'transaction', message: 'must be a web3.js Transaction or VersionedTransaction' })
      return send(ctx, tx, address, caipNetworkId)
    },
  }
}

export function createRemote(ctx: SolanaContext): Pick<ChainRemote, 'attach'> {
  return {
    async attach(transport) {
      const connectorId = transport.connectorId ?? 'walletConnect'
      const { createTransportSigner } = await import('./remote/transportSigner')
      const signer: SolanaSigner = createTransportSigner(transport, connectorId, (addresses) => ctx.accountsChanged(signer, addresses))
      // A session on a network the dapp lacks (or under mainnet's legacy id) lands on the matching or first network.
      let caipNetworkId = transport.caipNetworkId
      try {
        caipNetworkId = ctx.network(transport.caipNetworkId).caipNetworkId
      } catch {}
      const connection = await ctx.attach(signer, connectorId, caipNetworkId)
      if (!connection) throw new ProviderNotConnectedError({ namespace: 'solana' })
      return connection
    },
  }
}
