/** Reading and writing one storage under one prefix, never throwing: quota, privacy mode or a hand edit read as nothing. */
import type { ChainNamespace } from '../types/chain'
import type { LatchStorage } from '../types/options'

export function storageAccess(storage: LatchStorage, prefix: string) {
  const key = (name: string, namespace?: ChainNamespace) => `${prefix}.${name}${namespace ? `.${namespace}` : ''}`

  const read = (k: string): string | undefined => {
    try {
      return storage.getItem(k) ?? undefined
    } catch {
      return undefined
    }
  }
  const write = (k: string, value: string | undefined): void => {
    try {
      if (value === undefined) storage.removeItem(k)
      else storage.setItem(k, value)
    } catch {
      // Quota or privacy mode: losing persistence must not break the flow that wrote it.
    }
  }
  const readJson = <T>(k: string, accept: (value: unknown) => value is T): T | undefined => {
    const raw = read(k)
    if (raw === undefined) return undefined
    try {
      const value: unknown = JSON.parse(raw)
      return accept(value) ? value : undefined
    } catch {
      return undefined
    }
  }
  const readList = (k: string): string[] =>
    (read(k) ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)

  return { key, read, write, readJson, readList }
}

export type StorageAccess = ReturnType<typeof storageAccess>
