/**
 * Every local-storage key of spec §3, prefixed so two dapps on one origin can keep apart (`storagePrefix`),
 * typed, and validated on read: a corrupt or hand-edited value reads as "nothing stored", never throws.
 */
import { isRecord, isStringArray } from '../validation/issues'
import { IDENTITY_CACHE_MAX, MAX_RECENT_WALLETS } from '../constants'
import type { CaipNetworkId, ChainNamespace } from '../types/chain'
import type { ConnectionStatus } from '../types/state'
import type { LatchStorage } from '../types/options'
import { isChainNamespace, parseCaipNetworkId } from '../utils/caip'
import { defaultStorage } from './memoryStorage'

export const DEFAULT_STORAGE_PREFIX = 'latch'

/** Key names after the prefix. Per-namespace keys end in `.<namespace>`. */
export const STORAGE_KEYS = {
  emailLoginUsed: 'emailLoginUsed',
  email: 'email',
  socialUsername: 'socialUsername',
  /** The social login behind the embedded wallet's session (as the original's `social_provider`), for a restored session. */
  socialProvider: 'socialProvider',
  lastEmailLoginTime: 'lastEmailLoginTime',
  lastUsedChain: 'lastUsedChain',
  activeCaipNetworkId: 'activeCaipNetworkId',
  smartAccountEnabledNetworks: 'smartAccountEnabledNetworks',
  preferredAccountTypes: 'preferredAccountTypes',
  connectedNamespaces: 'connectedNamespaces',
  connectionStatus: 'connectionStatus',
  connectorId: 'connectorId',
  address: 'address',
  recentWallets: 'recentWallets',
  identityCache: 'identityCache',
  /**
   * A WalletConnect pairing handed to a wallet on a browser that reuses it (spec §4), for a reload on return.
   * Not named "walletConnect…": the WalletConnect SDK moves every localStorage key containing that word (or `wc_`,
   * `wc@`) into its own IndexedDB store on a first start, and this one must still be here for that start.
   */
  walletConnectPairing: 'pendingPairing',
} as const

type AccountType = 'eoa' | 'smartAccount' | 'payment'
type Status = 'disconnected' | 'connecting' | 'reconnecting' | 'connected'

// What a stored value must look like to be used; anything else (another version, a hand edit) is ignored.
const isStatus = (x: unknown): x is Status => x === 'disconnected' || x === 'connecting' || x === 'reconnecting' || x === 'connected'
const isAccountTypes = (x: unknown): x is Record<string, AccountType> =>
  isRecord(x) && Object.values(x).every((t) => t === 'eoa' || t === 'smartAccount' || t === 'payment')

/** A name service's answer for an address, and when it was read (epoch ms). */
export interface StoredIdentity {
  name?: string
  avatar?: string
  at: number
}
type IdentityCache = Record<string, StoredIdentity>
const isOptionalString = (x: unknown) => x === undefined || typeof x === 'string'
const isIdentityCache = (x: unknown): x is IdentityCache =>
  isRecord(x) && Object.values(x).every((e) => isRecord(e) && typeof e.at === 'number' && isOptionalString(e.name) && isOptionalString(e.avatar))

/** A pairing URI handed to a wallet app, its expiry (epoch ms) and the wallet whose link carried it. */
export interface StoredPairing {
  uri: string
  expiry: number
  linking?: { name: string; href: string }
}
const isLinking = (x: unknown) => x === undefined || (isRecord(x) && typeof x.name === 'string' && typeof x.href === 'string')
const isStoredPairing = (x: unknown): x is StoredPairing =>
  isRecord(x) && typeof x.uri === 'string' && x.uri.startsWith('wc:') && typeof x.expiry === 'number' && Number.isFinite(x.expiry) && isLinking(x.linking)

export type LatchStorageAccess = ReturnType<typeof createLatchStorage>

/**
 * `sameAddress` is each namespace's spelling of an address for keying (the adapter's `normalize`: EVM addresses
 * come in two cases, and must share one entry); without it addresses are keyed as they are.
 */
