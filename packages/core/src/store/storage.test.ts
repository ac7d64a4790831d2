// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { LatchStorage } from '../types/options'
import { createMemoryStorage, defaultStorage } from './memoryStorage'
import { createLatchStorage } from './storage'

afterEach(() => vi.unstubAllGlobals())

function inspectable() {
  const backing = createMemoryStorage()
  const keys = new Set<string>()
  const storage: LatchStorage = {
    getItem: backing.getItem,
    setItem: (k, v) => {
      keys.add(k)
      backing.setItem(k, v)
    },
    removeItem: (k) => {
      keys.delete(k)
      backing.removeItem(k)
    },
  }
  return { storage, keys }
}

describe('createLatchStorage', () => {
  it('prefixes and namespaces its keys', () => {
    const { storage, keys } = inspectable()
    const s = createLatchStorage(storage, 'app1')
    s.setConnectionStatus('eip155', 'connected')
    s.setConnectorId('solana', 'phantom')
    expect([...keys].sort()).toEqual(['app1.connectionStatus.eip155', 'app1.connectorId.solana'])
    expect(s.getConnectionStatus('eip155')).toBe('connected')
    expect(s.getConnectionStatus('solana')).toBeUndefined()
  })

  it('reads corrupt values as nothing stored, never throwing', () => {
    const { storage } = inspectable()
    const s = createLatchStorage(storage)
    storage.setItem('latch.connectionStatus.eip155', 'banana')
    storage.setItem('latch.recentWallets', '{not json')
    storage.setItem('latch.preferredAccountTypes', '{"eip155":"wizard","nope":"eoa"}')
    storage.setItem('latch.connectedNamespaces', 'eip155,,tron, solana')
    storage.setItem('latch.smartAccountEnabledNetworks', '1,abc,-3,8453')
    storage.setItem('latch.activeCaipNetworkId.eip155', 'solana:1')
    expect(s.getConnectionStatus('eip155')).toBeUndefined()
    expect(s.getRecentWallets()).toEqual([])
    expect(s.getPreferredAccountTypes()).toEqual({})
    expect(s.getConnectedNamespaces()).toEqual(['eip155', 'solana'])
    expect(s.getSmartAccountEnabledNetworks()).toEqual([1, 8453])
    expect(s.getActiveCaipNetworkId('eip155')).toBeUndefined()
  })

  it('survives a storage that throws on every call', () => {
    const hostile: LatchStorage = {
      getItem: () => {
        throw new Error('SecurityError')
      },
      setItem: () => {
        throw new Error('QuotaExceededError')
      },
      removeItem: () => {
        throw new Error('SecurityError')
      },
    }
    const s = createLatchStorage(hostile)
    expect(() => s.setConnectorId('eip155', 'x')).not.toThrow()
    expect(s.getConnectorId('eip155')).toBeUndefined()
    expect(s.addRecentWallet('a')).toEqual(['a'])
  })

  it('keeps at most two recent wallets, most recent first, without duplicates', () => {
    const s = createLatchStorage(createMemoryStorage())
    s.addRecentWallet('a')
    s.addRecentWallet('b')
    s.addRecentWallet('a')
    expect(s.addRecentWallet('c')).toEqual(['c', 'a'])
    expect(s.getRecentWallets()).toEqual(['c', 'a'])
  })

  it('adds and removes connected namespaces; joins smart-account networks with commas', () => {
    const { storage } = inspectable()
    const s = createLatchStorage(storage)
    s.addConnectedNamespace('eip155')
    s.addConnectedNamespace('eip155')
    s.addConnectedNamespace('cosmos')
    expect(s.getConnectedNamespaces()).toEqual(['eip155', 'cosmos'])
    s.removeConnectedNamespace('eip155')
    expect(s.getConnectedNamespaces()).toEqual(['cosmos'])
    s.setSmartAccountEnabledNetworks([8453, 84532])
    expect(storage.getItem('latch.smartAccountEnabledNetworks')).toBe('8453,84532')
  })

  it('clears the embedded-wallet login cache', () => {
    const s = createLatchStorage(createMemoryStorage())
    s.setEmail('ada@example.com')
    s.setEmailLoginUsed(true)
    s.setSocialUsername('ada')
    s.setLastEmailLoginTime(1_700_000_000_000)
    s.clearLoginCache()
    expect([s.getEmail(), s.getEmailLoginUsed(), s.getSocialUsername(), s.getLastEmailLoginTime()]).toEqual([undefined, false, undefined, undefined])
  })

  it("writes nothing to the browser's storage at start; a write it refuses moves the page to memory", () => {
    const writes: string[] = []
    let full = false
    const map = new Map<string, string>([['latch.email', 'old@y.z']])
    vi.stubGlobal('localStorage', {
      getItem: (k: string) => map.get(k) ?? null,
      setItem: (k: string, v: string) => {
        if (full) throw new DOMException('quota', 'QuotaExceededError')
        writes.push(k)
        map.set(k, v)
      },
      removeItem: (k: string) => void map.delete(k),
    })
    const s = createLatchStorage(defaultStorage())
    expect(writes).toEqual([])
    expect(s.getEmail()).toBe('old@y.z')
    s.setEmail('a@y.z')
    expect([writes, map.get('latch.email')]).toEqual([['latch.email'], 'a@y.z'])
    full = true
    s.setEmail('b@y.z')
    expect(s.getEmail()).toBe('b@y.z')
  })

  it('falls back to memory on a server (no localStorage)', () => {
    expect('localStorage' in globalThis).toBe(false)
    const s = createLatchStorage(defaultStorage())
    s.setEmail('x@y.z')
    expect(s.getEmail()).toBe('x@y.z')
  })
  it('keeps a WalletConnect pairing with its linked wallet; reads anything malformed as none', () => {
    const backing = createMemoryStorage()
    const s = createLatchStorage(backing)
    const pairing = { uri: 'wc:abc@2?symKey=00', expiry: 241_000, linking: { name: 'MetaMask', href: 'metamask://wc?uri=wc%3Aabc' } }
    s.setWalletConnectPairing(pairing)
    expect(s.getWalletConnectPairing()).toEqual(pairing)
    for (const bad of ['{"uri":"javascript:x","expiry":1}', '{"uri":"wc:a","expiry":"soon"}', '{"uri":"wc:a","expiry":1,"linking":{"name":1}}', 'not json']) {
      backing.setItem('latch.pendingPairing', bad)
      expect(s.getWalletConnectPairing(), bad).toBeUndefined()
    }
    s.setWalletConnectPairing(undefined)
    expect(backing.getItem('latch.pendingPairing')).toBeNull()
  })
})
