/**
 * A stand-in for the dapp's on-ramp backend (an @latch/onramp-server handler): the process boundary the Buy view talks
 * to, for core's and ui's tests and the stories. Two providers — one quotes, one refuses — ETH and USDC on chain 1,
 * USD and EUR by card; it records what it was asked, and can hang or fail.
 */
import type { OnrampOptions, OnrampQuoteRequest, OnrampSessionRequest, OnrampSource } from '../onramp/types'

export const MOCK_CHECKOUT_ORIGIN = 'http://127.0.0.1:9999'

export const MOCK_ONRAMP_OPTIONS: OnrampOptions = {
  providers: [
    { name: 'local', label: 'Latch Test Pay', feeRange: '1 %', url: MOCK_CHECKOUT_ORIGIN, supportedChains: ['eip155:1'] },
    { name: 'other', label: 'Other Pay', feeRange: '2–3 %', url: 'https://other.example', supportedChains: ['eip155:1'] },
  ],
  // USDC first: the Buy view must still start on the network's native currency.
  purchaseCurrencies: [
    { id: 'usdc', name: 'USD Coin', symbol: 'USDC', networks: [{ name: 'ethereum', display_name: 'Ethereum', chain_id: '1', contract_address: '0xa0b8' }] },
    { id: 'eth', name: 'Ether', symbol: 'ETH', networks: [{ name: 'ethereum', display_name: 'Ethereum', chain_id: '1', contract_address: '' }] },
  ],
  paymentCurrencies: [
    { id: 'USD', payment_method_limits: [{ id: 'CARD', min: '10', max: '500' }] },
    { id: 'EUR', payment_method_limits: [{ id: 'CARD', min: '10', max: '450' }] },
  ],
}

export interface MockOnrampMode {
  options?: 'hang' | 'fail'
  session?: 'hang'
}

export function createMockOnramp(mode: MockOnrampMode = {}) {
  const asked: { quotes: OnrampQuoteRequest[]; sessions: OnrampSessionRequest[] } = { quotes: [], sessions: [] }
  const usd = (amount: string) => ({ amount, currency: 'USD' })
  const source: OnrampSource = {
    options: () => (mode.options === 'hang' ? new Promise<never>(() => {}) : mode.options === 'fail' ? Promise.reject(new Error('The on-ramp backend answered 502.')) : Promise.resolve(MOCK_ONRAMP_OPTIONS)),
    async quotes(request) {
      asked.quotes.push(request)
      return [
        { provider: 'local', quote: { coinbaseFee: usd('1.49'), networkFee: usd('0.51'), paymentSubtotal: usd('98'), paymentTotal: usd('100'), purchaseAmount: { amount: '0.05', currency: 'ETH' }, quoteId: 'lq1' } },
        { provider: 'other', error: { code: 'UNSUPPORTED_REGION', message: 'Not available in your region' } },
      ]
    },
    session(request) {
      asked.sessions.push(request)
      return mode.session === 'hang' ? new Promise<never>(() => {}) : Promise.resolve({ url: `${MOCK_CHECKOUT_ORIGIN}/checkout?session=s1` })
    },
  }
  return { source, asked }
}
