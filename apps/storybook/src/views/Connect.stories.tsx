import type { Meta, StoryObj } from '@storybook/react-vite'
import { manyWallets, modalStory, phantomEvm, phantomSolana, wallets } from '../seed'

const meta: Meta = { title: 'Views/Connect' }
export default meta

export const Wallets: StoryObj = modalStory({ act: (l) => l.open() })
export const ManyWalletsWithAllWalletsRow: StoryObj = modalStory({ connectors: manyWallets, act: (l) => l.open() })
export const RecentWallet: StoryObj = modalStory({
  act: async (l) => {
    await l.connect('com.coinbase.wallet')
    await l.disconnect()
    await l.open()
  },
})
export const NoWalletInstalled: StoryObj = modalStory({ connectors: [], act: (l) => l.open() })
export const Dark: StoryObj = modalStory({ options: { themeMode: 'dark' }, act: (l) => l.open() })
export const German: StoryObj = modalStory({ options: { locale: 'de' }, act: (l) => l.open() })
// Right to left: the layout mirrors, the back and list arrows point the reading way.
export const Arabic: StoryObj = modalStory({ options: { locale: 'ar' }, act: (l) => l.open() })
export const Japanese: StoryObj = modalStory({ options: { locale: 'ja' }, act: (l) => l.open() })
export const ProjectIdAlert: StoryObj = modalStory({ options: { projectId: undefined }, act: (l) => l.open() })
// Phantom announces itself on EVM and on Solana under one name: listed once (MULTI_CHAIN); picking it connects both.
export const MultiChainWallet: StoryObj = modalStory({ connectors: [phantomEvm, ...wallets], solana: [phantomSolana], act: (l) => l.open() })
