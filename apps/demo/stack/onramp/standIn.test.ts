import { httpOnramp, OnrampError, type OnrampQuoteRequest } from '@latch/core/onramp'
import { JsonRpcProvider, parseEther, Wallet } from 'ethers'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type AnvilHandle, startAnvil } from '../anvil.mjs'
import { ONRAMP_FUNDER_KEY, startOnrampStandIn } from './standIn.mjs'

// Ports no dev stack, e2e run or other stack test uses.
const CHAIN_PORT = 28745
const STAND_IN_PORT = 28746
/** The dapp page's origin (a browser adds it to the modal's requests; Node's fetch is told to). */
const DAPP_ORIGIN = 'http://127.0.0.1:28747'
const REQUEST: OnrampQuoteRequest = { caipNetworkId: 'eip155:31337', purchaseCurrency: 'ETH', paymentCurrency: 'USD', amount: '25' }

let anvil: AnvilHandle | undefined
let standIn: Awaited<ReturnType<typeof startOnrampStandIn>> | undefined
let chain: JsonRpcProvider
let clock = Date.now()

/** What the browser does to the modal's fetches: sends the page's Origin. */
const fromOrigin =
  (origin: string): typeof fetch =>
  (input, init = {}) =>
    fetch(input, { ...init, headers: { ...(init.headers as Record<string, string>), origin } })

/** What the checkout page's script does on Pay (same-origin, so the browser sends the stand-in's Origin). */
const pay = (session: string, origin = standIn?.origin ?? '') =>
  fetch(`${standIn?.origin}/checkout/pay`, { method: 'POST', headers: { origin, 'content-type': 'application/json' }, body: JSON.stringify({ session }) })

beforeAll(async () => {
  anvil = await startAnvil({ chainId: 31337, port: CHAIN_PORT, host: '127.0.0.1' })
  standIn = await startOnrampStandIn({ port: STAND_IN_PORT, rpcUrl: anvil.url, chainId: 31337, allowedOrigins: [DAPP_ORIGIN], funderKey: ONRAMP_FUNDER_KEY, now: () => clock })
  chain = new JsonRpcProvider(anvil.url, 31337, { staticNetwork: true, cacheTimeout: -1 })
}, 60_000)

afterAll(async () => {
  chain?.destroy()
  await standIn?.stop()
  await anvil?.stop()
})

describe('the on-ramp stand-in, through core’s real httpOnramp', () => {
  it('offers Latch Test Pay, quotes at the fixed price, and its checkout pays the quoted ETH on chain', async () => {
    const source = httpOnramp({ url: standIn?.url ?? '', fetch: fromOrigin(DAPP_ORIGIN) })
    const options = await source.options()
    expect(options.providers).toEqual([{ name: 'local', label: 'Latch Test Pay', feeRange: '1 %', url: 'http://127.0.0.1:28746', supportedChains: ['eip155:31337'] }])
    expect(options.purchaseCurrencies.map((c) => c.id)).toEqual(['ETH'])

    const [result] = await source.quotes(REQUEST)
    expect(result).toEqual({
      provider: 'local',
      quote: {
        coinbaseFee: { amount: '0.25', currency: 'USD' },
        networkFee: { amount: '0.00', currency: 'USD' },
        paymentSubtotal: { amount: '24.75', currency: 'USD' },
        paymentTotal: { amount: '25.00', currency: 'USD' },
        // 24.75 USD at 2000 USD per ETH.
        purchaseAmount: { amount: '0.012375', currency: 'ETH' },
        quoteId: expect.stringMatching(/^local-/),
      },
    })
    const purchased = result && 'quote' in result ? result.quote.purchaseAmount.amount : ''

    const buyer = Wallet.createRandom().address
    const { url } = await source.session({ ...REQUEST, provider: 'local', address: buyer })
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:28746\/checkout\?session=[\w-]{22}$/)
    const session = new URL(url).searchParams.get('session') ?? ''

    // The page: the amount, a Pay button, and its script from its own path under a CSP without inline script.
    const page = await fetch(url)
    expect(page.status).toBe(200)
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self';")
    const html = await page.text()
    expect(html).toContain('0.012375 ETH')
    expect(html).toContain(buyer)
    expect(html).toContain('<script src="/checkout.js"></script>')
    expect(html).not.toMatch(/<script>|<style|style=/)
    const script = await (await fetch(`${standIn?.origin}/checkout.js`)).text()
    expect(script).toContain("{ type: 'latch:onramp', status: 'completed', provider: 'local', transactionHash: body.transactionHash }, body.targetOrigin")

    expect(await chain.getBalance(buyer)).toBe(0n)
    const paid = await pay(session)
    expect(paid.status).toBe(200)
    const answer = (await paid.json()) as { status: string; provider: string; transactionHash: string; targetOrigin: string }
    // The origin the session was created for, which the page posts to: never '*'.
    expect(answer).toEqual({ status: 'completed', provider: 'local', transactionHash: expect.stringMatching(/^0x[0-9a-f]{64}$/), targetOrigin: DAPP_ORIGIN })
    expect(await chain.getBalance(buyer)).toBe(parseEther(purchased))
    const receipt = await chain.getTransactionReceipt(answer.transactionHash)
    expect(receipt?.from).toBe(new Wallet(ONRAMP_FUNDER_KEY).address)
    expect(receipt?.to).toBe(buyer)

    // Single use: paying again, or opening the page again, is refused, and nothing more is sent.
    const again = await pay(session)
    expect(again.status).toBe(409)
    expect(await again.json()).toEqual({ error: { code: 'SESSION_USED', message: 'This checkout was already used.' } })
    expect((await fetch(url)).status).toBe(410)
    expect(await chain.getBalance(buyer)).toBe(parseEther(purchased))
  })

  it('refuses an expired session, a pay from another origin, and a session for an origin it does not serve', async () => {
    const source = httpOnramp({ url: standIn?.url ?? '', fetch: fromOrigin(DAPP_ORIGIN) })
    const buyer = Wallet.createRandom().address
    const { url } = await source.session({ ...REQUEST, provider: 'local', address: buyer })
    const session = new URL(url).searchParams.get('session') ?? ''
    expect((await pay(session, 'https://evil.example')).status).toBe(403)
    clock += 5 * 60_000 + 1
    const expired = await pay(session)
    expect(expired.status).toBe(410)
    expect((await fetch(url)).status).toBe(404)
    expect(await chain.getBalance(buyer)).toBe(0n)

    const stranger = httpOnramp({ url: standIn?.url ?? '', fetch: fromOrigin('https://evil.example') })
    const refused = await stranger.session({ ...REQUEST, provider: 'local', address: buyer }).catch((e: unknown) => e)
    expect(refused).toBeInstanceOf(OnrampError)
    expect((refused as OnrampError).failure).toMatchObject({ kind: 'status', status: 403, code: 'ORIGIN_NOT_ALLOWED' })
  })
})
