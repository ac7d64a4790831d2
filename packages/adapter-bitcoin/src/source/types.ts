/**
 * Where the adapter reads a Bitcoin account and sends transactions: an Esplora API by default (./esplora), or the
 * dapp's own (`BitcoinAdapterOptions.source`). Amounts are satoshis as bigint.
 */
export interface Utxo {
  txid: string
  vout: number
  value: bigint
  confirmed: boolean
}

export interface AddressBalance {
  /** In blocks. */
  confirmed: bigint
  /** The mempool's net effect: received less spent, so it can be negative. */
  unconfirmed: bigint
}

/** Fee rates in sat/vB. */
export interface FeeRates {
  slow: number
  normal: number
  fast: number
}

export interface SourceTransaction {
  txid: string
  confirmed: boolean
  /** Block time, or when it was seen (epoch ms); 0 when unknown. */
  timestamp: number
  inputs: { address?: string; value: bigint }[]
  outputs: { address?: string; value: bigint }[]
}

export interface TransactionPage {
  transactions: SourceTransaction[]
  /** Opaque: pass it back for the next (older) page; absent on the last. */
  next?: string
}

export interface BitcoinDataSource {
  getBalance(address: string): Promise<AddressBalance>
  getUtxos(address: string): Promise<Utxo[]>
  getFeeRates(): Promise<FeeRates>
  /** The address's transactions, unconfirmed first, then newest confirmed. */
  getTransactions(address: string, cursor?: string): Promise<TransactionPage>
  /** A transaction's raw hex (a legacy P2PKH input's PSBT carries the whole transaction it spends). */
  getTransactionHex(txid: string): Promise<string>
  /** Sends a signed transaction (hex); resolves with its txid. */
  broadcast(transactionHex: string): Promise<string>
}
