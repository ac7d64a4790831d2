/** The spec's test chain (Base Sepolia): id, parent chain, currency. */
export const TEST_CHAIN = {
  id: 84532,
  parentChainId: 11155111,
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  testnet: true,
} as const
