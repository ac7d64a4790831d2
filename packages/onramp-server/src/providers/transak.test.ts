import { describe, expect, it } from 'vitest'
import { fakeFetch } from '../testing/fakeFetch'
import { transakOnramp } from './transak'

const ADDRESS = '0x976EA74026E726554dB657fA54763abd0C3a0aa9'
const SESSION = { caipNetworkId: 'eip155:137' as const, purchaseCurrency: 'USDC', paymentCurrency: 'EUR', amount: '75', provider: 'transak', address: ADDRESS }
const T0 = 1_800_000_000_000

function transakApi() {
  let issued = 0
  return fakeFetch((r) => {
    if (r.url.endsWith('/partners/api/v2/refresh-token')) {
      issued += 1
      // Valid for 7 days, as Transak issues it.
      return { body: { data: { accessToken: `token-${issued}`, expiresAt: T0 / 1000 + 7 * 86_400 } } }
    }
    return { body: { data: { widgetUrl: `https://global-stg.transak.com?apiKey=key&sessionId=s${issued}` } } }
  })
}

describe('transakOnramp', () => {
  it('trades the secret for an access token, then creates the widget URL from widgetParams', async () => {
    const { fetch, requests } = transakApi()
    const provider = transakOnramp({ apiKey: 'key', apiSecret: 'secret', environment: 'staging', fetch, now: () => T0 })
    const { url } = await provider.session({ ...SESSION, redirectUrl: 'https://dapp.example/done' }, { origin: 'https://dapp.example' })
    expect(url).toBe('https://global-stg.transak.com?apiKey=key&sessionId=s1')
    expect(requests.map((r) => [r.method, r.url])).toEqual([
      ['POST', 'https://api-stg.transak.com/partners/api/v2/refresh-token'],
      ['POST', 'https://api-gateway-stg.transak.com/api/v2/auth/session'],
    ])
    expect(requests[0]?.headers['api-secret']).toBe('secret')
    expect(requests[0]?.body).toEqual({ apiKey: 'key' })
    expect(requests[1]?.headers['access-token']).toBe('token-1')
    expect(requests[1]?.body).toEqual({
      widgetParams: { apiKey: 'key', referrerDomain: 'dapp.example', walletAddress: ADDRESS, network: 'polygon', cryptoCurrencyCode: 'USDC', fiatCurrency: 'EUR', fiatAmount: 75, redirectURL: 'https://dapp.example/done' },
    })
  })

  it('keeps the access token until shortly before it expires, refreshing once for concurrent sessions', async () => {
    const { fetch, requests } = transakApi()
    let now = T0
    const provider = transakOnramp({ apiKey: 'key', apiSecret: 'secret', environment: 'production', referrerDomain: 'dapp.example', fetch, now: () => now })
    await Promise.all([provider.session(SESSION, {}), provider.session(SESSION, {})])
    now = T0 + 6 * 86_400_000
    await provider.session(SESSION, {})
    expect(requests.filter((r) => r.url.endsWith('/refresh-token'))).toHaveLength(1)
    expect(requests[1]?.url).toBe('https://api-gateway.transak.com/api/v2/auth/session')
    now = T0 + 7 * 86_400_000 - 30_000
    await provider.session(SESSION, {})
    const refreshes = requests.filter((r) => r.url.endsWith('/refresh-token'))
    expect(refreshes).toHaveLength(2)
    expect(requests.at(-1)?.headers['access-token']).toBe('token-2')
  })

  it('maps the public price quote (totalFee holds the network fee) onto the spec’s quote', async () => {
    const { fetch, requests } = fakeFetch(() => ({
      body: {
        response: {
          quoteId: 'tq-1',
          fiatCurrency: 'EUR',
          cryptoCurrency: 'USDC',
          fiatAmount: 75,
          cryptoAmount: 80.12,
          totalFee: 2.6,
          feeBreakdown: [
            { name: 'Transak fee', value: 2.5, id: 'transak_fee' },
            { name: 'Network/Exchange fee', value: 0.1, id: 'network_fee' },
          ],
        },
      },
    }))
    const provider = transakOnramp({ apiKey: 'key', apiSecret: 'secret', environment: 'production', fetch })
    const quote = await provider.quote({ caipNetworkId: 'eip155:137', purchaseCurrency: 'USDC', paymentCurrency: 'EUR', amount: '75', country: 'FR' }, {})
    expect(requests[0]?.url).toBe(
      'https://api.transak.com/api/v1/pricing/public/quotes?partnerApiKey=key&fiatCurrency=EUR&cryptoCurrency=USDC&isBuyOrSell=BUY&network=polygon&paymentMethod=credit_debit_card&fiatAmount=75&quoteCountryCode=FR',
    )
    expect(quote).toEqual({
      coinbaseFee: { amount: '2.5', currency: 'EUR' },
      networkFee: { amount: '0.1', currency: 'EUR' },
      paymentSubtotal: { amount: '72.4', currency: 'EUR' },
      paymentTotal: { amount: '75', currency: 'EUR' },
      purchaseAmount: { amount: '80.12', currency: 'USDC' },
      quoteId: 'tq-1',
    })
  })
})
