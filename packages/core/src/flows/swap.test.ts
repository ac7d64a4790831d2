import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createTestLatch } from '../testing/fixtures'
import { createMockAdapter } from '../testing/mockAdapter'
import { createMockSwapSource, createMockSwaps, type MockSwapChain, type MockSwapSourceState } from '../testing/mockSwaps'
import type { SwapState, SwapTokenOption } from '../types/swapState'
import { accountOffers } from '../swap/availability'

beforeEach(() => vi.stubGlobal('window', {}))
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

const ME = 'eip155-me'
const LTT = 'eip155:1/erc20:0x5fbdb2315678afecb367f032d93f642f64180aa3'
const USDC = 'eip155:1/erc20:0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48'
const ROUTER = 'eip155-router'

async function connected(setup: { chain?: Partial<MockSwapChain>; source?: Partial<MockSwapSourceState>; ethBalance?: string } = {}) {
  const evm = createMockAdapter('eip155', {
    accounts: [{ address: ME, type: 'eoa' }],
    balances: { [`eip155:1:${ME}`]: setup.ethBalance ?? '2' },
    tokens: { [`eip155:1:${ME}`]: [{ asset: LTT, symbol: 'LTT', name: 'Latch Test Token', decimals: 18, amount: (1000n * 10n ** 18n).toString() }] },
  })
  const chain: MockSwapChain = { allowances: {}, batch: false, reject: {}, sent: [], ...setup.chain }
  Object.assign(evm, { swaps: createMockSwaps(chain) })
  let now = 1_000_000
  const source: MockSwapSourceState = {
    rates: { 'LTT→ETH': 0.001, 'ETH→LTT': 990, 'ETH→USDC': 3000 },
    tokens: [{ asset: USDC, symbol: 'USDC', name: 'USD Coin', decimals: 6 }, { asset: 'eip155:1/erc20:0x5FbDB2315678afecb367f032d93F642f64180aa3', symbol: 'LTT', name: 'Latch Test Token', decimals: 18, iconUrl: 'https://example.org/ltt.png' }],
    ttlMs: 60_000,
    spender: ROUTER,
    networkFee: 3_000_000_000_000_000n,
    requests: [],
    ...setup.source,
  }
  const { latch } = createTestLatch([evm], { tokens: { 'eip155:1': [LTT] }, swaps: { source: createMockSwapSource(source, () => now) } }, { now: () => now })
  await latch.connect(evm.wallet.connectors[0]?.id ?? '')
  await vi.waitFor(() => expect(latch.getSnapshot().namespaces.eip155?.account.balance).toBe(setup.ethBalance ?? '2'))
  await latch.open({ view: 'Account' })
  return { latch, evm, chain, source, tick: (ms: number) => (now += ms) }
}

type Latch = Awaited<ReturnType<typeof connected>>['latch']
const swap = (latch: Latch) => latch.getSnapshot().swap as SwapState
const token = (latch: Latch, symbol: string) => swap(latch).tokens.items.find((t) => t.symbol === symbol) as SwapTokenOption

/** Fills the form and asks for the quote at once (the form would after its debounce). */
async function quoted(latch: Latch, form: Parameters<Latch['swap']['setForm']>[0]) {
  await latch.swap.setForm(form)
  await latch.swap.refreshQuote().catch(() => undefined)
  return swap(latch)
}