export function createLatchStorage(
  storage: LatchStorage = defaultStorage(),
  prefix = DEFAULT_STORAGE_PREFIX,
  sameAddress: (namespace: ChainNamespace, address: string) => string = (_ns, address) => address,
) {
  const identityId = (namespace: ChainNamespace, address: string) => `${namespace}:${sameAddress(namespace, address)}`
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

  return {
    getConnectionStatus(namespace: ChainNamespace): ConnectionStatus | undefined {
      const raw = read(key(STORAGE_KEYS.connectionStatus, namespace))
      return isStatus(raw) ? raw : undefined
    },
    setConnectionStatus(namespace: ChainNamespace, status: ConnectionStatus | undefined): void {
      write(key(STORAGE_KEYS.connectionStatus, namespace), status)
    },

    getConnectorId(namespace: ChainNamespace): string | undefined {
      return read(key(STORAGE_KEYS.connectorId, namespace)) || undefined
    },
    setConnectorId(namespace: ChainNamespace, connectorId: string | undefined): void {
      write(key(STORAGE_KEYS.connectorId, namespace), connectorId)
    },

    /** The address cache: shown while a stored connection restores, cleared by a stored "disconnected". */
    getAddress(namespace: ChainNamespace): string | undefined {
      return read(key(STORAGE_KEYS.address, namespace)) || undefined
    },
    setAddress(namespace: ChainNamespace, address: string | undefined): void {
      write(key(STORAGE_KEYS.address, namespace), address)
    },

    getConnectedNamespaces(): ChainNamespace[] {
      return readList(key(STORAGE_KEYS.connectedNamespaces)).filter(isChainNamespace)
    },
    addConnectedNamespace(namespace: ChainNamespace): void {
      const list = this.getConnectedNamespaces()
      if (!list.includes(namespace)) write(key(STORAGE_KEYS.connectedNamespaces), [...list, namespace].join(','))
    },
    removeConnectedNamespace(namespace: ChainNamespace): void {
      const list = this.getConnectedNamespaces().filter((n) => n !== namespace)
      write(key(STORAGE_KEYS.connectedNamespaces), list.length ? list.join(',') : undefined)
    },

    /** The namespace used last (the active chain family on the next visit). */
    getLastUsedChain(): ChainNamespace | undefined {
      const raw = read(key(STORAGE_KEYS.lastUsedChain))
      return isChainNamespace(raw) ? raw : undefined
    },
    setLastUsedChain(namespace: ChainNamespace | undefined): void {
      write(key(STORAGE_KEYS.lastUsedChain), namespace)
    },

    getActiveCaipNetworkId(namespace: ChainNamespace): CaipNetworkId | undefined {
      const raw = read(key(STORAGE_KEYS.activeCaipNetworkId, namespace))
      return raw && parseCaipNetworkId(raw)?.namespace === namespace ? (raw as CaipNetworkId) : undefined
    },
    setActiveCaipNetworkId(namespace: ChainNamespace, id: CaipNetworkId | undefined): void {
      write(key(STORAGE_KEYS.activeCaipNetworkId, namespace), id)
    },

    /** Most recent first, at most 2 (spec §9). */
    getRecentWallets(): string[] {
      return (readJson(key(STORAGE_KEYS.recentWallets), isStringArray) ?? []).slice(0, MAX_RECENT_WALLETS)
    },
    addRecentWallet(id: string): string[] {
      const next = [id, ...this.getRecentWallets().filter((w) => w !== id)].slice(0, MAX_RECENT_WALLETS)
      write(key(STORAGE_KEYS.recentWallets), JSON.stringify(next))
      return next
    },
    clearRecentWallets(): void {
      write(key(STORAGE_KEYS.recentWallets), undefined)
    },

    /** The identity cache (spec §3 "identity (avatar, name)"): one entry per namespace and address. */
    getIdentity(namespace: ChainNamespace, address: string): StoredIdentity | undefined {
      return readJson(key(STORAGE_KEYS.identityCache), isIdentityCache)?.[identityId(namespace, address)]
    },
    /** Stores an identity, newest first, keeping at most 20. */
    setIdentity(namespace: ChainNamespace, address: string, identity: StoredIdentity): void {
      const id = identityId(namespace, address)
      const rest = Object.entries(readJson(key(STORAGE_KEYS.identityCache), isIdentityCache) ?? {}).filter(([k]) => k !== id)
      write(key(STORAGE_KEYS.identityCache), JSON.stringify(Object.fromEntries([[id, identity], ...rest].slice(0, IDENTITY_CACHE_MAX))))
    },

    getSmartAccountEnabledNetworks(): number[] {
      return readList(key(STORAGE_KEYS.smartAccountEnabledNetworks))
        .map(Number)
        .filter((n) => Number.isInteger(n) && n > 0)
    },
    setSmartAccountEnabledNetworks(ids: readonly number[]): void {
      write(key(STORAGE_KEYS.smartAccountEnabledNetworks), ids.length ? ids.join(',') : undefined)
    },

    getPreferredAccountTypes(): Partial<Record<ChainNamespace, 'eoa' | 'smartAccount' | 'payment'>> {
      const all = readJson(key(STORAGE_KEYS.preferredAccountTypes), isAccountTypes) ?? {}
      return Object.fromEntries(Object.entries(all).filter(([ns]) => isChainNamespace(ns)))
    },
    setPreferredAccountType(namespace: ChainNamespace, type: 'eoa' | 'smartAccount' | 'payment'): void {
      write(key(STORAGE_KEYS.preferredAccountTypes), JSON.stringify({ ...this.getPreferredAccountTypes(), [namespace]: type }))
    },

    getEmailLoginUsed(): boolean {
      return read(key(STORAGE_KEYS.emailLoginUsed)) === 'true'
    },
    setEmailLoginUsed(used: boolean): void {
      write(key(STORAGE_KEYS.emailLoginUsed), used ? 'true' : undefined)
    },
    getEmail(): string | undefined {
      return read(key(STORAGE_KEYS.email)) || undefined
    },
    setEmail(email: string | undefined): void {
      write(key(STORAGE_KEYS.email), email)
    },
    getSocialUsername(): string | undefined {
      return read(key(STORAGE_KEYS.socialUsername)) || undefined
    },
    setSocialUsername(name: string | undefined): void {
      write(key(STORAGE_KEYS.socialUsername), name)
    },
    getSocialProvider(): string | undefined {
      const value = read(key(STORAGE_KEYS.socialProvider))
      return value && /^[a-z]{1,32}$/.test(value) ? value : undefined
    },
    setSocialProvider(provider: string | undefined): void {
      write(key(STORAGE_KEYS.socialProvider), provider)
    },
    /** Epoch ms of the last e-mail code request (for the 30 s rule). */
    getLastEmailLoginTime(): number | undefined {
      const n = Number(read(key(STORAGE_KEYS.lastEmailLoginTime)))
      return Number.isFinite(n) && n > 0 ? n : undefined
    },
    setLastEmailLoginTime(epochMs: number | undefined): void {
      write(key(STORAGE_KEYS.lastEmailLoginTime), epochMs === undefined ? undefined : String(epochMs))
    },
    /** The pairing kept across a reload (spec §4 reuse browsers only); see flows/walletConnect. */
    getWalletConnectPairing(): StoredPairing | undefined {
      return readJson(key(STORAGE_KEYS.walletConnectPairing), isStoredPairing)
    },
    setWalletConnectPairing(pairing: StoredPairing | undefined): void {
      write(key(STORAGE_KEYS.walletConnectPairing), pairing && JSON.stringify(pairing))
    },
    /** Forgets the embedded-wallet login (sign-out, or an is-connected error). */
    clearLoginCache(): void {
      for (const name of [STORAGE_KEYS.emailLoginUsed, STORAGE_KEYS.email, STORAGE_KEYS.socialUsername, STORAGE_KEYS.socialProvider, STORAGE_KEYS.lastEmailLoginTime]) write(key(name), undefined)
    },
  }
}
