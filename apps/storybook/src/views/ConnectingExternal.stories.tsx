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
// The extension announced itself, then went away (uninstalled or disabled) before the user picked it.
export const Failed: StoryObj = modalStory({
  act: async (l, w) => {
    await l.open()
    l.router.push('ConnectingExternal', { connectorId: 'io.metamask' })
    w.wallet.connectors = w.wallet.connectors.filter((c) => c.id !== 'io.metamask')
    await l.connect('io.metamask').catch(() => {})
  },
})
