import type { Meta, StoryObj } from '@storybook/react-vite'
import { fakeNameFetch, type FakeNameFetchOptions } from '@latch/core/internal'
import { httpNameService } from '@latch/core/names'
import { connected, modalStory, type Seed } from '../seed'

const meta: Meta = { title: 'Views/RegisterAccountName' }
export default meta

type Latch = Parameters<NonNullable<Seed['act']>>[0]
type Wallet = Parameters<NonNullable<Seed['act']>>[1]

/**
 * The host's name service, answered in memory behind its HTTP API (`hang`: a route that never answers, to hold a
 * busy state on screen).
 */
function names(service: FakeNameFetchOptions & { hang?: 'check' | 'post' } = {}) {
  const { fetch } = fakeNameFetch({ taken: { alice: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' }, suggestions: ['alice1', 'alice-2'], ...service })
  const held: typeof fetch = (input, init) => {
    const post = init?.method === 'POST'
    if ((service.hang === 'post' && post) || (service.hang === 'check' && !post)) return new Promise(() => {})
    return fetch(input, init)
  }
  return { names: { source: httpNameService({ url: 'https://names.example', parent: 'latch.id', fetch: held }), parent: 'latch.id' } }
}

const settled = async (l: Latch) => {
  for (let i = 0; i < 200 && l.getSnapshot().names?.availability.status === 'checking'; i++) await new Promise((r) => setTimeout(r, 10))
}

function registerStory(service: Parameters<typeof names>[0], then?: (l: Latch, wallet: Wallet) => Promise<void>, options: Seed['options'] = {}): StoryObj {
  return modalStory({
    options: { ...names(service), ...options },
    act: async (l, wallet) => {
      await connected(l)
      await l.names.open()
      await then?.(l, wallet)
    },
  })
}

const typed = (label: string) => async (l: Latch) => {
  await l.names.setLabel(label)
  await settled(l)
}

// The Account view of an account without a name: the entry to choose one.
export const AccountEntry: StoryObj = modalStory({ options: names(), act: connected })
export const Empty: StoryObj = registerStory({})
export const Checking: StoryObj = registerStory({ hang: 'check' }, async (l) => void (await l.names.setLabel('alice')))
export const Available: StoryObj = registerStory({}, typed('ada-lovelace'))
export const Taken: StoryObj = registerStory({}, typed('alice'))
export const TooShort: StoryObj = registerStory({}, typed('ada'))
export const BadCharacters: StoryObj = registerStory({}, typed('ada_l'))
export const Signing: StoryObj = registerStory({}, async (l, wallet) => {
  await typed('ada-lovelace')(l)
  wallet.signMessage = () => new Promise(() => {})
  void l.names.register()
})
export const Registering: StoryObj = registerStory({ hang: 'post' }, async (l) => {
  await typed('ada-lovelace')(l)
  void l.names.register()
  for (let i = 0; i < 200 && l.getSnapshot().names?.status !== 'registering'; i++) await new Promise((r) => setTimeout(r, 10))
})
export const SignatureDeclined: StoryObj = registerStory({}, async (l, wallet) => {
  await typed('ada-lovelace')(l)
  wallet.wallet.reject.sign = true
  await l.names.register()
})
export const Expired: StoryObj = registerStory({ failNext: 'EXPIRED' }, async (l) => {
  await typed('ada-lovelace')(l)
  await l.names.register()
})
export const Success: StoryObj = registerStory({}, async (l) => {
  await typed('ada-lovelace')(l)
  await l.names.register()
})
export const German: StoryObj = registerStory({}, typed('alice'), { locale: 'de' })
