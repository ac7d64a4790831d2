/**
 * Every piece of an instance's state, one primitive atom per concern. Atoms hold data only; the
 * actions that change them live in their concern's module. Derived views are built in client/snapshot.
 */
import { atom } from 'jotai/vanilla'
import type { LatchErrorInfo } from '../errors/types'
import type { ChainNamespace, Connector } from '../types/chain'
import type { LatchEvent } from '../types/options'
import type {
  ActivityState,
  ConnectingState,
  EmbeddedWalletState,
  NamespaceState,
  NftsState,
  PendingTransaction,
  RouterState,
  SendState,
  SiwxState,
  SnackbarState,
  TokensState,
  WalletConnectState,
} from '../types/state'
import type { OnrampState, SwapState } from '../types/swapState'
import type { ThemeState } from '../types/theme'
import type { NamesState } from '../names/types'
import { INITIAL_ACTIVITY, INITIAL_CONNECTING, INITIAL_EMBEDDED_WALLET, INITIAL_MODAL, INITIAL_NFTS, INITIAL_ROUTER, INITIAL_SEND, INITIAL_SIWX, INITIAL_SNACKBAR, INITIAL_TOKENS, INITIAL_WALLET_CONNECT } from './initial'

export const routerAtom = atom<RouterState>(INITIAL_ROUTER)

export const modalAtom = atom(INITIAL_MODAL)

export const snackbarAtom = atom<SnackbarState>(INITIAL_SNACKBAR)

export const themeAtom = atom<ThemeState>({ themeMode: 'light', themeVariables: {} })

export const activeNamespaceAtom = atom<ChainNamespace | undefined>(undefined)

export const namespacesAtom = atom<Partial<Record<ChainNamespace, NamespaceState>>>({})

/** Connectors as each adapter reported them, per namespace (ordering is applied when read). */
export const connectorsAtom = atom<Partial<Record<ChainNamespace, readonly Connector[]>>>({})

export const recentConnectorIdsAtom = atom<readonly string[]>([])

export const connectingAtom = atom<ConnectingState>(INITIAL_CONNECTING)

export const alertAtom = atom<LatchErrorInfo | undefined>(undefined)

export const initializedAtom = atom(false)

export const lastEventAtom = atom<LatchEvent | undefined>(undefined)

export const walletConnectAtom = atom<WalletConnectState>(INITIAL_WALLET_CONNECT)

export const embeddedWalletAtom = atom<EmbeddedWalletState>(INITIAL_EMBEDDED_WALLET)

export const siwxAtom = atom<SiwxState>(INITIAL_SIWX)

export const sendAtom = atom<SendState>(INITIAL_SEND)

/** The Swap form and the Buy view (issue #17): nothing until they first open (swap/state.ts, onramp/state.ts). */
export const swapAtom = atom<SwapState | undefined>(undefined)
export const onrampAtom = atom<OnrampState | undefined>(undefined)

/** Account-name registration (issue #19): nothing until RegisterAccountName first opens (names/state.ts). */
export const namesAtom = atom<NamesState | undefined>(undefined)

export const tokensAtom = atom<TokensState>(INITIAL_TOKENS)
export const nftsAtom = atom<NftsState>(INITIAL_NFTS)

export const activityAtom = atom<ActivityState>(INITIAL_ACTIVITY)

/** Newest first, at most 99 (spec §9). */
export const pendingTransactionsAtom = atom<readonly PendingTransaction[]>([])
