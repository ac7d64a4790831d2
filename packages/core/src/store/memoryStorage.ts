import type { LatchStorage } from '../types/options'

/** In-memory storage: the server's default, and the fallback when the browser refuses localStorage. */
export function createMemoryStorage(): LatchStorage {
  const map = new Map<string, string>()
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  }
}

/**
 * `localStorage` when this is a browser that lets us use it, else memory. Reading `localStorage`
 * itself throws in sandboxed frames and some private modes, so the probe is wrapped.
 */
export function defaultStorage(): LatchStorage {
  try {
    const ls = (globalThis as { localStorage?: LatchStorage }).localStorage
    if (ls && typeof ls.getItem === 'function') {
      const probe = '__latch_probe__'
      ls.setItem(probe, '1')
      ls.removeItem(probe)
      return ls
    }
  } catch {
    // Fall through to memory: persistence is lost, nothing breaks.
  }
  return createMemoryStorage()
}
