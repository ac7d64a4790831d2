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
 * The browser's localStorage, or memory where there is none (a server) or it cannot be reached (a sandboxed frame).
 * No test write at start: a write on every page load costs milliseconds before the button paints. The first write
 * the browser refuses (a full quota, an old private mode) moves the page to memory from then on, so what the page
 * writes it can still read back.
 */
export function defaultStorage(): LatchStorage {
  let local: LatchStorage | undefined
  try {
    local = globalThis.localStorage
  } catch {
    // Reading the property itself throws where storage is blocked.
  }
  if (!local || typeof local.getItem !== 'function') return createMemoryStorage()
  const browser = local
  let memory: LatchStorage | undefined
  return {
    getItem: (key) => (memory ?? browser).getItem(key),
    setItem: (key, value) => {
      if (memory) return memory.setItem(key, value)
      try {
        browser.setItem(key, value)
      } catch {
        memory = createMemoryStorage()
        memory.setItem(key, value)
      }
    },
    removeItem: (key) => (memory ?? browser).removeItem(key),
  }
}
