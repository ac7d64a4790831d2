/**
 * The extension's list of websites: each origin (dapp name) allowed or denied, as polkadot{.js}'s "Manage Website
 * Access" keeps it. Saved in `storage` when given, so a reload finds the dapp still authorised and `enable` is silent.
 */
import type { TestWalletStorage } from '../shared/storage'

export type OriginAccess = {
  readonly authorized: ReadonlySet<string>
  readonly denied: ReadonlySet<string>
  allow(origin: string): void
  deny(origin: string): void
  forget(origin: string): void
}

export function createOriginAccess(storage: TestWalletStorage | null, storageKey: string, initiallyAuthorized: readonly string[]): OriginAccess {
  const saved = read(storage, storageKey)
  const authorized = new Set([...(saved?.authorized ?? []), ...initiallyAuthorized])
  const denied = new Set((saved?.denied ?? []).filter((o) => !authorized.has(o)))
  const save = () => storage?.setItem(storageKey, JSON.stringify({ authorized: [...authorized], denied: [...denied] }))
  return {
    authorized,
    denied,
    allow(origin) {
      denied.delete(origin)
      authorized.add(origin)
      save()
    },
    deny(origin) {
      authorized.delete(origin)
      denied.add(origin)
      save()
    },
    forget(origin) {
      authorized.delete(origin)
      denied.delete(origin)
      save()
    },
  }
}

function read(storage: TestWalletStorage | null, key: string): { authorized: string[]; denied: string[] } | undefined {
  try {
    const value = JSON.parse(storage?.getItem(key) ?? 'null') as { authorized?: unknown; denied?: unknown } | null
    const strings = (list: unknown) => (Array.isArray(list) ? list.filter((x): x is string => typeof x === 'string') : [])
    return value ? { authorized: strings(value.authorized), denied: strings(value.denied) } : undefined
  } catch {
    // Something else wrote the key: start from nothing, as a fresh extension would.
    return undefined
  }
}
