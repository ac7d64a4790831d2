import type { Meta, StoryObj } from '@storybook/react-vite'
import { modalStory } from '../seed'

const meta: Meta = { title: 'Views/ConnectingExternal' }
export default meta

export const Waiting: StoryObj = modalStory({
  act: async (l, w) => {
    w.wallet.connectGate = new Promise(() => {})
    await l.open()
    l.router.push('ConnectingExternal', { connectorId: 'io.metamask' })
    l.connect('io.metamask').catch(() => {})
  },
})
export const Declined: StoryObj = modalStory({
  act: async (l, w) => {
    w.wallet.reject.connect = true
    await l.open()
    l.router.push('ConnectingExternal', { connectorId: 'io.metamask' })
    await l.connect('io.metamask').catch(() => {})
  },
})
export const Failed: StoryObj = modalStory({
  act: async (l) => {
    await l.open()
    l.router.push('ConnectingExternal', { connectorId: 'gone.wallet' })
    await l.connect('gone.wallet').catch(() => {})
  },
})
