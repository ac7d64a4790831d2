/**
 * The stored values an instance starts from (client/startState): connection status, connector, cached address, the
 * namespaces and networks used last, recent wallets, a pending pairing. Apart from the rest of storage, so the page
 * reads them before the client, and every write, has loaded.
 */
import { MAX_RECENT_WALLETS } from '../constants'
import type { CaipNetworkId, ChainNamespace } from '../types/chain'
import type { ConnectionStatus } from '../types/state'
import { isChainNamespace, parseCaipNetworkId } from '../utils/caip'
import { isRecord, isStringArray } from '../validation/issues'
import type { StorageAccess } from './access'
import { STORAGE_KEYS } from './keys'

type Status = 'disconnected' | 'connecting' | 'reconnecting' | 'connected'
// What a stored value must look like to be used; anything else (another version, a hand edit) is ignored.
const isStatus = (x: unknown): x is Status => x === 'disconnected' || x === 'connecting' || x === 'reconnecting' || x === 'connected'

/** A pairing URI handed to a wallet app, its expiry (epoch ms) and the wallet whose link carried it. */
export interface StoredPairing {
  uri: string
  expiry: number
  linking?: { name: string; href: string }
}
const isLinking = (x: unknown) => x === undefined || (isRecord(x) && typeof x.name === 'string' && typeof x.href === 'string')
const isStoredPairing = (x: unknown): x is StoredPairing =>
  isRecord(x) && typeof x.uri === 'string' && x.uri.startsWith('wc:') && typeof x.expiry === 'number' && Number.isFinite(x.expiry) && isLinking(x.linking)

export function startReads({ key, read, readJson, readList }: StorageAccess) {
  return {
    getConnectionStatus(namespace: ChainNamespace): ConnectionStatus | undefined {
      const raw = read(key(STORAGE_KEYS.connectionStatus, namespace))
      return isStatus(raw) ? raw : undefined
    },
    getConnectorId(namespace: ChainNamespace): string | undefined {
      return read(key(STORAGE_KEYS.connectorId, namespace)) || undefined
    },
    /** The address cache: shown while a stored connection restores, cleared by a stored "disconnected". */
    getAddress(namespace: ChainNamespace): string | undefined {
      return read(key(STORAGE_KEYS.address, namespace)) || undefined
    },
    getConnectedNamespaces(): ChainNamespace[] {
      return readList(key(STORAGE_KEYS.connectedNamespaces)).filter(isChainNamespace)
    },
    /** The namespace used last (the active chain family on the next visit). */
    getLastUsedChain(): ChainNamespace | undefined {
      const raw = read(key(STORAGE_KEYS.lastUsedChain))
      return isChainNamespace(raw) ? raw : undefined
    },
    getActiveCaipNetworkId(namespace: ChainNamespace): CaipNetworkId | undefined {
      const raw = read(key(STORAGE_KEYS.activeCaipNetworkId, namespace))
      return raw && parseCaipNetworkId(raw)?.namespace === namespace ? (raw as CaipNetworkId) : undefined
    },
    /** Most recent first, at most 2 (spec §9). */
    getRecentWallets(): string[] {
      return (readJson(key(STORAGE_KEYS.recentWallets), isStringArray) ?? []).slice(0, MAX_RECENT_WALLETS)
    },
    getSmartAccountEnabledNetworks(): number[] {
      return readList(key(STORAGE_KEYS.smartAccountEnabledNetworks))
        .map(Number)
        .filter((n) => Number.isInteger(n) && n > 0)
    },
    /** The pairing kept across a reload (spec §4 reuse browsers only); see flows/walletConnect. */
    getWalletConnectPairing(): StoredPairing | undefined {
      return readJson(key(STORAGE_KEYS.walletConnectPairing), isStoredPairing)
    },
  }
}

export type StartReads = ReturnType<typeof startReads>
