import { afterEach, describe, expect, it, vi } from 'vitest'
import { createLatchStorage } from '../store/storage'
import { cookieStorage, isCookieKey } from './cookieStorage'
import { fakeCookieDocument } from './fakeCookies.test-helpers'

afterEach(() => vi.unstubAllGlobals())

describe('cookieStorage', () => {
  it('keeps only the keys a server needs to render a connection in cookies, with Path=/ and SameSite=Lax', () => {
    const doc = fakeCookieDocument()
    vi.stubGlobal('document', doc)
    const storage = createLatchStorage(cookieStorage)
    storage.setConnectionStatus('eip155', 'connected')
    storage.setAddress('eip155', '0xAbC')
    storage.addConnectedNamespace('eip155')
    storage.addRecentWallet('metamask')
    storage.setEmail('a@b.c')

    expect([...doc.jar.keys()].sort()).toEqual(['latch.address.eip155', 'latch.connectedNamespaces', 'latch.connectionStatus.eip155'])
    expect(doc.writes[0]).toMatch(/^latch\.connectionStatus\.eip155=connected; Path=\/; SameSite=Lax; Max-Age=\d+$/)
    // Read back through the same storage: the cookies, and the other keys from where they went.
    expect(storage.getAddress('eip155')).toBe('0xAbC')
    expect(storage.getRecentWallets()).toEqual(['metamask'])
    expect(storage.getEmail()).toBe('a@b.c')
  })

  it('expires a removed key’s cookie', () => {
    const doc = fakeCookieDocument()
    vi.stubGlobal('document', doc)
    cookieStorage.setItem('latch.connectorId.eip155', 'injected')
    cookieStorage.removeItem('latch.connectorId.eip155')
    expect(doc.jar.size).toBe(0)
    expect(doc.writes.at(-1)).toContain('Max-Age=0')
    expect(cookieStorage.getItem('latch.connectorId.eip155')).toBeNull()
  })

  it('marks the cookie Secure on an https page', () => {
    vi.stubGlobal('document', fakeCookieDocument())
    vi.stubGlobal('location', { protocol: 'https:' })
    cookieStorage.setItem('latch.lastUsedChain', 'eip155')
    expect((document as unknown as { writes: string[] }).writes[0]).toMatch(/; Secure$/)
  })

  it('on a server reads nothing and keeps nothing', () => {
    expect(typeof document).toBe('undefined')
    cookieStorage.setItem('latch.connectionStatus.eip155', 'connected')
    cookieStorage.setItem('latch.recentWallets', '["x"]')
    expect(cookieStorage.getItem('latch.connectionStatus.eip155')).toBeNull()
    expect(cookieStorage.getItem('latch.recentWallets')).toBeNull()
  })

  it('tells the connection keys from the others, whatever the prefix', () => {
    expect(isCookieKey('my.app.connectorId.solana')).toBe(true)
    expect(isCookieKey('latch.activeCaipNetworkId.eip155')).toBe(true)
    expect(isCookieKey('latch.lastUsedChain')).toBe(true)
    expect(isCookieKey('latch.connectorId')).toBe(false)
    expect(isCookieKey('latch.identityCache')).toBe(false)
    expect(isCookieKey('latch.smartAccountEnabledNetworks')).toBe(false)
  })
})
