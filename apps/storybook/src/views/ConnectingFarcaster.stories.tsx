import type { Meta, StoryObj } from '@storybook/react-vite'
import { embeddedUser, modalStory, type Seed } from '../seed'

const meta: Meta = { title: 'Views/ConnectingFarcaster' }
export default meta

type Latch = Parameters<NonNullable<Seed['act']>>[0]

const never = () => new Promise<never>(() => {})
/** The link the Farcaster relay hands out for a sign-in channel. */
const LINK = 'https://farcaster.xyz/~/siwf?channelToken=0a1b2c3d-4e5f-6789-abcd-ef0123456789'
/** A frame whose user has the link in front of them and has not approved yet. */
const waitingForApproval = { GET_FARCASTER_URI: () => ({ url: LINK }), CONNECT_FARCASTER: never, GET_USER: () => embeddedUser }
const socials = { email: true, socials: ['google', 'github', 'farcaster'] as ('google' | 'github' | 'farcaster')[] }

/** Starts the login from Connect, as the button does; the view follows the state while the frame answers. */
const startFarcaster = async (l: Latch) => {
  await l.open()
  void l.embeddedWallet.connectFarcaster().catch(() => {})
}

// Connect with Farcaster among the social logins (no popup: its view shows a QR code and a link).
export const ConnectWithFarcaster: StoryObj = modalStory({ connectors: [], embedded: {}, options: { features: socials }, act: (l) => l.open() })

export const WaitingForLink: StoryObj = modalStory({ embedded: { GET_FARCASTER_URI: never }, act: startFarcaster })
export const LinkShown: StoryObj = modalStory({ embedded: waitingForApproval, act: startFarcaster })
export const LinkShownDark: StoryObj = modalStory({ embedded: waitingForApproval, options: { themeMode: 'dark' }, act: startFarcaster })
export const Failed: StoryObj = modalStory({
  embedded: {
    GET_FARCASTER_URI: () => {
      throw new Error('The Farcaster relay could not be reached')
    },
  },
  act: async (l) => {
    await l.open()
    await l.embeddedWallet.connectFarcaster().catch(() => {})
  },
})
export const German: StoryObj = modalStory({ embedded: waitingForApproval, options: { locale: 'de' }, act: startFarcaster })
