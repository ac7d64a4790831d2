// Public API of @latch/adapter-bitcoin. The list is pinned by index.test.ts.
export { BitcoinAdapter } from '../bitcoinAdapter'
export { bitcoin, bitcoinTestnet4, bitcoinSignet, bitcoinRegtest, ADDRESS_FORMATS } from '../networks'
export { formatUnits, InvalidAmountError, parseUnits } from '@latch/core'
export type { AddressFormat } from '../networks'
export type { BitcoinAdapterOptions, FeeSpeed } from '../types'
export type { BitcoinProvider } from '../provider'
/** The original product's name for what `useAppKitProvider('bip122')` returns: a migrating dapp keeps its import. */
export type { BitcoinProvider as BitcoinConnector } from '../provider'
export type { AddressBalance, BitcoinDataSource, FeeRates, SourceTransaction, TransactionPage, Utxo } from '../source/types'
export type { NetworkAddresses } from '../session'
export type { AddressPurpose, WalletAddress } from '../wallet/types'
export type { BitcoinTransfers } from '../capabilities'
export type { BitcoinPreparedTransfer, BitcoinTransferDetails, BitcoinTransferRequest } from '../transfers/prepareTransfer'
