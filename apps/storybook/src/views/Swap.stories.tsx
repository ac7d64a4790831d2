import type { Meta, StoryObj } from '@storybook/react-vite'
import type { SwapSource } from '@latch/core'
import { createMockSwapSource, createMockSwaps, type MockSwapCall, type MockSwapChain, type MockSwapSourceState } from '@latch/core/internal'
import { ADDRESS, connected, modalStory, type Seed } from '../seed'

const meta: Meta = { title: 'Views/Swap' }
export default meta

type Latch = Parameters<NonNullable<Seed['act']>>[0]
const LTT = 'eip155:1/erc20:0x5fbdb2315678afecb367f032d93f642f64180aa3'
const USDC = 'eip155:1/erc20:0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48'

interface SwapSeed {
  chain?: Partial<MockSwapChain>
  source?: Partial<MockSwapSourceState>
  /** The aggregator's token list never answers (the pickers' loading state) or fails. */
  tokens?: 'hang' | 'fail'
  /** The aggregator's quotes never answer. */
  quoteHangs?: boolean
  /** The price impact every quote reports (the mock's own is 0.1 %). */
  impact?: number
  /** The wallet holds this kind of call forever (the in-progress states), or fails it. */
  wallet?: { hang?: 'approve' | 'swap'; fail?: 'approve' }
  /** Drives the form once the view is open. */
  drive?: (l: Latch, s: { chain: MockSwapChain; source: MockSwapSourceState }) => Promise<void>
}

/**
 * The seeded account (10,000 ETH, 1,000 LTT) with a chain that swaps and a mock aggregator at fixed rates: the
 * process boundaries of a swap, so every state is reached through the client's own methods.
 */
function swapStory({ chain: c, source: src, tokens, quoteHangs, impact, wallet: w, drive }: SwapSeed = {}): StoryObj {
  const chain: MockSwapChain = { allowances: {}, batch: false, reject: {}, sent: [], ...c }
  const source: MockSwapSourceState = {
    rates: { 'LTT→ETH': 0.00099, 'ETH→LTT': 990, 'ETH→USDC': 3000 },
    tokens: [{ asset: USDC, symbol: 'USDC', name: 'USD Coin', decimals: 6 }],
    ttlMs: 10 * 60_000,
    spender: '0x1111111254eeb25477b68fb85ed929f73a960582',
    networkFee: 420_000_000_000_000n,
    requests: [],
    ...src,
  }
  const mock = createMockSwapSource(source)
  const aggregator: SwapSource = {
    ...mock,
    tokens: tokens === 'hang' ? () => new Promise<never>(() => {}) : tokens === 'fail' ? () => Promise.reject(new Error('The token list answered 503.')) : (p) => mock.tokens(p),
    quote: async (request, p) => {
      if (quoteHangs) return new Promise<never>(() => {})
      const quote = await mock.quote(request, p)
      return impact === undefined ? quote : { ...quote, priceImpact: impact }
    },
  }
  return modalStory({
    options: { tokens: { 'eip155:1': [LTT] }, swaps: { source: aggregator } },
    act: async (l, wallet) => {
      wallet.wallet.tokens[`eip155:1:${ADDRESS}`] = [{ asset: LTT, symbol: 'LTT', name: 'Latch Test Token', decimals: 18, amount: (1000n * 10n ** 18n).toString() }]
      const swaps = createMockSwaps(chain)
      const send: typeof swaps.send = async (p) => {
        const kinds = (p.calls as MockSwapCall[]).map((call) => call.kind)
        const kind = kinds.includes('swap') ? 'swap' : 'approve'
        if (w?.hang === kind) return new Promise<never>(() => {})
        if (w?.fail === kind) throw new Error('execution reverted: ERC20: approve to the zero address')
        return swaps.send(p)
      }
      Object.assign(wallet, { swaps: { ...swaps, send } })
      await connected(l)
      const opened = l.swap.open()
      if (tokens === 'hang') return
      await opened
      await drive?.(l, { chain, source })
    },
  })
}

const token = (l: Latch, symbol: string) => {
  const found = l.getSnapshot().swap?.tokens.items.find((t) => t.symbol === symbol)
  if (!found) throw new Error(`no token ${symbol}`)
  return found
}
/** Fills the form and asks for the quote now (the form would after its debounce). */
const quoted = async (l: Latch, form: { from: string; to: string; amount: string; side?: 'in' | 'out' }) => {
  await l.swap.setForm({ fromToken: token(l, form.from), toToken: token(l, form.to), amount: form.amount, side: form.side ?? 'in' })
  await l.swap.refreshQuote().catch(() => {})
}

/** Sets a React-controlled field as typing would. */
function type(input: HTMLInputElement, value: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value)
  input.dispatchEvent(new Event('input', { bubbles: true }))
}
async function find<T extends Element>(root: HTMLElement, selector: string): Promise<T> {
  for (let i = 0; i < 200 && !root.querySelector(selector); i++) await new Promise((r) => setTimeout(r, 20))
  const el = root.querySelector<T>(selector)
  if (!el) throw new Error(`nothing matches ${selector}`)
  return el
}

