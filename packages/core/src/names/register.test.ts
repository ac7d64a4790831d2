import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createTestLatch } from '../testing/fixtures'
import { createMockAdapter } from '../testing/mockAdapter'
import type { NamesState } from './types'
import { fakeNameFetch, type FakeNameFetchOptions } from './fakeNameFetch'
import { namesServe } from './namespaces'

const ME = 'eip155-Me0000000000000000000000000000000000ABcd'
const BASE = 'https://dapp.example/names'

beforeEach(() => vi.stubGlobal('window', {}))
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

async function connected(service: FakeNameFetchOptions = {}, names: boolean = true) {
  const server = fakeNameFetch(service)
  vi.stubGlobal('fetch', server.fetch)
  const evm = createMockAdapter('eip155', { accounts: [{ address: ME, type: 'eoa' }] })
  const { latch, storage } = createTestLatch([evm], names ? { names: { url: BASE, parent: 'latch.id' } } : {})
  await latch.connect('mock-eip155')
  await latch.open({ view: 'Account' })
  return { latch, evm, storage, server }
}

const names = (latch: { getSnapshot(): { names?: NamesState } }) => latch.getSnapshot().names as NamesState

/** Types a label and lets the debounced check run. */
async function type(latch: Awaited<ReturnType<typeof connected>>['latch'], label: string) {
  await latch.names.setLabel(label)
  await vi.waitFor(() => expect(names(latch).availability.status).not.toBe('checking'), { timeout: 2000 })
}

