import { createMemorySiwx } from '@latch/core/internal'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { modalStory } from '../seed'

const meta: Meta = { title: 'Views/SIWXSignMessage' }
export default meta

const metadata = { name: 'Story App', description: 'A dapp that asks its users to sign in', url: 'https://story.example', icons: [] }
const connectThenWait = async (l: Parameters<NonNullable<Parameters<typeof modalStory>[0]['act']>>[0]) => {
  await l.connect('io.metamask')
  await new Promise((r) => setTimeout(r, 50))
}

// After connecting, an account without a session is asked to sign in.
export const Optional: StoryObj = modalStory({ options: { siwx: createMemorySiwx(), metadata }, act: connectThenWait })
// Required: the modal cannot be closed until the message is signed.
export const Required: StoryObj = modalStory({ options: { siwx: createMemorySiwx({ required: true }), metadata }, act: connectThenWait })
export const Refused: StoryObj = modalStory({
  options: { siwx: createMemorySiwx({ reject: () => new Error('The signature could not be verified') }), metadata },
  act: async (l) => {
    await connectThenWait(l)
    await l.siwx.signIn().catch(() => {})
  },
})
export const Dark: StoryObj = modalStory({ options: { siwx: createMemorySiwx(), metadata, themeMode: 'dark' }, act: connectThenWait })
