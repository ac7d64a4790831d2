import type { Meta, StoryObj } from '@storybook/react-vite'
import { connected, modalStory } from '../seed'

const meta: Meta = { title: 'Views/WalletReceive' }
export default meta

const receive = modalStory({
  act: async (l) => {
    await connected(l)
    l.router.push('WalletReceive')
  },
})

export const SameNetwork: StoryObj = receive
// The sender is on Chain Two while the modal shows Chain One: the funds land there, and Switch goes to see them.
export const OtherNetworkPicked: StoryObj = {
  ...receive,
  play: async ({ canvasElement }) => {
    const selector = '[data-testid="latch-receive-network-eip155:2"]'
    for (let i = 0; i < 200 && !canvasElement.querySelector(selector); i++) await new Promise((r) => setTimeout(r, 20))
    canvasElement.querySelector<HTMLInputElement>(selector)?.click()
  },
}
export const Dark: StoryObj = modalStory({
  options: { themeMode: 'dark' },
  act: async (l) => {
    await connected(l)
    l.router.push('WalletReceive')
  },
})
