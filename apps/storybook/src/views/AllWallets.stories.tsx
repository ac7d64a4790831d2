import type { Meta, StoryObj } from '@storybook/react-vite'
import { manyWallets, modalStory } from '../seed'

const meta: Meta = { title: 'Views/AllWallets' }
export default meta

export const List: StoryObj = modalStory({ connectors: manyWallets, act: (l) => l.open({ view: 'AllWallets' }) })
export const FromConnect: StoryObj = modalStory({
  connectors: manyWallets,
  act: async (l) => {
    await l.open()
    l.router.push('AllWallets')
  },
})
export const Dark: StoryObj = modalStory({ connectors: manyWallets, options: { themeMode: 'dark' }, act: (l) => l.open({ view: 'AllWallets' }) })
