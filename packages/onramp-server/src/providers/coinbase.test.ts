import { createPublicKey, verify } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { OnrampProviderError } from '../provider'
import { fakeFetch } from '../testing/fakeFetch'
import { coinbaseOnramp } from './coinbase'
import { TEST_EC_P256_PEM, TEST_KEY_NAME } from './fixtures/testKeys'

const ADDRESS = '0x976EA74026E726554dB657fA54763abd0C3a0aa9'
const REQUEST = { caipNetworkId: 'eip155:8453' as const, purchaseCurrency: 'ETH', paymentCurrency: 'USD', amount: '100' }

function bearerClaims(authorization: string | undefined) {
  const [header, claims, signature] = (authorization ?? '').replace(/^Bearer /, '').split('.') as [string, string, string]
  const ok = verify('sha256', Buffer.from(`${header}.${claims}`), { key: createPublicKey(TEST_EC_P256_PEM), dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'))
  return { ok, claims: JSON.parse(Buffer.from(claims, 'base64url').toString()) as { uri: string; sub: string } }
}

describe('coinbaseOnramp', () => {
  it('creates a session token for the address, network, asset and IP, then the one-click-buy checkout URL', async () => {
    const { fetch, requests } = fakeFetch(() => ({ body: { token: 'ZWJjZDEyMzQ=', channel_id: '' } }))
    const provider = coinbaseOnramp({ apiKeyName: TEST_KEY_NAME, apiKeySecret: TEST_EC_P256_PEM, projectId: 'proj-1', fetch })
    const { url } = await provider.session({ ...REQUEST, provider: 'coinbase', address: ADDRESS, quoteId: 'q-9', redirectUrl: 'https://dapp.example/done' }, { clientIp: '198.51.100.7', origin: 'https://dapp.example' })
    expect(requests).toHaveLength(1)
    const [token] = requests
    expect(token?.method).toBe('POST')
    expect(token?.url).toBe('https://api.developer.coinbase.com/onramp/v1/token')
    expect(token?.body).toEqual({ addresses: [{ address: ADDRESS, blockchains: ['base'] }], assets: ['ETH'], clientIp: '198.51.100.7' })
    const bearer = bearerClaims(token?.headers.authorization)
    expect(bearer.ok).toBe(true)
    expect(bearer.claims).toMatchObject({ sub: TEST_KEY_NAME, uri: 'POST api.developer.coinbase.com/onramp/v1/token' })
    expect(url).toBe(
      'https://pay.coinbase.com/buy/select-asset?sessionToken=ZWJjZDEyMzQ%3D&defaultNetwork=base&defaultAsset=ETH&presetFiatAmount=100&fiatCurrency=USD&quoteId=q-9&redirectUrl=https%3A%2F%2Fdapp.example%2Fdone&appId=proj-1',
    )
  })

  it('refuses a session without the buyer’s IP (Coinbase binds the token to it)', async () => {
    const { fetch, requests } = fakeFetch(() => ({ body: {} }))
    const provider = coinbaseOnramp({ apiKeyName: TEST_KEY_NAME, apiKeySecret: TEST_EC_P256_PEM, fetch })
    await expect(provider.session({ ...REQUEST, provider: 'coinbase', address: ADDRESS }, {})).rejects.toMatchObject({ code: 'CLIENT_IP_REQUIRED' })
    expect(requests).toHaveLength(0)
  })

  it('maps the buy quote’s snake_case { value, currency } fields onto the spec’s quote', async () => {
    const usd = (value: string) => ({ value, currency: 'USD' })
    const { fetch, requests } = fakeFetch(() => ({
      body: { coinbase_fee: usd('2.49'), network_fee: usd('0.01'), payment_subtotal: usd('97.50'), payment_total: usd('100.00'), purchase_amount: { value: '0.038461', currency: 'ETH' }, quote_id: 'quote-abc' },
    }))
    const provider = coinbaseOnramp({ apiKeyName: TEST_KEY_NAME, apiKeySecret: TEST_EC_P256_PEM, fetch })
    const quote = await provider.quote({ ...REQUEST, paymentMethod: 'APPLE_PAY', country: 'DE' }, {})
    expect(quote).toEqual({
      coinbaseFee: { amount: '2.49', currency: 'USD' },
      networkFee: { amount: '0.01', currency: 'USD' },
      paymentSubtotal: { amount: '97.50', currency: 'USD' },
      paymentTotal: { amount: '100.00', currency: 'USD' },
      purchaseAmount: { amount: '0.038461', currency: 'ETH' },
      quoteId: 'quote-abc',
    })
    expect(requests[0]?.url).toBe('https://api.developer.coinbase.com/onramp/v1/buy/quote')
    expect(requests[0]?.body).toEqual({ purchaseCurrency: 'ETH', purchaseNetwork: 'base', paymentAmount: '100', paymentCurrency: 'USD', paymentMethod: 'APPLE_PAY', country: 'DE' })
    expect(bearerClaims(requests[0]?.headers.authorization).claims.uri).toBe('POST api.developer.coinbase.com/onramp/v1/buy/quote')
  })

  it('says an HTTP error and a body without the documented fields as typed errors', async () => {
    const unauthorized = coinbaseOnramp({ apiKeyName: TEST_KEY_NAME, apiKeySecret: TEST_EC_P256_PEM, fetch: fakeFetch(() => ({ status: 401, body: { message: 'secret detail' } })).fetch })
    const error = await unauthorized.quote(REQUEST, {}).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(OnrampProviderError)
    expect(error).toMatchObject({ code: 'PROVIDER_HTTP_ERROR', message: 'Coinbase answered HTTP 401 (check the API key and its allowed IPs).' })
    const empty = coinbaseOnramp({ apiKeyName: TEST_KEY_NAME, apiKeySecret: TEST_EC_P256_PEM, fetch: fakeFetch(() => ({ body: {} })).fetch })
    await expect(empty.quote(REQUEST, {})).rejects.toMatchObject({ code: 'PROVIDER_MALFORMED', message: 'Coinbase answered without coinbase_fee.value.' })
  })
})
