import type { Meta, StoryObj } from '@storybook/react-vite'
import { manyWallets, modalStory } from '../seed'

const meta: Meta = { title: 'Views/AllWallets' }
export default meta

const open = (l: Parameters<NonNullable<Parameters<typeof modalStory>[0]['act']>>[0]) => l.open({ view: 'AllWallets' })

// Extensions only (no WalletConnect, so no directory).
export const List: StoryObj = modalStory({ connectors: manyWallets, act: open })
export const FromConnect: StoryObj = modalStory({
  connectors: manyWallets,
  act: async (l) => {
    await l.open()
    l.router.push('AllWallets')
  },
})
export const Dark: StoryObj = modalStory({ connectors: manyWallets, options: { themeMode: 'dark' }, act: open })

// With WalletConnect: the extensions, then 644 directory wallets in a virtual list (Trust is installed, so listed once).
export const Directory: StoryObj = modalStory({ connectors: manyWallets, walletConnect: {}, directory: 'ok', act: open })
export const DirectoryFeatured: StoryObj = modalStory({
  walletConnect: {},
  directory: 'ok',
  options: { featuredWalletIds: ['ledger'], excludeWalletIds: ['hostile'] },
  act: open,
})
export const DirectoryRecent: StoryObj = modalStory({
  walletConnect: {},
  directory: 'ok',
  act: (l) => {
    l.rememberWallet('ledger')
    return open(l)
  },
})
export const DirectoryLoading: StoryObj = modalStory({ walletConnect: {}, directory: 'hang', act: open })
export const DirectoryFailed: StoryObj = modalStory({ connectors: manyWallets, walletConnect: {}, directory: 'fails', act: open })
export const DirectoryDark: StoryObj = modalStory({ walletConnect: {}, directory: 'ok', options: { themeMode: 'dark' }, act: open })
