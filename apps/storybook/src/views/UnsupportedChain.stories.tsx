import type { Meta, StoryObj } from '@storybook/react-vite'
import { modalStory } from '../seed'

const meta: Meta = { title: 'Views/UnsupportedChain' }
export default meta

export const WalletOnUnknownChain: StoryObj = modalStory({
  act: async (l, w) => {
    w.wallet.caipNetworkId = 'eip155:777'
    await l.connect('io.metamask')
  },
})
export const Dark: StoryObj = modalStory({
  options: { themeMode: 'dark' },
  act: async (l, w) => {
    w.wallet.caipNetworkId = 'eip155:777'
    await l.connect('io.metamask')
  },
})
