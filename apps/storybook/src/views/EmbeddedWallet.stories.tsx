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

// The EOA / smart-account choice, offered on a network where the frame has smart accounts (here chain 1). The frame's
// state is reset by each story's act.
const SMART = '0xfEFCAC4D251df6848705c42672e2F6f463cc30Ee'
const smartWallet: { type: 'eoa' | 'smartAccount'; deployed: boolean } = { type: 'eoa', deployed: false }
const smartAccountFrame = {
  ...login,
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: () => ({ smartAccountEnabledNetworks: [1] }),
  GET_USER: () => ({ ...embeddedUser, address: smartWallet.type === 'smartAccount' ? SMART : embeddedUser.address, preferredAccountType: smartWallet.type, smartAccountDeployed: smartWallet.deployed }),
  SET_PREFERRED_ACCOUNT: ({ type }: { type: 'eoa' | 'smartAccount' }) => {
    smartWallet.type = type
    return { type }
  },
}
const refusingFrame = {
  ...smartAccountFrame,
  SET_PREFERRED_ACCOUNT: () => {
    throw new Error('Smart accounts are not available on chain 1')
  },
}
const loginAs = (deployed: boolean) => {
  smartWallet.type = 'eoa'
  smartWallet.deployed = deployed
}
export const AccountSmartAccountOffered: StoryObj = modalStory({ embedded: smartAccountFrame, act: async (l) => {
  loginAs(false)
  await l.embeddedWallet.connectEmail('ada@example.com')
  await l.open()
} })
export const AccountSmartAccountInUse: StoryObj = modalStory({ embedded: smartAccountFrame, act: async (l) => {
  loginAs(true)
  await l.embeddedWallet.connectEmail('ada@example.com')
  await l.embeddedWallet.setPreferredAccountType('smartAccount')
  await l.open()
} })
export const AccountSmartAccountSwitchRefused: StoryObj = modalStory({
  embedded: refusingFrame,
  act: async (l) => {
    loginAs(false)
    await l.embeddedWallet.connectEmail('ada@example.com')
    // The frame refused: the EOA stays in use and the switch is offered again (the view's snackbar that says so is
    // in the ui tests: its words load with the switch, which a loader runs before).
    await l.embeddedWallet.setPreferredAccountType('smartAccount')
    await l.open()
  },
})
