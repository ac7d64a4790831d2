import type { Meta, StoryObj } from '@storybook/react-vite'
import { connected, modalStory } from '../seed'

const meta: Meta = { title: 'Views/WalletSend' }
export default meta

type Latch = Parameters<NonNullable<Parameters<typeof modalStory>[0]['act']>>[0]
const onSend = async (l: Latch) => {
  await connected(l)
  l.router.push('WalletSend')
}
const RECEIVER = 'eip155-friend'

export const Empty: StoryObj = modalStory({ act: onSend })
export const Invalid: StoryObj = modalStory({
  act: async (l) => {
    await onSend(l)
    await l.send.setForm({ amount: 'abc', to: '0x12' })
    await l.send.preview()
  },
})
export const Insufficient: StoryObj = modalStory({
  act: async (l) => {
    await onSend(l)
    await l.send.setForm({ amount: '50000', to: RECEIVER })
    await l.send.preview()
  },
})
export const Preview: StoryObj = modalStory({
  act: async (l) => {
    await onSend(l)
    await l.send.setForm({ amount: '0.25', to: RECEIVER })
    await l.send.preview()
  },
})
// A receiver given as a name (ENS on eip155): the preview shows the name and the address it resolved to.
export const PreviewToName: StoryObj = modalStory({
  act: async (l, w) => {
    w.wallet.names['friend.latch.eth'] = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
    await onSend(l)
    await l.send.setForm({ amount: '0.25', to: 'friend.latch.eth' })
    await l.send.preview()
  },
})
export const NameNotFound: StoryObj = modalStory({
  act: async (l) => {
    await onSend(l)
    await l.send.setForm({ amount: '0.25', to: 'nobody.latch.eth' })
    await l.send.preview()
  },
})
export const Sent: StoryObj = modalStory({
  act: async (l) => {
    await onSend(l)
    await l.send.setForm({ amount: '0.25', to: RECEIVER })
    await l.send.preview()
    await l.send.confirm()
  },
})
export const Rejected: StoryObj = modalStory({
  act: async (l, wallet) => {
    await onSend(l)
    await l.send.setForm({ amount: '0.25', to: RECEIVER })
    await l.send.preview()
    wallet.wallet.reject.send = true
    await l.send.confirm().catch(() => {})
  },
})
export const PreviewDark: StoryObj = modalStory({
  options: { themeMode: 'dark' },
  act: async (l) => {
    await onSend(l)
    await l.send.setForm({ amount: '0.25', to: RECEIVER })
    await l.send.preview()
  },
})
// Sending a token picked from the Tokens list: its own balance; the fee is paid in ETH.
export const TokenPreview: StoryObj = modalStory({
  act: async (l) => {
    await onSend(l)
    await l.send.setForm({ token: { asset: 'eip155:1/erc20:eip155-ltt', symbol: 'LTT', decimals: 18, quantity: '1000' }, amount: '12.5', to: RECEIVER })
    await l.send.preview()
  },
})
// A chain that removes emptied accounts (Polkadot's existential deposit): sending all of it warns before the wallet.
export const PreviewClosesAccount: StoryObj = modalStory({
  act: async (l, w) => {
    w.wallet.minRemaining = 10n ** 16n
    await onSend(l)
    await l.send.setForm({ to: RECEIVER })
    await l.send.max()
    await l.send.preview()
  },
})
// The same chain: a receiver it does not know yet must get at least the deposit.
export const BelowMinAmount: StoryObj = modalStory({
  act: async (l, w) => {
    w.wallet.minAmount = 10n ** 16n
    await onSend(l)
    await l.send.setForm({ amount: '0.001', to: RECEIVER })
    await l.send.preview()
  },
})
// A chain that prices by speed (Bitcoin's fee-rate estimates): the form offers slow / normal / fast.
const withSpeeds = (w: Parameters<NonNullable<Parameters<typeof modalStory>[0]['act']>>[1]) => {
  w.wallet.feeRates = { slow: 1, normal: 4.5, fast: 12.25 }
}
export const SpeedChoice: StoryObj = modalStory({
  act: async (l, w) => {
    withSpeeds(w)
    await onSend(l)
    await l.send.setForm({ feeSpeed: 'fast' })
  },
})
// Its preview: the rate paid, and every coin spent and paid out, change marked — what the wallet will sign.
export const PreviewCoins: StoryObj = modalStory({
  act: async (l, w) => {
    withSpeeds(w)
    await onSend(l)
    await l.send.setForm({ amount: '0.25', to: RECEIVER })
    await l.send.preview()
  },
})
// A rule of the chain the amount breaks (below Bitcoin's dust), said on the field in the adapter's words.
export const TransferRefused: StoryObj = modalStory({
  act: async (l, w) => {
    await onSend(l)
    const dust = Object.assign(new Error('100 sat is below the 294 sat this address type may receive (dust).'), { sendField: 'amount' })
    Object.assign(w, { transfers: { prepare: () => Promise.reject(dust) } })
    await l.send.setForm({ amount: '0.000001', to: RECEIVER })
    await l.send.preview()
  },
})
// A chain that records a memo (Cosmos): the optional field, over its limit.
export const MemoTooLong: StoryObj = modalStory({
  act: async (l, w) => {
    w.wallet.memoMaxBytes = 16
    await onSend(l)
    await l.send.setForm({ amount: '0.25', to: RECEIVER, memo: 'a memo of more than sixteen bytes' })
    await l.send.preview()
  },
})
// Its preview shows the memo that goes with the transfer.
export const PreviewMemo: StoryObj = modalStory({
  act: async (l, w) => {
    w.wallet.memoMaxBytes = 256
    await onSend(l)
    await l.send.setForm({ amount: '0.25', to: RECEIVER, memo: 'invoice 42' })
    await l.send.preview()
  },
})
