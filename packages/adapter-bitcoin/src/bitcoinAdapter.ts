/**
 * Latch's Bitcoin adapter: Bitcoin Wallet Standard, WBIP004 and vendor-global wallets in one connector list, a
 * payment and an ordinals address per connection, and the dapp holds the network. This class is what a dapp's first
 * bundle holds: the synchronous calls core makes (the address codec, `normalize`) and thin forwards. Wallet
 * discovery and the session (./bitcoinConnection) load with the first call that needs them, reads with theirs,
 * bitcoinjs-lib with the first transfer.
 */
import {
  type CaipNetworkId,
  type ChainAdapter,
  type ChainReads,
  type ChainRemote,
  formatUnits,
  LazyAdapter,
  lazyMethods,
  UnknownNetworkError,
} from '@latch/core'
import type { BitcoinConnection } from './bitcoinConnection'
import type { BitcoinContext, BitcoinTransfers } from './capabilities'
import { addressType, decodeSegwit } from './codec/address'
import { ADDRESS_FORMATS, type AddressFormat } from './networks'
import { WALLETCONNECT_EVENTS, WALLETCONNECT_METHODS } from './remote/methods'
import type { NetworkAddresses } from './session'
import type { AddressBalance, FeeRates, Utxo } from './source/types'
import type { BitcoinProvider } from './provider'
import type { BitcoinAdapterOptions } from './types'

export class BitcoinAdapter extends LazyAdapter<BitcoinProvider, BitcoinConnection> implements ChainAdapter {
  override readonly namespace = 'bip122' as const
  readonly reads: ChainReads
  readonly transfers: BitcoinTransfers
  readonly remote: ChainRemote

  readonly #options: BitcoinAdapterOptions
  readonly #ctx: BitcoinContext

  constructor(options: BitcoinAdapterOptions = {}) {
    super()
    this.#options = options
    this.#ctx = {
      options,
      network: (id) => this.network(id),
      format: (id) => this.#requireFormat(id),
      isAddress: (address, id) => this.isAddress(address, id),
      payer: (address, id) => this.loaded().payer(address, id),
      sources: new Map(),
    }
    const ctx = this.#ctx
    // The groups' code loads with their first call: a dapp's first bundle holds none of it.
    const groups = () => import('./capabilities')
    this.reads = lazyMethods(async () => (await groups()).createReads(ctx, formatUnits), ['getBalance', 'getActivity'])
    // The Send form offers the source's three estimates before any transfer code loads.
    const feeSpeeds = { options: ['slow', 'normal', 'fast'] as const, default: options.feeSpeed ?? 'normal' }
    this.transfers = { ...lazyMethods(async () => (await groups()).createTransfers(ctx), ['prepare']), feeSpeeds }
    this.remote = { walletConnect: { methods: WALLETCONNECT_METHODS, events: WALLETCONNECT_EVENTS }, attach: async (transport) => this.connection.use((c) => c.attach(transport)) }
  }

  protected override async loadConnection(): Promise<BitcoinConnection> {
    const { BitcoinConnection } = await import('./bitcoinConnection')
    return new BitcoinConnection({ ...this.host, adapter: this, ctx: this.#ctx })
  }

  /** bech32/bech32m (`bc1`, `tb1`, `bcrt1`; witness v0 and v1) or base58check P2PKH/P2SH with the network's versions. */
  isAddress(address: string, caipNetworkId: CaipNetworkId): boolean {
    const format = this.#format(caipNetworkId)
    return !!format && addressType(address, format) !== undefined
  }

  /** bech32 is case-insensitive (a QR code's upper case is the same address); base58 and everything else stay as they are. */
  normalize(value: string, kind: 'address' | 'hash'): string {
    if (kind === 'hash') return /^[0-9a-fA-F]{64}$/.test(value) ? value.toLowerCase() : value
    return decodeSegwit(value) ? value.toLowerCase() : value
  }

  // — Bitcoin's own —

  /** The connection's payment and ordinals addresses on its network, with their public keys; undefined when not connected. */
  getAddresses(): NetworkAddresses | undefined {
    return this.connection.current?.getAddresses()
  }

  /** Confirmed and unconfirmed (mempool) balance of an address, in satoshis. */
  async getBalances(params: { address: string; caipNetworkId: CaipNetworkId }): Promise<AddressBalance> {
    return (await import('./capabilities')).readBalances(this.#ctx, params)
  }

  async getUtxos(params: { address: string; caipNetworkId: CaipNetworkId }): Promise<Utxo[]> {
    return (await import('./capabilities')).readUtxos(this.#ctx, params)
  }

  /** The source's slow / normal / fast fee rates, sat/vB. */
  async getFeeRates({ caipNetworkId }: { caipNetworkId: CaipNetworkId }): Promise<FeeRates> {
    return (await import('./capabilities')).readFeeRates(this.#ctx, caipNetworkId)
  }

  // — internals —

  #format(caipNetworkId: CaipNetworkId): AddressFormat | undefined {
    return this.#options.addressFormats?.[caipNetworkId] ?? ADDRESS_FORMATS[caipNetworkId]
  }

  #requireFormat(caipNetworkId: CaipNetworkId): AddressFormat {
    const format = this.#format(caipNetworkId)
    if (!format) throw new UnknownNetworkError({ namespace: 'bip122', caipNetworkId })
    return format
  }
}
