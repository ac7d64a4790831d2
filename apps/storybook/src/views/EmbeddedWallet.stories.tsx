import type { Meta, StoryObj } from '@storybook/react-vite'
import { ADDRESS, embeddedUser, modalStory, wallets } from '../seed'

const meta: Meta = { title: 'Views/Embedded wallet' }
export default meta

const never = () => new Promise<never>(() => {})
const login = { CONNECT_EMAIL: () => ({ action: 'CONNECT' as const }), GET_USER: () => embeddedUser }

// Connect with e-mail and social login: first when the browser has no wallet, after the wallets when it has one.
export const ConnectEmailFirst: StoryObj = modalStory({ connectors: [], embedded: {}, act: (l) => l.open() })
export const ConnectWalletsFirst: StoryObj = modalStory({ connectors: wallets, embedded: {}, act: (l) => l.open() })
export const ConnectDark: StoryObj = modalStory({ connectors: [], embedded: {}, options: { themeMode: 'dark' }, act: (l) => l.open() })

export const EmailVerifyOtp: StoryObj = modalStory({ embedded: {}, act: (l) => l.open({ view: 'EmailVerifyOtp', data: { email: 'ada@example.com' } }) })
export const EmailVerifyDeviceWaiting: StoryObj = modalStory({ embedded: { CONNECT_DEVICE: never }, act: (l) => l.open({ view: 'EmailVerifyDevice', data: { email: 'ada@example.com' } }) })
export const EmailVerifyDeviceFailed: StoryObj = modalStory({
  embedded: {
    CONNECT_DEVICE: () => {
      throw new Error('The approval link has expired')
    },
  },
  act: (l) => l.open({ view: 'EmailVerifyDevice', data: { email: 'ada@example.com' } }),
})

export const UpdateEmailWallet: StoryObj = modalStory({ embedded: login, act: async (l) => {
  await l.embeddedWallet.connectEmail('ada@example.com')
  await l.open({ view: 'UpdateEmailWallet' })
} })
export const UpdateEmailPrimaryOtp: StoryObj = modalStory({ embedded: login, act: async (l) => {
  await l.embeddedWallet.connectEmail('ada@example.com')
  await l.open({ view: 'UpdateEmailPrimaryOtp', data: { email: 'lovelace@example.com' } })
} })
export const UpdateEmailSecondaryOtp: StoryObj = modalStory({ embedded: login, act: (l) => l.open({ view: 'UpdateEmailSecondaryOtp', data: { email: 'lovelace@example.com' } }) })

// Social login: waiting on the provider's window, and after the browser blocked the window.
export const ConnectingSocialWaiting: StoryObj = modalStory({
  embedded: { GET_SOCIAL_REDIRECT_URI: never },
  act: async (l) => {
    await l.open()
    void l.embeddedWallet.connectSocial('github', { closed: false, location: { href: '' }, close() {} }).catch(() => {})
  },
})
export const ConnectingSocialBlocked: StoryObj = modalStory({
  embedded: {},
  act: async (l) => {
    await l.open()
    await l.embeddedWallet.connectSocial('google', null).catch(() => {})
  },
})

// A signature request waiting for the user in the frame (the placeholder stands in for the frame's screen).
export const ApproveTransaction: StoryObj = modalStory({
  embedded: { ...login, RPC_REQUEST: never },
  act: async (l, wallet) => {
    await l.embeddedWallet.connectEmail('ada@example.com')
    void wallet.remoteTransport?.request({ method: 'personal_sign', params: ['0x68656c6c6f', ADDRESS], caipNetworkId: 'eip155:1' }).catch(() => {})
    await new Promise((r) => setTimeout(r, 50))
  },
})

export const AccountWithEmail: StoryObj = modalStory({ embedded: login, act: async (l) => {
  await l.embeddedWallet.connectEmail('ada@example.com')
  await l.open()
} })
