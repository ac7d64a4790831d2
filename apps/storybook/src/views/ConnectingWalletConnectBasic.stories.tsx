import type { Meta, StoryObj } from '@storybook/react-vite'
import { modalStory } from '../seed'

const meta: Meta = { title: 'Views/ConnectingWalletConnectBasic' }
export default meta

const open = (l: Parameters<NonNullable<Parameters<typeof modalStory>[0]['act']>>[0]) => l.open({ view: 'ConnectingWalletConnectBasic' })

export const QrCode: StoryObj = modalStory({ walletConnect: {}, act: open })
export const Preparing: StoryObj = modalStory({ walletConnect: { hang: true }, act: open })
// The pairing was made 4 minutes ago by the instance's clock: the view offers a new QR code.
export const Expired: StoryObj = modalStory({ walletConnect: { now: () => Date.now() - 4 * 60_000 }, act: open })
export const Failed: StoryObj = modalStory({ walletConnect: { loadFails: true }, act: open })
export const Dark: StoryObj = modalStory({ walletConnect: {}, options: { themeMode: 'dark' }, act: open })
export const ConnectListWithWalletConnect: StoryObj = modalStory({ walletConnect: {}, act: (l) => l.open() })
