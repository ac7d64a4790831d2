/** The mock adapter (core's, ui's and storybook's stand-in for a wallet and chain) keeps the contract real adapters keep. */
import { describeChainAdapter } from '../adapters/conformance/describeChainAdapter'
import { testNetworks } from './fixtures'
import { createMockAdapter, type MockAdapter, type MockWallet } from './mockAdapter'

const ME = 'eip155-address-1'
let shared: MockWallet | undefined
/** Every adapter made on the shared wallet: the wallet's prompts are their `connect` calls. */
let made: MockAdapter[] = []

describeChainAdapter('mock adapter', {
  // A reload is a new adapter meeting the same wallet.
  create: () => {
    const adapter = createMockAdapter('eip155', shared ? { wallet: shared } : {})
    made.push(adapter)
    return adapter
  },
  networks: [testNetworks.one, testNetworks.two],
  async wallet() {
    const wallet = createMockAdapter('eip155', { balances: { [`eip155:1:${ME}`]: '5' } }).wallet
    shared = wallet
    made = []
    return {
      connectorId: 'mock-eip155',
      address: ME,
      prompts: () => made.flatMap((a) => a.calls).filter((c) => c.startsWith('connect:')).length,
      revoke: () => {
        wallet.authorized = false
      },
      uninstall: () => {
        shared = undefined
      },
    }
  },
  addresses: { valid: [ME, 'eip155-friend'], invalid: ['0xabc', 'solana-address-1', ''] },
  units: { decimals: 18, pairs: [[1_500_000_000_000_000_000n, '1.5'], [1n, '0.000000000000000001']], tooPrecise: '0.0000000000000000001' },
  verifyMessage: async ({ message, signature, address }) => signature === `signed(${address}):${message}`,
  transfer: {
    to: 'eip155-friend',
    amount: 10n ** 15n,
    symbol: 'ETH',
    decimals: 18,
    balanceOf: async (address) => (shared?.sent ?? []).filter((s) => s.to === address).reduce((sum, s) => sum + (s.amount ?? 0n), 0n),
  },
})
