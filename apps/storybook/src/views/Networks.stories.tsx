import type { Meta, StoryObj } from '@storybook/react-vite'
import { modalStory } from '../seed'

const meta: Meta = { title: 'Views/Networks' }
export default meta

export const Disconnected: StoryObj = modalStory({ act: (l) => l.open({ view: 'Networks' }) })
export const Connected: StoryObj = modalStory({
  act: async (l) => {
    await l.connect('io.metamask')
    await l.open()
    l.router.push('Networks')
  },
})
export const SwitchingDisabled: StoryObj = modalStory({ options: { enableNetworkSwitch: false }, act: (l) => l.open({ view: 'Networks' }) })
