import { type Network, networks } from 'bitcoinjs-lib'
import { TestBitcoinWalletError } from './errors'

export type TestBitcoinNetwork = 'mainnet' | 'testnet' | 'testnet4' | 'signet' | 'regtest'

type NetworkInfo = {
  /** CAIP-2: `bip122:` and the first 32 hex digits of the genesis block hash. */
  caipNetworkId: `bip122:${string}`
  /** sats-connect's `BitcoinNetworkType` name. */
  satsName: string
  bitcoinjs: Network
}

export const BITCOIN_NETWORKS: Record<TestBitcoinNetwork, NetworkInfo> = {
  mainnet: { caipNetworkId: 'bip122:000000000019d6689c085ae165831e93', satsName: 'Mainnet', bitcoinjs: networks.bitcoin },
  testnet: { caipNetworkId: 'bip122:000000000933ea01ad0ee984209779ba', satsName: 'Testnet', bitcoinjs: networks.testnet },
  testnet4: { caipNetworkId: 'bip122:00000000da84f2bafbbc53dee25a72ae', satsName: 'Testnet4', bitcoinjs: networks.testnet },
  signet: { caipNetworkId: 'bip122:00000008819873e925422c1ff0f99f7c', satsName: 'Signet', bitcoinjs: networks.testnet },
  regtest: { caipNetworkId: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328', satsName: 'Regtest', bitcoinjs: networks.regtest },
}

/**
 * The network named by a CAIP-2 id, a `bitcoin:<name>` chain (what some Bitcoin Wallet Standard wallets list, and
 * AppKit maps for mainnet and testnet), or a plain or sats-connect name (`regtest`, `Regtest`).
 */
export function resolveNetwork(id: string): TestBitcoinNetwork {
  const name = id.startsWith('bitcoin:') ? id.slice('bitcoin:'.length) : id
  for (const [key, info] of Object.entries(BITCOIN_NETWORKS) as [TestBitcoinNetwork, NetworkInfo][]) {
    if (info.caipNetworkId === id || key === name.toLowerCase()) return key
  }
  throw new TestBitcoinWalletError(`Unknown Bitcoin network: ${id}`)
}
