// @latch/core/networks: ready-made networks. Tree-shakable: import only the ones you use.
export { arbitrum, avalanche, base, baseSepolia, bsc, celo, gnosis, mainnet, optimism, polygon, sepolia, zksync, zora } from '../networks/evm'
export { bitcoin, solana, solanaDevnet, solanaTestnet } from '../networks/nonEvm'
