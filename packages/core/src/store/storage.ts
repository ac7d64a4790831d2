/**
 * Every local-storage key of spec §3 (store/keys), typed, and validated on read: a corrupt or hand-edited value reads
 * as "nothing stored", never throws. What an instance starts from is read by store/startReads, part of this too.
 */
import { IDENTITY_CACHE_MAX, MAX_RECENT_WALLETS } from '../constants'
import type { CaipNetworkId, ChainNamespace } from '../types/chain'
import type { ConnectionStatus } from '../types/state'
import type { LatchStorage } from '../types/options'
import { isChainNamespace } from '../utils/caip'
import { isRecord } from '../validation/issues'
import { storageAccess } from './access'
import { DEFAULT_STORAGE_PREFIX, STORAGE_KEYS } from './keys'
import { defaultStorage } from './memoryStorage'
import { startReads, type StoredPairing } from './startReads'

export { DEFAULT_STORAGE_PREFIX, STORAGE_KEYS } from './keys'
export type { StoredPairing } from './startReads'

type AccountType = 'eoa' | 'smartAccount' | 'payment'

// What a stored value must look like to be used; anything else (another version, a hand edit) is ignored.
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
  const access = storageAccess(storage, prefix)
  const { key, read, write, readJson } = access

  return {
    ...startReads(access),
    setConnectionStatus(namespace: ChainNamespace, status: ConnectionStatus | undefined): void {
      write(key(STORAGE_KEYS.connectionStatus, namespace), status)
    },

    setConnectorId(namespace: ChainNamespace, connectorId: string | undefined): void {
      write(key(STORAGE_KEYS.connectorId, namespace), connectorId)
    },

    setAddress(namespace: ChainNamespace, address: string | undefined): void {
      write(key(STORAGE_KEYS.address, namespace), address)
    },

    addConnectedNamespace(namespace: ChainNamespace): void {
      const list = this.getConnectedNamespaces()
      if (!list.includes(namespace)) write(key(STORAGE_KEYS.connectedNamespaces), [...list, namespace].join(','))
    },
    removeConnectedNamespace(namespace: ChainNamespace): void {
      const list = this.getConnectedNamespaces().filter((n) => n !== namespace)
      write(key(STORAGE_KEYS.connectedNamespaces), list.length ? list.join(',') : undefined)
    },

    setLastUsedChain(namespace: ChainNamespace | undefined): void {
      write(key(STORAGE_KEYS.lastUsedChain), namespace)
    },

    setActiveCaipNetworkId(namespace: ChainNamespace, id: CaipNetworkId | undefined): void {
      write(key(STORAGE_KEYS.activeCaipNetworkId, namespace), id)
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
    setWalletConnectPairing(pairing: StoredPairing | undefined): void {
      write(key(STORAGE_KEYS.walletConnectPairing), pairing && JSON.stringify(pairing))
    },
    /** Forgets the embedded-wallet login (sign-out, or an is-connected error). */
    clearLoginCache(): void {
      for (const name of [STORAGE_KEYS.emailLoginUsed, STORAGE_KEYS.email, STORAGE_KEYS.socialUsername, STORAGE_KEYS.socialProvider, STORAGE_KEYS.lastEmailLoginTime]) write(key(name), undefined)
    },
  }
}
