import type { Meta, StoryObj } from '@storybook/react-vite'
import { connected, modalStory } from '../seed'

const meta: Meta = { title: 'Views/Modal shell' }
export default meta

export const SnackbarSuccess: StoryObj = modalStory({ act: async (l) => { await connected(l); l.showSnackbar('success', 'Address copied') } })
export const SnackbarError: StoryObj = modalStory({ act: async (l) => { await connected(l); l.showSnackbar('error', 'Request declined') } })
export const SnackbarLoading: StoryObj = modalStory({ act: async (l) => { await connected(l); l.showSnackbar('loading', 'Waiting for the wallet') } })
export const Shaking: StoryObj = modalStory({ act: async (l) => { await l.open(); l.shake() } })
export const WithBackButton: StoryObj = modalStory({ act: async (l) => { await connected(l); l.router.push('Networks') } })
export const ViewNotInThisBuild: StoryObj = modalStory({ act: (l) => l.open({ view: 'Swap' }) })
export const Closed: StoryObj = {
  ...modalStory({ act: () => {} }),
  // Closed renders only the (empty) live region; show a note so the canvas is not blank.
  decorators: [(Story) => <><p>The modal is closed: only its live region is mounted.</p><Story /></>],
}