describe('account-name registration (issue #19)', () => {
  it('asks nothing before RegisterAccountName opens, then checks the label 300 ms after the last keystroke, the newest only', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const { latch, server } = await connected()
    expect(latch.getSnapshot().names).toBeUndefined()
    expect(server.state.asked).toEqual([])
    await latch.names.open()
    expect(latch.getSnapshot().router.view).toBe('RegisterAccountName')
    expect(names(latch)).toMatchObject({ parent: 'latch.id', label: '', availability: { status: 'idle' }, status: 'idle' })
    await latch.names.setLabel('alic')
    await latch.names.setLabel('Alice')
    expect(names(latch).availability).toEqual({ status: 'checking' })
    await vi.advanceTimersByTimeAsync(299)
    expect(server.state.asked).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    await vi.waitFor(() => expect(names(latch).availability).toEqual({ status: 'available', name: 'alice.latch.id' }))
    expect(server.state.asked).toEqual(['GET /names/v1/names/alice'])
  })

  it('registers an available name: signs the message, posts it, names the account at once and after a reload, shows success', async () => {
    const { latch, evm, storage, server } = await connected()
    await latch.names.open()
    await type(latch, 'alice')
    const before = Date.now()
    await expect(latch.names.register()).resolves.toBe('alice.latch.id')
    const [posted] = server.state.posted
    const lines = posted?.message.split('\n') ?? []
    expect(lines.slice(0, 4)).toEqual(['Register an account name', 'Name: alice.latch.id', `Address: ${ME}`, 'Parent: latch.id'])
    const expires = Date.parse(lines[4]?.replace('Expires: ', '') ?? '')
    expect(expires - before).toBeGreaterThanOrEqual(5 * 60_000 - 1000)
    expect(expires - before).toBeLessThanOrEqual(5 * 60_000 + 1000)
    expect(lines[5]).toMatch(/^Nonce: 0x[0-9a-f]{32}$/)
    expect(lines).toHaveLength(6)
    expect(posted?.signature).toBe(`signed(${ME}):${posted?.message}`)
    expect(evm.calls).toContain('signMessage')
    expect(latch.getAccount()?.profileName).toBe('alice.latch.id')
    expect(latch.getSnapshot().router.view).toBe('RegisterAccountNameSuccess')
    expect(names(latch)).toMatchObject({ status: 'idle', registered: 'alice.latch.id' })
    // A reload (a new instance on the page's storage) names the account before anything is asked.
    const asked = server.state.asked.length
    const reloaded = createTestLatch([createMockAdapter('eip155', { accounts: [{ address: ME, type: 'eoa' }] })], { storage, names: { url: BASE, parent: 'latch.id' } }).latch
    await reloaded.connect('mock-eip155')
    expect(reloaded.getAccount()?.profileName).toBe('alice.latch.id')
    expect(server.state.asked).toHaveLength(asked)
  })

  it('offers the service’s suggestions for a taken name, and does not register it', async () => {
    const { latch, server } = await connected({ taken: { alice: 'eip155-other' }, suggestions: ['alice1', 'alice-2'] })
    await latch.names.open()
    await type(latch, 'alice')
    expect(names(latch).availability).toEqual({ status: 'taken', name: 'alice.latch.id', suggestions: ['alice1', 'alice-2'] })
    await expect(latch.names.register()).resolves.toBeUndefined()
    expect(server.state.posted).toEqual([])
  })

  it('says spec §5’s rule for a label it breaks, without asking the service', async () => {
    const { latch, server } = await connected()
    await latch.names.open()
    await latch.names.setLabel('ab')
    expect(names(latch).availability).toEqual({ status: 'invalid', message: 'A name has at least 4 characters' })
    await latch.names.setLabel('al_ice')
    expect(names(latch).availability).toEqual({ status: 'invalid', message: 'A name has only letters, digits and hyphens' })
    await new Promise((r) => setTimeout(r, 350))
    expect(server.state.asked).toEqual([])
  })

  it('posts nothing when the signature is declined, and says so on RegisterAccountName', async () => {
    const { latch, evm, server } = await connected()
    await latch.names.open()
    await type(latch, 'alice')
    evm.wallet.reject.sign = true
    await expect(latch.names.register()).resolves.toBeUndefined()
    expect(server.state.posted).toEqual([])
    expect(names(latch)).toMatchObject({ status: 'error', error: { code: 'USER_REJECTED' } })
    expect(latch.getSnapshot().router.view).toBe('RegisterAccountName')
    expect(latch.getAccount()?.profileName).toBeUndefined()
  })

  it('goes back to RegisterAccountName with the service’s reason when it refuses the registration', async () => {
    const { latch, server } = await connected({ failNext: 'EXPIRED' })
    await latch.names.open()
    await type(latch, 'alice')
    await latch.names.register()
    expect(server.state.posted).toHaveLength(1)
    expect(latch.getSnapshot().router.view).toBe('RegisterAccountName')
    expect(names(latch)).toMatchObject({ status: 'error', error: { code: 'NAME_REQUEST_EXPIRED' } })
    // Taken between the check and the post: the suggestions show.
    server.state.failNext = 'TAKEN'
    server.state.suggestions = ['alice7']
    await latch.names.register()
    expect(names(latch)).toMatchObject({ error: { code: 'NAME_TAKEN' }, availability: { status: 'taken', suggestions: ['alice7'] } })
    expect(latch.getAccount()?.profileName).toBeUndefined()
    // A new label clears the error.
    await type(latch, 'alice7')
    expect(names(latch)).toMatchObject({ status: 'idle', availability: { status: 'available' } })
    expect(names(latch).error).toBeUndefined()
  })

  it('says the service is unavailable when it cannot be reached', async () => {
    const { latch, server } = await connected()
    await latch.names.open()
    server.state.offline = true
    await type(latch, 'alice')
    expect(names(latch).availability).toMatchObject({ status: 'error', error: { code: 'NAME_SERVICE_UNAVAILABLE' } })
  })

  it('fills profileName from the service when the Account view asks and the chain has no name, once per session', async () => {
    const { latch, server } = await connected({ taken: { alice: ME } })
    expect(server.state.asked).toEqual([])
    await latch.names.lookup()
    expect(latch.getAccount()?.profileName).toBe('alice.latch.id')
    await latch.names.lookup()
    expect(server.state.asked).toEqual([`GET /names/v1/addresses/${ME}`])
  })

  it('asks nothing for an account of a namespace the service does not name (a Solana account beside the EVM one)', async () => {
    const server = fakeNameFetch({ taken: { alice: ME } })
    vi.stubGlobal('fetch', server.fetch)
    const sol = createMockAdapter('solana', { accounts: [{ address: 'solana-me', type: 'eoa' }], caipNetworkId: 'solana:devnet' })
    const { latch } = createTestLatch([sol], { names: { url: BASE, parent: 'latch.id' } })
    await latch.connect('mock-solana')
    await latch.open({ view: 'Account' })
    await latch.names.lookup()
    expect(server.state.asked).toEqual([])
    expect(namesServe(latch.options.names, 'solana')).toBe(false)
    expect(namesServe({ url: BASE, parent: 'latch.id', namespaces: ['solana'] }, 'solana')).toBe(true)
    expect(namesServe(latch.options.names, 'eip155')).toBe(true)
  })

  it('keeps the chain’s own name over the service’s', async () => {
    const server = fakeNameFetch({ taken: { alice: ME } })
    vi.stubGlobal('fetch', server.fetch)
    const evm = createMockAdapter('eip155', { accounts: [{ address: ME, type: 'eoa' }], identities: { [ME]: { name: 'alice.eth' } } })
    const { latch } = createTestLatch([evm], { names: { url: BASE, parent: 'latch.id' } })
    await latch.connect('mock-eip155')
    await latch.open({ view: 'Account' })
    await latch.names.lookup()
    expect(latch.getAccount()?.profileName).toBe('alice.eth')
    expect(server.state.asked).toEqual([])
  })

  it('refuses a bad names option when first used, naming the field', async () => {
    const evm = createMockAdapter('eip155', { accounts: [{ address: ME, type: 'eoa' }] })
    const { latch } = createTestLatch([evm], { names: { url: 'ftp://x', parent: 'nodot' } })
    await latch.connect('mock-eip155')
    await expect(latch.names.open()).rejects.toMatchObject({ issues: [{ path: 'names' }, { path: 'names.parent' }] })
  })
})
