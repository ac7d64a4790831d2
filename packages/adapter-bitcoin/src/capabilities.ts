/**
 * The `reads` and `transfers` groups and the adapter's own reads. Loaded with their first call (see
 * bitcoinAdapter.ts); bitcoinjs-lib loads later still, with the first transfer. Each method checks its input
 * before any request, so a typed error comes before a download or a fetch.
 */
import type { CaipNetwork, CaipNetworkId, ChainReads, ChainTransfers } from '@latch/core'
import { InvalidAddressError, InvalidInputError, RpcUnavailableError } from '@latch/core/errors'
import { toActivity } from './reads/activity'
import { createEsploraSource } from './source/esplora'
import type { AddressBalance, BitcoinDataSource, FeeRates, Utxo } from './source/types'
import type { BitcoinPreparedTransfer, BitcoinTransferRequest } from './transfers/prepareTransfer'
import type { AddressFormat } from './networks'
import type { BitcoinAdapterOptions } from './types'
import type { BitcoinWallet, WalletAddress } from './wallet/types'

/** What the capability groups need of the adapter. */
export interface BitcoinContext {
  options: BitcoinAdapterOptions
  /** A network the dapp set up; UnknownNetworkError otherwise. */
  network(caipNetworkId: CaipNetworkId): CaipNetwork
  /** The network's address format; UnknownNetworkError when it has none. */
  format(caipNetworkId: CaipNetworkId): AddressFormat
  isAddress(address: string, caipNetworkId: CaipNetworkId): boolean
  /** The connected wallet and its payment address, which `address` must be; typed errors otherwise. */
  payer(address: string, caipNetworkId: CaipNetworkId): { wallet: BitcoinWallet; sender: WalletAddress }
  /** One source per network, kept for the adapter's life. */
  sources: Map<CaipNetworkId, BitcoinDataSource>
}

function checkAddress(ctx: BitcoinContext, address: string, caipNetworkId: CaipNetworkId): void {
  if (!ctx.isAddress(address, caipNetworkId)) throw new InvalidAddressError({ namespace: 'bip122', address, rule: "bech32 or base58check of the network's kind" })
}

export function sourceFor(ctx: BitcoinContext, network: CaipNetwork): BitcoinDataSource {
  let source = ctx.sources.get(network.caipNetworkId)
  if (!source) {
    const url = ctx.options.esploraUrls?.[network.caipNetworkId] ?? network.rpcUrls.default.http[0]
    if (ctx.options.source) source = ctx.options.source(network)
    else if (url) source = createEsploraSource({ url, caipNetworkId: network.caipNetworkId })
    else throw new RpcUnavailableError({ namespace: 'bip122', caipNetworkId: network.caipNetworkId, urls: [] })
    ctx.sources.set(network.caipNetworkId, source)
  }
  return source
}

/** An address's confirmed and mempool balance, in satoshis. */
export async function readBalances(ctx: BitcoinContext, { address, caipNetworkId }: { address: string; caipNetworkId: CaipNetworkId }): Promise<AddressBalance> {
  checkAddress(ctx, address, caipNetworkId)
  return sourceFor(ctx, ctx.network(caipNetworkId)).getBalance(address)
}

export async function readUtxos(ctx: BitcoinContext, { address, caipNetworkId }: { address: string; caipNetworkId: CaipNetworkId }): Promise<Utxo[]> {
  checkAddress(ctx, address, caipNetworkId)
  return sourceFor(ctx, ctx.network(caipNetworkId)).getUtxos(address)
}

export async function readFeeRates(ctx: BitcoinContext, caipNetworkId: CaipNetworkId): Promise<FeeRates> {
  return sourceFor(ctx, ctx.network(caipNetworkId)).getFeeRates()
}

export function createReads(ctx: BitcoinContext, formatUnits: (value: bigint, decimals: number) => string): ChainReads {
  return {
    /**
     * Confirmed plus unconfirmed: what the address can spend now (its mempool outputs are spendable, and its
     * mempool spends are gone). `BitcoinAdapter.getBalances` gives the two apart.
     */
    async getBalance(params) {
      const { confirmed, unconfirmed } = await readBalances(ctx, params)
      const { nativeCurrency } = ctx.network(params.caipNetworkId)
      return { balance: formatUnits(confirmed + unconfirmed, nativeCurrency.decimals), symbol: nativeCurrency.symbol }
    },
    async getActivity({ address, caipNetworkId, cursor }) {
      checkAddress(ctx, address, caipNetworkId)
      const network = ctx.network(caipNetworkId)
      const page = await sourceFor(ctx, network).getTransactions(address, cursor)
      const now = Date.now()
      return { transactions: page.transactions.map((tx) => toActivity(tx, address, network.nativeCurrency, now)), ...(page.next ? { next: page.next } : {}) }
    },
  }
}

/** Core's `transfers`, whose `prepare` also takes a fee choice and tells the PSBT's details. */
export interface BitcoinTransfers extends ChainTransfers {
  prepare(request: BitcoinTransferRequest): Promise<BitcoinPreparedTransfer>
}

export function createTransfers(ctx: BitcoinContext): BitcoinTransfers {
  return {
    async prepare(request: BitcoinTransferRequest) {
      checkAddress(ctx, request.from, request.caipNetworkId)
      checkAddress(ctx, request.to, request.caipNetworkId)
      const network = ctx.network(request.caipNetworkId)
      if (request.asset) throw new InvalidInputError({ field: 'asset', message: 'Only BTC can be sent on Bitcoin networks' })
      const { wallet, sender } = ctx.payer(request.from, request.caipNetworkId)
      const { prepareTransfer } = await import('./transfers/prepareTransfer')
      return prepareTransfer(
        { source: sourceFor(ctx, network), format: ctx.format(request.caipNetworkId), sender, wallet, feeSpeed: ctx.options.feeSpeed ?? 'normal', maxFeeRate: ctx.options.maxFeeRate ?? 1000 },
        request,
      )
    },
  }
}

/** Finalises a PSBT the wallet signed and broadcasts it through the network's source; the txid. */
export async function broadcastPsbt(ctx: BitcoinContext, psbt: string, caipNetworkId: CaipNetworkId): Promise<string> {
  const [{ Psbt }, { bitcoinjsNetwork, finalizedHex }] = await Promise.all([import('bitcoinjs-lib'), import('./transfers/psbt')])
  const hex = finalizedHex(Psbt.fromBase64(psbt, { network: bitcoinjsNetwork(ctx.format(caipNetworkId)) }))
  return sourceFor(ctx, ctx.network(caipNetworkId)).broadcast(hex)
}
