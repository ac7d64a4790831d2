/**
 * The default activity source: public Blockscout instances, by network. Only networks listed here have
 * activity unless the host names a source (`ActivityOptions.source`); each is Blockscout's own hosted explorer.
 */
export const BLOCKSCOUT_INSTANCES: Readonly<Partial<Record<`${string}:${string}`, string>>> = {
  'eip155:1': 'https://eth.blockscout.com',
  'eip155:10': 'https://optimism.blockscout.com',
  'eip155:100': 'https://gnosis.blockscout.com',
  'eip155:137': 'https://polygon.blockscout.com',
  'eip155:8453': 'https://base.blockscout.com',
  'eip155:42161': 'https://arbitrum.blockscout.com',
  'eip155:11155111': 'https://eth-sepolia.blockscout.com',
  'eip155:84532': 'https://base-sepolia.blockscout.com',
}
