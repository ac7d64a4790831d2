import type { TestWalletStorage } from '../shared/storage'

/** A localStorage stand-in for Node tests: what a page keeps across reloads. */
export function memoryStorage(): TestWalletStorage & { items: Map<string, string> } {
  const items = new Map<string, string>()
  return { items, getItem: (k) => items.get(k) ?? null, setItem: (k, v) => void items.set(k, v), removeItem: (k) => void items.delete(k) }
}