describe('swap (issue #17)', () => {
  it('is offered where the adapter can swap and a source trades, and opens with the native currency in and the token lists', async () => {
    const { latch } = await connected()
    expect(accountOffers(latch.options, latch.getSnapshot()).swap).toBe(true)
    await latch.swap.open()
    expect(latch.getSnapshot().router.view).toBe('Swap')
    const s = swap(latch)
    expect(s.slippage).toBe(0.005)
    expect(s.fromToken).toMatchObject({ asset: 'eip155:1/slip44:60', symbol: 'ETH', balance: '2' })
    // Holdings first (with balances, once each — the source's spelling of LTT merges into the held one, adding its icon), then the source's.
    expect(s.tokens.items.map((t) => [t.symbol, t.balance])).toEqual([['ETH', '2'], ['LTT', '1000'], ['USDC', undefined]])
    expect(token(latch, 'LTT').iconUrl).toBe('https://example.org/ltt.png')
  })

  it('is not offered with features.swaps off, nor on an adapter without the capability', async () => {
    const evm = createMockAdapter('eip155', { accounts: [{ address: ME, type: 'eoa' }] })
    const { latch } = createTestLatch([evm], {})
    await latch.connect(evm.wallet.connectors[0]?.id ?? '')
    expect(accountOffers(latch.options, latch.getSnapshot()).swap).toBe(false)
    const off = await connected()
    const { latch: latch2 } = createTestLatch([Object.assign(createMockAdapter('eip155', { accounts: [{ address: ME, type: 'eoa' }] }), { swaps: off.evm.swaps })], { features: { swaps: false } })
    await latch2.connect('mock-eip155')
    expect(accountOffers(latch2.options, latch2.getSnapshot()).swap).toBe(false)
  })

  it('quotes after the last keystroke, shows rate, minimum at the slippage, fee and route, and says the token must be allowed', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const { latch, source } = await connected()
    await latch.swap.open()
    await latch.swap.setForm({ fromToken: token(latch, 'LTT'), toToken: token(latch, 'ETH') })
    await latch.swap.setForm({ amount: '1' })
    await latch.swap.setForm({ amount: '10' })
    await vi.advanceTimersByTimeAsync(500)
    // One request, for the last amount.
    expect(source.requests.map((r) => r.amount)).toEqual([10n * 10n ** 18n])
    expect(swap(latch)).toMatchObject({
      quoteStatus: 'ready',
      quote: { amountIn: '10', amountOut: '0.01', minAmountOut: '0.00995', networkFee: '0.003', networkFeeSymbol: 'ETH', route: ['Mock DEX'], source: 'Mock DEX', approval: { amount: '10', batched: false } },
    })
    expect(swap(latch).error).toBeUndefined()
  })

  it('refuses an amount that is not a number, zero, the same token twice, more than held, or more ETH than balance and fee', async () => {
    const { latch } = await connected({ ethBalance: '0.002' })
    await latch.swap.open()
    const ltt = token(latch, 'LTT')
    expect((await quoted(latch, { fromToken: ltt, toToken: token(latch, 'ETH'), amount: 'abc' })).error).toEqual({ code: 'AMOUNT_INVALID' })
    expect((await quoted(latch, { amount: '0' })).error).toEqual({ code: 'AMOUNT_NOT_POSITIVE' })
    expect((await quoted(latch, { amount: '2000' })).error).toEqual({ code: 'INSUFFICIENT_BALANCE', symbol: 'LTT' })
    // 0.003 ETH of fee on 0.002 ETH.
    expect((await quoted(latch, { amount: '5' })).error).toEqual({ code: 'INSUFFICIENT_FEE_BALANCE', symbol: 'ETH' })
    // Picking on one side the token of the other swaps them round.
    await latch.swap.setForm({ toToken: ltt })
    expect([swap(latch).fromToken?.symbol, swap(latch).toToken?.symbol]).toEqual(['ETH', 'LTT'])
  })

  it('no route and a failing source are said as such, with the cause', async () => {
    const { latch, source } = await connected()
    await latch.swap.open()
    source.fail = 'noRoute'
    expect((await quoted(latch, { toToken: token(latch, 'LTT'), amount: '1' })).error).toMatchObject({ code: 'NO_ROUTE', cause: { code: 'SWAP_NO_ROUTE' } })
    source.fail = 'down'
    await latch.swap.refreshQuote().catch(() => undefined)
    expect(swap(latch)).toMatchObject({ quoteStatus: 'error', error: { code: 'QUOTE_FAILED', cause: { code: 'SWAP_SOURCE_FAILED' } } })
  })

  it('an amount out is priced from the other side', async () => {
    const { latch, source } = await connected()
    await latch.swap.open()
    const s = await quoted(latch, { fromToken: token(latch, 'LTT'), toToken: token(latch, 'ETH'), amount: '0.5', side: 'out' })
    expect(source.requests.at(-1)).toMatchObject({ side: 'out', amount: 5n * 10n ** 17n })
    expect(s.quote).toMatchObject({ amountIn: '500', amountOut: '0.5' })
  })

  it('approves exactly the amount, then swaps, then refreshes balances and lists the trade as pending', async () => {
    const { latch, chain } = await connected()
    await latch.swap.open()
    await quoted(latch, { fromToken: token(latch, 'LTT'), toToken: token(latch, 'ETH'), amount: '10' })
    const id = await latch.swap.confirm()
    expect(chain.sent).toEqual([`approve:${LTT}:${10n * 10n ** 18n}`, 'swap:q1'])
    expect(id).toBe(`0x${'2'.padStart(64, '0')}`)
    expect(swap(latch)).toMatchObject({ status: 'success', hash: id, amount: '' })
    expect(latch.getSnapshot().router.view).toBe('Account')
    expect(latch.getSnapshot().snackbar).toMatchObject({ messageKey: 'snackbar.swapDone', variant: 'success' })
    expect(latch.getSnapshot().pendingTransactions[0]).toMatchObject({ hash: id, operationType: 'trade', transfers: [{ direction: 'out', symbol: 'LTT', quantity: '10' }, { direction: 'in', symbol: 'ETH', quantity: '0.01' }] })
  })

  it('one batch of approve + swap where the wallet takes it; no approval once allowed', async () => {
    const { latch, chain } = await connected({ chain: { batch: true } })
    await latch.swap.open()
    const s = await quoted(latch, { fromToken: token(latch, 'LTT'), toToken: token(latch, 'ETH'), amount: '10' })
    expect(s.quote?.approval).toEqual({ amount: '10', batched: true })
    await latch.swap.confirm()
    expect(chain.sent).toEqual([`approve:${LTT}:${10n * 10n ** 18n}+swap:q1`])
    await latch.swap.open()
    const again = await quoted(latch, { fromToken: token(latch, 'LTT'), toToken: token(latch, 'ETH'), amount: '10' })
    expect(again.quote?.approval).toBeUndefined()
  })

  it('a declined approval, a declined swap, a slippage revert and another revert stay on the form with their own codes', async () => {
    const { latch, chain } = await connected()
    await latch.swap.open()
    await quoted(latch, { fromToken: token(latch, 'LTT'), toToken: token(latch, 'ETH'), amount: '10' })
    chain.reject.approve = true
    await expect(latch.swap.confirm()).rejects.toMatchObject({ code: 'USER_REJECTED' })
    expect(swap(latch)).toMatchObject({ status: 'error', error: { code: 'APPROVAL_REJECTED' }, amount: '10', quote: { amountIn: '10' } })
    expect(latch.getSnapshot().router.view).toBe('Swap')
    for (const [setupChain, code] of [[() => (chain.reject.swap = true), 'SWAP_REJECTED'], [() => (chain.revert = 'slippage'), 'SLIPPAGE'], [() => (chain.revert = 'other'), 'SWAP_FAILED']] as const) {
      await latch.swap.refreshQuote()
      setupChain()
      await expect(latch.swap.confirm()).rejects.toBeDefined()
      expect(swap(latch)).toMatchObject({ status: 'error', error: { code } })
    }
    expect(swap(latch).error?.cause?.longMessage).toContain('TRANSFER_FROM_FAILED')
  })

  it('a quote past its time is asked again before sending; one that now pays less than the old minimum goes back to the user', async () => {
    const { latch, chain, source, tick } = await connected()
    await latch.swap.open()
    await quoted(latch, { fromToken: token(latch, 'ETH'), toToken: token(latch, 'LTT'), amount: '1' })
    tick(58_000)
    // Within 5 s of expiry: a fresh quote at the same price goes ahead.
    await latch.swap.confirm()
    expect(source.requests).toHaveLength(2)
    expect(chain.sent).toEqual(['swap:q2'])
    await latch.swap.open()
    await quoted(latch, { fromToken: token(latch, 'ETH'), toToken: token(latch, 'LTT'), amount: '1' })
    source.rates['ETH→LTT'] = 900
    tick(61_000)
    expect(await latch.swap.confirm()).toBeUndefined()
    expect(swap(latch)).toMatchObject({ error: { code: 'QUOTE_EXPIRED' }, quote: { amountOut: '900' } })
    expect(chain.sent).toEqual(['swap:q2'])
  })

  it('Max leaves the quoted network fee twice over when the native currency goes in; a token goes in whole', async () => {
    const { latch } = await connected()
    await latch.swap.open()
    await latch.swap.setForm({ toToken: token(latch, 'LTT') })
    await latch.swap.max()
    expect(swap(latch).amount).toBe('1.994')
    await latch.swap.setForm({ fromToken: token(latch, 'LTT'), toToken: token(latch, 'ETH') })
    await latch.swap.max()
    expect(swap(latch).amount).toBe('1000')
  })

  it('refreshes the quote on a timer while watched, not after', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const { latch, source } = await connected()
    await latch.swap.open()
    await quoted(latch, { toToken: token(latch, 'LTT'), amount: '1' })
    const stop = await latch.swap.watch()
    await vi.advanceTimersByTimeAsync(20_500)
    expect(source.requests).toHaveLength(2)
    stop()
    await vi.advanceTimersByTimeAsync(60_000)
    expect(source.requests).toHaveLength(2)
  })
})

