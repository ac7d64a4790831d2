/**
 * Every piece of an instance's state, one primitive atom per concern. Atoms hold data only; the
 * actions that change them live in their concern's module. Derived views are built in client/snapshot.
 */
import { atom } from 'jotai/vanilla'
import type { AdapterNft, AdapterTransaction, AdapterTransfer } from '../adapters/contract'
import type { LatchErrorInfo } from '../errors/types'
import type { ChainNamespace, Connector } from '../types/chain'
import type { ConnectingState, NamespaceState, RouterState, SnackbarState } from '../types/client'
import type { LatchEvent } from '../types/options'
import type { ThemeState } from '../types/theme'

export const routerAtom = atom<RouterState>({ view: 'Connect', history: [{ view: 'Connect' }] })

export const modalAtom = atom({ open: false, shake: false, loading: false })

export const snackbarAtom = atom<SnackbarState>({ open: false, message: '', variant: 'success' })

export const themeAtom = atom<ThemeState>({ themeMode: 'light', themeVariables: {} })

export const activeNamespaceAtom = atom<ChainNamespace | undefined>(undefined)

export const namespacesAtom = atom<Partial<Record<ChainNamespace, NamespaceState>>>({})

/** Connectors as each adapter reported them, per namespace (ordering is applied when read). */
export const connectorsAtom = atom<Partial<Record<ChainNamespace, readonly Connector[]>>>({})

export const recentConnectorIdsAtom = atom<readonly string[]>([])

export const connectingAtom = atom<ConnectingState>({ status: 'idle' })

export const alertAtom = atom<LatchErrorInfo | undefined>(undefined)

export const initializedAtom = atom(false)

export const lastEventAtom = atom<LatchEvent | undefined>(undefined)

/** The WalletConnect pairing shown as a QR code / deep link (spec §4). */
export interface WalletConnectState {
  status: 'idle' | 'pairing' | 'error'
  uri?: string
  /** Epoch ms when the pairing stops being usable. */
  pairingExpiry?: number
  /** The wallet the user chose for a deep link, if any. */
  linking?: { name: string; href: string }
  error?: LatchErrorInfo
  /** Topic of the live session, once approved. */
  sessionTopic?: string
}

export const walletConnectAtom = atom<WalletConnectState>({ status: 'idle' })

/** The embedded wallet's login and approval state (spec §4 "E-mail login steps", §6 approvals). */
export interface EmbeddedWalletState {
  status: 'idle' | 'loading' | 'awaitingDevice' | 'awaitingOtp' | 'connecting' | 'connected' | 'error'
  /** The e-mail being logged in with (or of the logged-in user). */
  email?: string
  /** The social provider of a login in progress or done. */
  socialProvider?: string
  /** The user name a social login reported. */
  userName?: string
  /** An e-mail change in progress: which code is awaited, and for which new address. */
  updateEmail?: { step: 'VERIFY_PRIMARY_OTP' | 'VERIFY_SECONDARY_OTP'; newEmail: string }
  /** An unsafe RPC request the frame is asking the user to approve. */
  approval?: { method: string }
  /** The frame's approval UI is visible over the modal. */
  frameVisible: boolean
  error?: LatchErrorInfo
}

export const embeddedWalletAtom = atom<EmbeddedWalletState>({ status: 'idle', frameVisible: false })

/** The sign-in-with-X step (spec §4 "Sign-in message flow"). */
export interface SiwxState {
  status: 'idle' | 'signing' | 'error'
  error?: LatchErrorInfo
}

export const siwxAtom = atom<SiwxState>({ status: 'idle' })

/** The send form, kept across its two views (spec §4 "Send tokens"). */
export interface SendState {
  to: string
  amount: string
  /** The token to send (its contract); absent: the native currency. */
  token?: { address: string; symbol: string; decimals: number; quantity: string }
  status: 'idle' | 'checking' | 'sending' | 'error'
  /** Per-field problems of the last check. */
  errors: { to?: string; amount?: string }
  /** Of the last check that passed: what will be sent and what the network takes, in smallest units. */
  value?: string
  fee?: string
  /** The fee in whole units, as the adapter formats it. */
  feeText?: string
  /** When the receiver was given as a name (ENS …): the address it resolved to, which is what is sent to. */
  resolvedTo?: string
  hash?: string
  error?: LatchErrorInfo
}

export const sendAtom = atom<SendState>({ to: '', amount: '', status: 'idle', errors: {} })

/** A list the Account view reads for the connected account (tokens, NFTs, activity). */
export interface AccountDataState<T> {
  status: 'idle' | 'loading' | 'error'
  items: readonly T[]
  /** The account and network the items belong to. */
  key?: string
  /** The source's cursor for more items, when it pages (activity). */
  next?: string
  error?: LatchErrorInfo
  /** Epoch ms of the last failure: no new fetch within 30 s of it. */
  failedAt?: number
}

export type TokenItem = {
  address?: string
  symbol: string
  name: string
  decimals: number
  quantity: string
  iconUrl?: string
  /** In USD, where a price source knows the token's price. */
  value?: number
  spam?: boolean
}
/** An NFT as the chain reports it, plus what an indexer adds: its image and a spam flag. */
export type NftItem = AdapterNft & { imageUrl?: string; spam?: boolean }

/** The Account view's token list (spec §4 "Token balance fetch"). */
export type TokensState = AccountDataState<TokenItem>
export type NftsState = AccountDataState<NftItem>

export const tokensAtom = atom<TokensState>({ status: 'idle', items: [] })
export const nftsAtom = atom<NftsState>({ status: 'idle', items: [] })

/** A transfer as the Activity tab shows it: the source's, plus `quantity` in whole units (the adapter's formatting). */
export type ActivityTransfer = AdapterTransfer & { quantity: string }
export type ActivityItem = Omit<AdapterTransaction, 'transfers'> & { transfers: readonly ActivityTransfer[] }
export type ActivityState = AccountDataState<ActivityItem>
export const activityAtom = atom<ActivityState>({ status: 'idle', items: [] })

/** A transaction sent from the modal that no source has reported settled yet; `key` is `caipNetworkId:address`. */
export type PendingTransaction = ActivityItem & { key: string }
/** Newest first, at most 99 (spec §9). */
export const pendingTransactionsAtom = atom<readonly PendingTransaction[]>([])
