import type { Meta, StoryObj } from '@storybook/react-vite'
import { createMockOnramp, type MockOnrampMode } from '@latch/core/internal'
import { ADDRESS, connected, modalStory, type Seed } from '../seed'

const meta: Meta = { title: 'Views/OnRampProviders' }
export default meta

type Latch = Parameters<NonNullable<Seed['act']>>[0]
type Wallet = Parameters<NonNullable<Seed['act']>>[1]

/** The window the Continue click would open: a stand-in, as the story opens none. */
const popup = () => ({ closed: false, location: { href: '' }, close() {} })

function buyStory(mode: MockOnrampMode, then?: (l: Latch, wallet: Wallet) => Promise<void>): StoryObj {
  return modalStory({
    options: { onramp: { source: createMockOnramp(mode).source } },
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
