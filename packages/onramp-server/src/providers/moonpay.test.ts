import { describe, expect, it } from 'vitest'
import { fakeFetch } from '../testing/fakeFetch'
import { moonpayCurrencyCode, moonpayOnramp, signMoonpayUrl } from './moonpay'

const ADDRESS = '0x976EA74026E726554dB657fA54763abd0C3a0aa9'

describe('moonpayOnramp', () => {
  it('signs MoonPay’s documented example URL to a fixed signature', () => {
    // The URL and keys of dev.moonpay.com "URL signing" (its example shows no resulting signature). The expected value
    // was computed once with OpenSSL, not node:crypto:
    //   printf '%s' '?apiKey=pk_test_key&currencyCode=eth&walletAddress=0xde0b…7bae' | openssl dgst -sha256 -hmac sk_test_key -binary | base64
    const url = 'https://buy-sandbox.moonpay.com?apiKey=pk_test_key&currencyCode=eth&walletAddress=0xde0b295669a9fd93d5f28d9ec85e40f4cb697bae'
    expect(signMoonpayUrl(url, 'sk_test_key')).toBe(`${url}&signature=o1eO2arzL16TstEolGakHHFa33Mb61RCTfqToRWg7PA%3D`)
  })

  it('builds the signed checkout URL with the purchase in its query (sandbox host when asked)', async () => {
    const provider = moonpayOnramp({ apiKey: 'pk_test_key', secretKey: 'sk_test_key', sandbox: true })
    const { url } = await provider.session(
      { caipNetworkId: 'eip155:8453', purchaseCurrency: 'ETH', paymentCurrency: 'USD', amount: '50', provider: 'moonpay', address: ADDRESS, redirectUrl: 'https://dapp.example/done' },
      {},
    )
    const unsigned = `https://buy-sandbox.moonpay.com?apiKey=pk_test_key&currencyCode=eth_base&walletAddress=${ADDRESS}&baseCurrencyCode=usd&baseCurrencyAmount=50&redirectURL=https%3A%2F%2Fdapp.example%2Fdone`
    expect(url.startsWith(`${unsigned}&signature=`)).toBe(true)
    expect(url).toBe(signMoonpayUrl(unsigned, 'sk_test_key'))
    expect(new URL(url).searchParams.get('signature')).toMatch(/^[A-Za-z0-9+/]{43}=$/)
  })

  it('names currencies per network as MoonPay does', () => {
    expect(moonpayCurrencyCode('eip155:1', 'ETH')).toBe('eth')
    expect(moonpayCurrencyCode('eip155:8453', 'ETH')).toBe('eth_base')
    expect(moonpayCurrencyCode('eip155:137', 'USDC')).toBe('usdc_polygon')
    expect(moonpayCurrencyCode('eip155:137', 'POL')).toBe('pol')
    expect(moonpayCurrencyCode('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'SOL')).toBe('sol')
    expect(moonpayCurrencyCode('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'USDC')).toBe('usdc_sol')
    expect(() => moonpayCurrencyCode('eip155:31337', 'ETH')).toThrow('MoonPay does not deliver to eip155:31337.')
  })

  it('maps the public buy_quote onto the spec’s quote (feeAmount + extraFeeAmount is the provider fee)', async () => {
    // The documented example response of GET /v3/currencies/{code}/buy_quote, trimmed to the fields used.
    const { fetch, requests } = fakeFetch(() => ({
      body: { baseCurrencyCode: 'usd', baseCurrencyAmount: 288.37, quoteCurrencyCode: 'eth', quoteCurrencyAmount: 0.0055, feeAmount: 3.99, extraFeeAmount: 0, networkFeeAmount: 7.64, totalAmount: 300 },
    }))
    const provider = moonpayOnramp({ apiKey: 'pk_test_key', secretKey: 'sk_test_key', fetch })
    const quote = await provider.quote({ caipNetworkId: 'eip155:1', purchaseCurrency: 'ETH', paymentCurrency: 'USD', amount: '300', paymentMethod: 'CARD' }, {})
    expect(requests[0]?.url).toBe('https://api.moonpay.com/v3/currencies/eth/buy_quote?apiKey=pk_test_key&baseCurrencyCode=usd&baseCurrencyAmount=300&areFeesIncluded=true&paymentMethod=credit_debit_card')
    expect(quote).toEqual({
      coinbaseFee: { amount: '3.99', currency: 'USD' },
      networkFee: { amount: '7.64', currency: 'USD' },
      paymentSubtotal: { amount: '288.37', currency: 'USD' },
      paymentTotal: { amount: '300', currency: 'USD' },
      purchaseAmount: { amount: '0.0055', currency: 'ETH' },
      quoteId: expect.stringMatching(/^moonpay-[0-9a-f-]{36}$/),
    })
  })
})
