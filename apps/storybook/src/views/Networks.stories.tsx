import type { Meta, StoryObj } from '@storybook/react-vite'
import { modalStory, phantomEvm, phantomSolana, wallets } from '../seed'

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

// Networks of two namespaces (EVM and Solana): one list under each family's heading. The EVM account is active;
// Solana is connected too, so its network is tagged Connected; picking it makes Solana active.
const twoNamespaces = { connectors: [...wallets, phantomEvm], solana: [phantomSolana] }
export const TwoNamespaces: StoryObj = modalStory({
  ...twoNamespaces,
  act: async (l) => {
    await l.connect('Phantom')
    await l.connect('io.metamask')
    await l.switchNetwork('eip155:1')
    await l.open()
    l.router.push('Networks')
  },
})
export const TwoNamespacesOnlyEvmConnected: StoryObj = modalStory({
  ...twoNamespaces,
  act: async (l) => {
    await l.connect('io.metamask')
    await l.open()
    l.router.push('Networks')
  },
})
export const TwoNamespacesGerman: StoryObj = modalStory({
  ...twoNamespaces,
  options: { locale: 'de' },
  act: async (l) => {
    await l.connect('Phantom')
    await l.connect('io.metamask')
    await l.switchNetwork('eip155:1')
    await l.open()
    l.router.push('Networks')
  },
})
