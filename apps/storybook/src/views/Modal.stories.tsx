import type { Meta, StoryObj } from '@storybook/react-vite'
import { viewRegistry } from '@latch/ui/modal'
import { connected, modalStory } from '../seed'

const meta: Meta = { title: 'Views/Modal shell' }
export default meta

export const SnackbarSuccess: StoryObj = modalStory({ act: async (l) => { await connected(l); l.showSnackbar('success', 'account.copied') } })
export const SnackbarError: StoryObj = modalStory({ act: async (l) => { await connected(l); l.showSnackbar('error', 'error.USER_REJECTED') } })
// A host's own text (not a catalogue key) is shown as given.
export const SnackbarLoading: StoryObj = modalStory({ act: async (l) => { await connected(l); l.showSnackbar('loading', 'Waiting for the wallet') } })
export const Shaking: StoryObj = modalStory({ act: async (l) => { await l.open(); l.shake() } })
export const WithBackButton: StoryObj = modalStory({ act: async (l) => { await connected(l); l.router.push('Networks') } })
// Not embedded: the modal as a layer over the host page, at the default z-index (spec §9: 999)…
export const Overlay: StoryObj = modalStory({ act: (l) => l.open() }, { overlay: true })
// …and at the z-index the host sets (AppKit's `--w3m-z-index`), here above a host header at 2000.
export const OverlayHostZIndex: StoryObj = modalStory({ options: { themeVariables: { '--w3m-z-index': 2001 } }, act: (l) => l.open() }, { overlay: true })
// Every named view is built in: a registry without one stands for a build that leaves it out.
export const ViewNotInThisBuild: StoryObj = modalStory({ act: (l) => l.open({ view: 'ConnectingFarcaster' }) }, { registry: { ...viewRegistry, ConnectingFarcaster: undefined } })
export const Closed: StoryObj = {
  ...modalStory({ act: () => {} }),
  // Closed renders only the (empty) live region; show a note so the canvas is not blank.
  decorators: [(Story) => <><p>The modal is closed: only its live region is mounted.</p><Story /></>],
}
