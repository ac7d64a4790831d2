import { describe, expect, it } from 'vitest'
import { frameStorage } from './storage'

function memoryStorage() {
  const m = new Map<string, string>()
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v), removeItem: (k: string) => void m.delete(k), m }
}

describe('frameStorage', () => {
  it('keeps one device id, the session token and the chain', () => {
    const backing = memoryStorage()
    const s = frameStorage(backing)
    const id = s.deviceId()
    expect(id).toMatch(/^[A-Za-z0-9_-]{16,128}$/)
    expect(frameStorage(backing).deviceId()).toBe(id)
    s.setToken('t')
    s.setChainId(31338)
    expect(frameStorage(backing).token()).toBe('t')
    expect(frameStorage(backing).chainId()).toBe(31338)
    s.setToken(undefined)
    expect(backing.m.has('latch-frame:session')).toBe(false)
  })

  it('works for the page’s lifetime when storage throws (blocked third-party storage)', () => {
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError')
      },
      setItem: () => {
        throw new Error('SecurityError')
      },
      removeItem: () => {
        throw new Error('SecurityError')
      },
    }
    const s = frameStorage(blocked)
    expect(s.deviceId()).toBe(s.deviceId())
    s.setToken('t')
    expect(s.token()).toBe('t')
    expect(frameStorage(undefined).chainId()).toBeUndefined()
  })
})
