/**
 * The built-in Bitcoin networks. A network's CAIP-2 reference is the first 32 hex characters of its genesis block
 * hash as block explorers display it (big-endian, CAIP-4 / BIP-122). The default RPC URL is an Esplora API root
 * (mempool.space); regtest has none, a dapp gives its own (a local electrs, @latch/local-bitcoin).
 */
import type { CaipNetwork, CaipNetworkId } from '@latch/core'

/** How the network spells addresses: the bech32 human-readable part and the base58check version bytes. */
export interface AddressFormat {
  bech32: string
  pubKeyHash: number
  scriptHash: number
}

interface Chain {
  genesisHash: string
  name: string
  symbol: string
  /** Esplora API root; also the explorer's root without `/api`. */
  mempool?: string
  testnet?: boolean
}

function bitcoinNetwork(chain: Chain): CaipNetwork {
  const reference = chain.genesisHash.slice(0, 32)
  return {
    id: reference,
    name: chain.name,
    caipNetworkId: `bip122:${reference}`,
    chainNamespace: 'bip122',
    nativeCurrency: { name: 'Bitcoin', symbol: chain.symbol, decimals: 8 },
    rpcUrls: { default: { http: chain.mempool ? [`${chain.mempool}/api`] : [] } },
    ...(chain.mempool ? { blockExplorers: { default: { name: 'Mempool', url: chain.mempool } } } : {}),
    ...(chain.testnet ? { testnet: true } : {}),
  }
}

// Genesis hashes checked in networks.test.ts by rebuilding each genesis header and hashing it. Pure: a dapp's bundle
// holds only the networks it imports (the adapter's address check needs none of them, see ADDRESS_FORMATS).
export const bitcoin = /* @__PURE__ */ bitcoinNetwork({
  genesisHash: '000000000019d6689c085ae165831e934ff763ae46a2a6c172b3f1b60a8ce26f',
  name: 'Bitcoin',
  symbol: 'BTC',
  mempool: 'https://mempool.space',
})
export const bitcoinTestnet4 = /* @__PURE__ */ bitcoinNetwork({
  genesisHash: '00000000da84f2bafbbc53dee25a72ae507ff4914b867c565be350b0da8bf043',
  name: 'Bitcoin Testnet4',
  symbol: 'tBTC',
  mempool: 'https://mempool.space/testnet4',
  testnet: true,
})
export const bitcoinSignet = /* @__PURE__ */ bitcoinNetwork({
  genesisHash: '00000008819873e925422c1ff0f99f7cc9bbb232af63a077a480a3633bee1ef6',
  name: 'Bitcoin Signet',
  symbol: 'tBTC',
  mempool: 'https://mempool.space/signet',
  testnet: true,
})
export const bitcoinRegtest = /* @__PURE__ */ bitcoinNetwork({
  genesisHash: '0f9188f13cb7b2c71f2a335e3a4fc328bf5beb436012afca590b1a11466e2206',
  name: 'Bitcoin Regtest',
  symbol: 'tBTC',
  testnet: true,
})

const MAINNET: AddressFormat = { bech32: 'bc', pubKeyHash: 0x00, scriptHash: 0x05 }
const TESTNET: AddressFormat = { bech32: 'tb', pubKeyHash: 0x6f, scriptHash: 0xc4 }
const REGTEST: AddressFormat = { bech32: 'bcrt', pubKeyHash: 0x6f, scriptHash: 0xc4 }

/**
 * Each built-in network's address format (bitcoinjs-lib's `networks.bitcoin/testnet/regtest`). Core's CaipNetwork
 * has no field for it; a dapp's own network adds one with the adapter's `addressFormats` option. Keyed by the
 * CAIP-2 ids written out (networks.test.ts checks them against the networks above), so the adapter's eager address
 * check does not pull the four network objects into a dapp's first bundle.
 */
export const ADDRESS_FORMATS: Readonly<Record<CaipNetworkId, AddressFormat>> = {
  'bip122:000000000019d6689c085ae165831e93': MAINNET,
  'bip122:00000000da84f2bafbbc53dee25a72ae': TESTNET,
  'bip122:00000008819873e925422c1ff0f99f7c': TESTNET,
  'bip122:0f9188f13cb7b2c71f2a335e3a4fc328': REGTEST,
}