describe('swap options', () => {
  it('a malformed swaps option fails the first swap with the path of the bad field', async () => {
    const evm = Object.assign(createMockAdapter('eip155', { accounts: [{ address: ME, type: 'eoa' }], balances: { [`eip155:1:${ME}`]: '1' } }), {
      swaps: createMockSwaps({ allowances: {}, batch: false, reject: {}, sent: [] }),
    })
    const { latch } = createTestLatch([evm], { swaps: { slippage: 2, source: 'lifi' as never } })
    await latch.connect('mock-eip155')
    await expect(latch.swap.open()).rejects.toMatchObject({
      code: 'INVALID_OPTIONS',
      issues: [
        { path: 'swaps.source', message: 'Must be a SwapSource or a function that loads one' },
        { path: 'swaps.slippage', message: 'Must be a fraction above 0 and below 0.5 (0.005 is 0.5 %)' },
      ],
    })
  })
})

describe('swap retries and unavailable networks', () => {
  it('after a failed attempt Swap may be pressed again; after a slippage failure a fresh quote is asked first', async () => {
    const { latch, chain, source } = await connected()
    await latch.swap.open()
    await quoted(latch, { fromToken: token(latch, 'ETH'), toToken: token(latch, 'LTT'), amount: '1' })
    chain.reject.swap = true
    await expect(latch.swap.confirm()).rejects.toMatchObject({ code: 'USER_REJECTED' })
    // The declined quote is still good: the retry sends it.
    await latch.swap.confirm()
    expect(chain.sent).toEqual(['swap:q1'])
    await latch.swap.open()
    await quoted(latch, { fromToken: token(latch, 'ETH'), toToken: token(latch, 'LTT'), amount: '1' })
    chain.revert = 'slippage'
    await expect(latch.swap.confirm()).rejects.toMatchObject({ code: 'SWAP_SLIPPAGE' })
    expect(swap(latch).error?.code).toBe('SLIPPAGE')
    const asked = source.requests.length
    await latch.swap.confirm()
    expect(source.requests.length).toBe(asked + 1)
    expect(chain.sent.at(-1)).toBe(`swap:q${asked + 1}`)
  })

  it('a network the source does not trade on says so instead of quoting', async () => {
    const evm = createMockAdapter('eip155', { accounts: [{ address: ME, type: 'eoa' }], balances: { [`eip155:1:${ME}`]: '1' } })
    Object.assign(evm, { swaps: createMockSwaps({ allowances: {}, batch: false, reject: {}, sent: [] }) })
    const mock = createMockSwapSource({ rates: { 'ETH→LTT': 1 }, tokens: [], ttlMs: 60_000, spender: ROUTER, networkFee: 0n, requests: [] })
    const { latch: other } = createTestLatch([evm], { swaps: { source: { ...mock, supports: (id) => id !== 'eip155:1' } } })
    await other.connect('mock-eip155')
    await other.swap.open()
    await other.swap.setForm({ toToken: { asset: LTT, symbol: 'LTT', name: 'LTT', decimals: 18 }, amount: '1' })
    await other.swap.refreshQuote()
    expect(other.getSnapshot().swap?.error).toEqual({ code: 'UNAVAILABLE' })
  })
})

describe('a swap the chain does not confirm', () => {
  it('after 10 minutes the view says it is still pending, and it is not sent again until the form changes', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const { latch, chain } = await connected({ chain: { hang: true } })
    await latch.swap.open()
    await quoted(latch, { fromToken: token(latch, 'ETH'), toToken: token(latch, 'LTT'), amount: '1' })
    const sending = latch.swap.confirm()
    const outcome = expect(sending).rejects.toMatchObject({ code: 'SWAP_PENDING' })
    await vi.advanceTimersByTimeAsync(9 * 60_000)
    expect(swap(latch).status).toBe('swapping')
    await vi.advanceTimersByTimeAsync(60_000)
    await outcome
    expect(swap(latch)).toMatchObject({ status: 'error', error: { code: 'SWAP_PENDING' } })
    expect(latch.getSnapshot().pendingTransactions[0]).toMatchObject({ status: 'pending', operationType: 'trade' })
    expect(await latch.swap.confirm()).toBeUndefined()
    expect(chain.sent).toEqual(['swap:q1'])
  })
})
