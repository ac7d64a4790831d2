import type { Meta, StoryObj } from '@storybook/react-vite'
import type { OnrampOptions, OnrampSource } from '@latch/core'
import { ADDRESS, connected, modalStory, type Seed } from '../seed'

const meta: Meta = { title: 'Views/OnRampProviders' }
export default meta

type Latch = Parameters<NonNullable<Seed['act']>>[0]
type Wallet = Parameters<NonNullable<Seed['act']>>[1]

const OPTIONS: OnrampOptions = {
  providers: [
    { name: 'local', label: 'Latch Test Pay', feeRange: '1 %', url: 'http://127.0.0.1:9999', supportedChains: ['eip155:1'] },
    { name: 'other', label: 'Other Pay', feeRange: '2–3 %', url: 'https://other.example', supportedChains: ['eip155:1'] },
  ],
  purchaseCurrencies: [
    { id: 'eth', name: 'Ether', symbol: 'ETH', networks: [{ name: 'ethereum', display_name: 'Ethereum', chain_id: '1', contract_address: '' }] },
    { id: 'usdc', name: 'USD Coin', symbol: 'USDC', networks: [{ name: 'ethereum', display_name: 'Ethereum', chain_id: '1', contract_address: '0xa0b8' }] },
  ],
  paymentCurrencies: [
    { id: 'USD', payment_method_limits: [{ id: 'CARD', min: '10', max: '500' }] },
    { id: 'EUR', payment_method_limits: [{ id: 'CARD', min: '10', max: '450' }] },
  ],
}

/** The dapp's on-ramp backend (an @latch/onramp-server handler): the process boundary, answering or not. */
function backend(mode: { options?: 'hang' | 'fail'; session?: 'hang' } = {}): OnrampSource {
  const usd = (amount: string) => ({ amount, currency: 'USD' })
  return {
    options: () => (mode.options === 'hang' ? new Promise<never>(() => {}) : mode.options === 'fail' ? Promise.reject(new Error('The on-ramp backend answered 502.')) : Promise.resolve(OPTIONS)),
    quotes: async () => [
      { provider: 'local', quote: { coinbaseFee: usd('1.49'), networkFee: usd('0.51'), paymentSubtotal: usd('98'), paymentTotal: usd('100'), purchaseAmount: { amount: '0.05', currency: 'ETH' }, quoteId: 'lq1' } },
      { provider: 'other', error: { code: 'UNSUPPORTED_REGION', message: 'Not available in your region' } },
    ],
    session: () => (mode.session === 'hang' ? new Promise<never>(() => {}) : Promise.resolve({ url: 'http://127.0.0.1:9999/checkout?session=s1' })),
  }
}

/** The window the Continue click would open: a stand-in, as the story opens none. */
const popup = () => ({ closed: false, location: { href: '' }, close() {} })

function buyStory(mode: Parameters<typeof backend>[0], then?: (l: Latch, wallet: Wallet) => Promise<void>): StoryObj {
  return modalStory({
    options: { onramp: { source: backend(mode) } },
    act: async (l, wallet) => {
      await connected(l)
      const opened = l.onramp.open()
      if (mode?.options === 'hang') return
      await opened
      await then?.(l, wallet)
    },
  })
}
const withQuotes = async (l: Latch, amount = '100') => {
  await l.onramp.setForm({ amount })
  for (let i = 0; i < 200 && l.getSnapshot().onramp?.quotes.status !== 'ready'; i++) await new Promise((r) => setTimeout(r, 10))
}

export const Loading: StoryObj = buyStory({ options: 'hang' })
export const OptionsError: StoryObj = buyStory({ options: 'fail' })
// Both providers side by side: one quote, one provider without one (and why).
export const Quotes: StoryObj = buyStory({}, (l) => withQuotes(l))
export const BelowMin: StoryObj = buyStory({}, (l) => l.onramp.setForm({ amount: '5' }))
export const AboveMax: StoryObj = buyStory({}, (l) => l.onramp.setForm({ amount: '900' }))
export const Opening: StoryObj = buyStory({ session: 'hang' }, async (l) => {
  await withQuotes(l)
  void l.onramp.checkout('local', popup())
})
export const Open: StoryObj = buyStory({}, async (l) => {
  await withQuotes(l)
  await l.onramp.checkout('local', popup())
})
// The balance rose while the checkout was open: what arrived is said.
export const Done: StoryObj = buyStory({}, async (l, wallet) => {
  await withQuotes(l)
  await l.onramp.checkout('local', popup())
  wallet.wallet.balances[`eip155:1:${ADDRESS}`] = '10000.05'
  for (let i = 0; i < 400 && l.getSnapshot().onramp?.checkout.status !== 'done'; i++) await new Promise((r) => setTimeout(r, 20))
})
// The browser blocked the window: nothing to show the checkout in.
export const PopupBlocked: StoryObj = buyStory({}, async (l) => {
  await withQuotes(l)
  await l.onramp.checkout('local', null).catch(() => {})
})