// Opened from Account: ETH in, nothing out yet.
export const Empty: StoryObj = swapStory()
export const TokensLoading: StoryObj = {
  ...swapStory({ tokens: 'hang' }),
  play: async ({ canvasElement }) => (await find<HTMLElement>(canvasElement, '[data-testid="latch-swap-to"]')).click(),
}
export const TokensError: StoryObj = {
  ...swapStory({ tokens: 'fail' }),
  play: async ({ canvasElement }) => (await find<HTMLElement>(canvasElement, '[data-testid="latch-swap-to"]')).click(),
}
// The picker with a search typed: symbol, name and address all match.
export const PickerSearch: StoryObj = {
  ...swapStory(),
  play: async ({ canvasElement }) => {
    ;(await find<HTMLElement>(canvasElement, '[data-testid="latch-swap-to"]')).click()
    type(await find<HTMLInputElement>(canvasElement, '[data-testid="latch-swap-token-search"]'), 'coin')
  },
}
export const QuoteLoading: StoryObj = swapStory({
  quoteHangs: true,
  drive: async (l) => {
    await l.swap.setForm({ toToken: token(l, 'USDC'), amount: '0.5' })
    void l.swap.refreshQuote()
    await until(() => l.getSnapshot().swap?.quoteStatus === 'loading')
  },
})
export const QuoteReady: StoryObj = swapStory({ drive: (l) => quoted(l, { from: 'ETH', to: 'USDC', amount: '0.5' }) })
export const QuoteWithApproval: StoryObj = swapStory({ drive: (l) => quoted(l, { from: 'LTT', to: 'ETH', amount: '100' }) })
export const QuoteBatched: StoryObj = swapStory({ chain: { batch: true }, drive: (l) => quoted(l, { from: 'LTT', to: 'ETH', amount: '100' }) })
// Typed on the receive side: the amount in is what the quote asks.
export const AmountOut: StoryObj = swapStory({ drive: (l) => quoted(l, { from: 'LTT', to: 'ETH', amount: '0.099', side: 'out' }) })
export const HighImpact: StoryObj = swapStory({ impact: 0.045, drive: (l) => quoted(l, { from: 'ETH', to: 'USDC', amount: '0.5' }) })
export const VeryHighImpact: StoryObj = swapStory({ impact: 0.18, drive: (l) => quoted(l, { from: 'ETH', to: 'USDC', amount: '0.5' }) })
export const Approving: StoryObj = swapStory({
  wallet: { hang: 'approve' },
  drive: async (l) => {
    await quoted(l, { from: 'LTT', to: 'ETH', amount: '100' })
    void l.swap.confirm()
    await until(() => l.getSnapshot().swap?.status === 'approving')
  },
})
export const Swapping: StoryObj = swapStory({
  wallet: { hang: 'swap' },
  drive: async (l) => {
    await quoted(l, { from: 'ETH', to: 'USDC', amount: '0.5' })
    void l.swap.confirm()
    await until(() => l.getSnapshot().swap?.status === 'swapping')
  },
})

// The error codes as the form words them. UNAVAILABLE (a network the source does not trade on) and SWAP_PENDING (10 minutes
// without a receipt) are driven in core's swap tests; their words are checked by the catalogue's parity test.
export const ErrorAmountInvalid: StoryObj = swapStory({ drive: (l) => quoted(l, { from: 'ETH', to: 'USDC', amount: 'abc' }) })
export const ErrorAmountNotPositive: StoryObj = swapStory({ drive: (l) => quoted(l, { from: 'ETH', to: 'USDC', amount: '0' }) })
export const ErrorSameToken: StoryObj = swapStory({ drive: (l) => quoted(l, { from: 'ETH', to: 'ETH', amount: '1' }) })
export const ErrorInsufficientBalance: StoryObj = swapStory({ drive: (l) => quoted(l, { from: 'LTT', to: 'ETH', amount: '5000' }) })
export const ErrorInsufficientFeeBalance: StoryObj = swapStory({ source: { networkFee: 10n ** 23n }, drive: (l) => quoted(l, { from: 'LTT', to: 'ETH', amount: '100' }) })
export const ErrorNoRoute: StoryObj = swapStory({ source: { fail: 'noRoute' }, drive: (l) => quoted(l, { from: 'ETH', to: 'USDC', amount: '0.5' }) })
export const ErrorQuoteFailed: StoryObj = swapStory({ source: { fail: 'down' }, drive: (l) => quoted(l, { from: 'ETH', to: 'USDC', amount: '0.5' }) })
// The quote aged past its expiry and the fresh one pays less than the old minimum: the user looks again.
export const ErrorQuoteExpired: StoryObj = swapStory({
  source: { ttlMs: 1_000 },
  drive: async (l, { source }) => {
    await quoted(l, { from: 'ETH', to: 'USDC', amount: '0.5' })
    source.rates['ETH→USDC'] = 2900
    await l.swap.confirm().catch(() => {})
  },
})
export const ErrorSlippage: StoryObj = swapStory({ chain: { revert: 'slippage' }, drive: (l) => attempt(l, { from: 'ETH', to: 'USDC', amount: '0.5' }) })
export const ErrorApprovalRejected: StoryObj = swapStory({ chain: { reject: { approve: true } }, drive: (l) => attempt(l, { from: 'LTT', to: 'ETH', amount: '100' }) })
export const ErrorApprovalFailed: StoryObj = swapStory({ wallet: { fail: 'approve' }, drive: (l) => attempt(l, { from: 'LTT', to: 'ETH', amount: '100' }) })
export const ErrorSwapRejected: StoryObj = swapStory({ chain: { reject: { swap: true } }, drive: (l) => attempt(l, { from: 'ETH', to: 'USDC', amount: '0.5' }) })
export const ErrorSwapFailed: StoryObj = swapStory({ chain: { revert: 'other' }, drive: (l) => attempt(l, { from: 'ETH', to: 'USDC', amount: '0.5' }) })

async function attempt(l: Latch, form: Parameters<typeof quoted>[1]) {
  await quoted(l, form)
  await l.swap.confirm().catch(() => {})
}
async function until(done: () => boolean) {
  for (let i = 0; i < 200 && !done(); i++) await new Promise((r) => setTimeout(r, 10))
}
