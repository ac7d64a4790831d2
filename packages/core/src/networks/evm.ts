/** Ready-made eip155 networks with public RPC endpoints (replace them with your provider's for production traffic). */
// Each network is marked pure so a bundler keeps only those a dapp imports (a plain call would keep all 23).
import { TEST_CHAIN } from './testChain'
import type { CaipNetwork } from '../types/chain'

const ether = { name: 'Ether', symbol: 'ETH', decimals: 18 } as const
/** Multicall3 sits at this address on nearly every EVM chain (deployed with the same pre-signed transaction). */
const MULTICALL3 = { multicall3: { address: '0xcA11bde05977b3631167028862bE2a173976CA11' } } as const

function evm(id: number, name: string, rpc: string, explorer: { name: string; url: string }, extra: Partial<CaipNetwork> = {}): CaipNetwork {
  return {
    id,
    name,
    caipNetworkId: `eip155:${id}`,
    chainNamespace: 'eip155',
    nativeCurrency: ether,
    rpcUrls: { default: { http: [rpc] } },
    blockExplorers: { default: explorer },
    contracts: MULTICALL3,
    ...extra,
  }
}

/** ENS's registry, at the same address on Ethereum and Sepolia. */
const ENS = { ensRegistry: { address: '0x00000000000C2E074eC69A0dFb2997BA6C7d2e1e' } } as const

export const mainnet = /* @__PURE__ */ evm(1, 'Ethereum', 'https://eth.merkle.io', { name: 'Etherscan', url: 'https://etherscan.io' }, { contracts: { ...MULTICALL3, ...ENS } })
export const sepolia = /* @__PURE__ */ evm(11155111, 'Sepolia', 'https://sepolia.drpc.org', { name: 'Etherscan', url: 'https://sepolia.etherscan.io' }, { testnet: true, contracts: { ...MULTICALL3, ...ENS } })
export const base = /* @__PURE__ */ evm(8453, 'Base', 'https://mainnet.base.org', { name: 'Basescan', url: 'https://basescan.org' })
/** The spec's test chain (§9): id 84532, parent chain 11155111. */
export const baseSepolia = /* @__PURE__ */ evm(TEST_CHAIN.id, 'Base Sepolia', 'https://sepolia.base.org', { name: 'Basescan', url: 'https://sepolia.basescan.org' }, { testnet: true })
export const optimism = /* @__PURE__ */ evm(10, 'OP Mainnet', 'https://mainnet.optimism.io', { name: 'Optimism Explorer', url: 'https://optimistic.etherscan.io' })
export const arbitrum = /* @__PURE__ */ evm(42161, 'Arbitrum One', 'https://arb1.arbitrum.io/rpc', { name: 'Arbiscan', url: 'https://arbiscan.io' })
export const polygon = /* @__PURE__ */ evm(137, 'Polygon', 'https://polygon-rpc.com', { name: 'PolygonScan', url: 'https://polygonscan.com' }, {
  nativeCurrency: { name: 'POL', symbol: 'POL', decimals: 18 },
})
export const bsc = /* @__PURE__ */ evm(56, 'BNB Smart Chain', 'https://bsc-dataseed.bnbchain.org', { name: 'BscScan', url: 'https://bscscan.com' }, {
  nativeCurrency: { name: 'BNB', symbol: 'BNB', decimals: 18 },
})
export const avalanche = /* @__PURE__ */ evm(43114, 'Avalanche', 'https://api.avax.network/ext/bc/C/rpc', { name: 'SnowTrace', url: 'https://snowtrace.io' }, {
  nativeCurrency: { name: 'Avalanche', symbol: 'AVAX', decimals: 18 },
})
export const gnosis = /* @__PURE__ */ evm(100, 'Gnosis', 'https://rpc.gnosischain.com', { name: 'Gnosisscan', url: 'https://gnosisscan.io' }, {
  nativeCurrency: { name: 'xDAI', symbol: 'XDAI', decimals: 18 },
})
// ZKsync's own deployment: the pre-signed transaction cannot run there.
export const zksync = /* @__PURE__ */ evm(324, 'ZKsync Era', 'https://mainnet.era.zksync.io', { name: 'ZKsync Explorer', url: 'https://explorer.zksync.io' }, {
  contracts: { multicall3: { address: '0xF9cda624FBC7e059355ce98a31693d299FACd963' } },
})
export const celo = /* @__PURE__ */ evm(42220, 'Celo', 'https://forno.celo.org', { name: 'Celo Explorer', url: 'https://celoscan.io' }, {
  nativeCurrency: { name: 'CELO', symbol: 'CELO', decimals: 18 },
})
export const zora = /* @__PURE__ */ evm(7777777, 'Zora', 'https://rpc.zora.energy', { name: 'Zora Explorer', url: 'https://explorer.zora.energy' })
export const aurora = /* @__PURE__ */ evm(1313161554, 'Aurora', 'https://mainnet.aurora.dev', { name: 'Aurora Explorer', url: 'https://explorer.aurora.dev' })
export const linea = /* @__PURE__ */ evm(59144, 'Linea', 'https://rpc.linea.build', { name: 'Lineascan', url: 'https://lineascan.build' })

// Testnets of the networks above.
export const holesky = /* @__PURE__ */ evm(17000, 'Holesky', 'https://ethereum-holesky-rpc.publicnode.com', { name: 'Etherscan', url: 'https://holesky.etherscan.io' }, { testnet: true })
export const optimismSepolia = /* @__PURE__ */ evm(11155420, 'OP Sepolia', 'https://sepolia.optimism.io', { name: 'Optimism Explorer', url: 'https://sepolia-optimism.etherscan.io' }, { testnet: true })
export const arbitrumSepolia = /* @__PURE__ */ evm(421614, 'Arbitrum Sepolia', 'https://sepolia-rollup.arbitrum.io/rpc', { name: 'Arbiscan', url: 'https://sepolia.arbiscan.io' }, { testnet: true })
export const polygonAmoy = /* @__PURE__ */ evm(80002, 'Polygon Amoy', 'https://rpc-amoy.polygon.technology', { name: 'PolygonScan', url: 'https://amoy.polygonscan.com' }, {
  testnet: true,
  nativeCurrency: { name: 'POL', symbol: 'POL', decimals: 18 },
})
export const bscTestnet = /* @__PURE__ */ evm(97, 'BNB Smart Chain Testnet', 'https://data-seed-prebsc-1-s1.bnbchain.org:8545', { name: 'BscScan', url: 'https://testnet.bscscan.com' }, {
  testnet: true,
  nativeCurrency: { name: 'BNB', symbol: 'tBNB', decimals: 18 },
})
export const avalancheFuji = /* @__PURE__ */ evm(43113, 'Avalanche Fuji', 'https://api.avax-test.network/ext/bc/C/rpc', { name: 'SnowTrace', url: 'https://testnet.snowtrace.io' }, {
  testnet: true,
  nativeCurrency: { name: 'Avalanche', symbol: 'AVAX', decimals: 18 },
})
export const celoAlfajores = /* @__PURE__ */ evm(44787, 'Celo Alfajores', 'https://alfajores-forno.celo-testnet.org', { name: 'Celo Explorer', url: 'https://celo-alfajores.blockscout.com' }, {
  testnet: true,
  nativeCurrency: { name: 'CELO', symbol: 'CELO', decimals: 18 },
})
export const zoraSepolia = /* @__PURE__ */ evm(999999999, 'Zora Sepolia', 'https://sepolia.rpc.zora.energy', { name: 'Zora Explorer', url: 'https://sepolia.explorer.zora.energy' }, { testnet: true })
