/**
 * What GET /options offers when the dapp passes no currencies: ETH and USDC on the EVM networks every built-in
 * provider delivers to, paid in USD or EUR by card. Ids are tickers, which Coinbase, MoonPay (lowercased, with a
 * network suffix) and Transak all accept. Limits are what a first purchase by card commonly allows.
 */
import type { OnrampPaymentCurrency, OnrampPurchaseCurrency } from '@latch/core/onramp'

const evm = (name: string, display_name: string, chain_id: string, contract_address = '') => ({ name, display_name, chain_id, contract_address })

export const DEFAULT_PURCHASE_CURRENCIES: readonly OnrampPurchaseCurrency[] = [
  { id: 'ETH', name: 'Ether', symbol: 'ETH', networks: [evm('ethereum', 'Ethereum', '1'), evm('base', 'Base', '8453'), evm('optimism', 'OP Mainnet', '10'), evm('arbitrum', 'Arbitrum One', '42161')] },
  {
    id: 'USDC',
    name: 'USD Coin',
    symbol: 'USDC',
    networks: [
      evm('ethereum', 'Ethereum', '1', '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'),
      evm('base', 'Base', '8453', '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913'),
      evm('polygon', 'Polygon', '137', '0x3c499c542cEF5E3811e1192ce70d8cC03d5c3359'),
    ],
  },
]

export const DEFAULT_PAYMENT_CURRENCIES: readonly OnrampPaymentCurrency[] = [
  { id: 'USD', payment_method_limits: [{ id: 'CARD', min: '20', max: '500' }] },
  { id: 'EUR', payment_method_limits: [{ id: 'CARD', min: '20', max: '500' }] },
]
