import { afterEach, expect, it, vi } from 'vitest'
import { createTestLatch } from '../testing/fixtures'
import { createMockAdapter } from '../testing/mockAdapter'
import { cookieStorage } from './cookieStorage'
import { cookieToInitialState } from './cookieToInitialState'
import { fakeCookieDocument } from './fakeCookies.test-helpers'

afterEach(() => vi.unstubAllGlobals())

const ADDR = '0x0000000000000000000000000000000000000001'
const connected = [
  'latch.connectedNamespaces=eip155',
  'latch.connectionStatus.eip155=connected',
  `latch.address.eip155=${ADDR}`,
  'latch.connectorId.eip155=injected',
  'latch.activeCaipNetworkId.eip155=eip155%3A2',
  'latch.lastUsedChain=eip155',
]

it('reads back the connection a browser stored with cookieStorage', async () => {
  vi.stubGlobal('window', {})
  const doc = fakeCookieDocument()
  vi.stubGlobal('document', doc)
  const adapter = createMockAdapter('eip155', { accounts: [{ address: ADDR, type: 'eoa' }], caipNetworkId: 'eip155:1', knownNetworkIds: ['eip155:1'] })
  const { latch } = createTestLatch([adapter], { storage: cookieStorage })
  await latch.connect('mock-eip155')

  expect(cookieToInitialState(`theme=dark; ${doc.cookie}`)).toEqual({
    activeNamespace: 'eip155',
    connections: { eip155: { status: 'connected', address: ADDR, caipAddress: `eip155:1:${ADDR}`, caipNetworkId: 'eip155:1', connectorId: 'mock-eip155' } },
  })
  latch.destroy()
})

it('reads the keys under the instance’s prefix', () => {
  const header = connected.map((c) => c.replace(/^latch\./, 'shop.')).join('; ')
  expect(cookieToInitialState(header)).toBeUndefined()
  expect(cookieToInitialState(header, { storagePrefix: 'shop' })?.connections.eip155?.caipAddress).toBe(`eip155:2:${ADDR}`)
})

it('is undefined without a whole, confirmed connection, and never throws', () => {
  const without = (name: string) => connected.filter((c) => !c.startsWith(`latch.${name}`)).join('; ')
  expect(cookieToInitialState(null)).toBeUndefined()
  expect(cookieToInitialState('')).toBeUndefined()
  expect(cookieToInitialState('%%%; ;;=; latch.connectedNamespaces=%E0%A4%A')).toBeUndefined()
  for (const name of ['connectedNamespaces', 'address', 'connectorId', 'activeCaipNetworkId']) expect(cookieToInitialState(without(name))).toBeUndefined()
  expect(cookieToInitialState(`${without('connectionStatus')}; latch.connectionStatus.eip155=connecting`)).toBeUndefined()
  expect(cookieToInitialState(`${without('activeCaipNetworkId')}; latch.activeCaipNetworkId.eip155=solana%3Adevnet`)).toBeUndefined()
  expect(cookieToInitialState(`${without('connectedNamespaces')}; latch.connectedNamespaces=notachain`)).toBeUndefined()
})

it('leaves the active namespace to the default when none was stored', () => {
  const state = cookieToInitialState(connected.filter((c) => !c.startsWith('latch.lastUsedChain')).join('; '))
  expect(state).toEqual({ connections: { eip155: expect.objectContaining({ address: ADDR }) } })
})
