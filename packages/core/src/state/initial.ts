/**
 * What each piece of an instance's state holds before anything happens. Plain values, no jotai: the atoms start from
 * them (state/atoms), and so does the snapshot a page paints before the client has loaded (client/startSnapshot).
 */
import type { AccountState, ActivityState, ConnectingState, EmbeddedWalletState, NftsState, RouterState, SendState, SiwxState, SnackbarState, TokensState, WalletConnectState } from '../types/state'

export const INITIAL_ROUTER: RouterState = { view: 'Connect', history: [{ view: 'Connect' }] }
export const INITIAL_MODAL = { open: false, shake: false, loading: false }
export const INITIAL_SNACKBAR: SnackbarState = { open: false, messageKey: '', variant: 'success' }
export const INITIAL_CONNECTING: ConnectingState = { status: 'idle' }
export const INITIAL_WALLET_CONNECT: WalletConnectState = { status: 'idle' }
export const INITIAL_EMBEDDED_WALLET: EmbeddedWalletState = { status: 'idle', frameVisible: false }
export const INITIAL_SIWX: SiwxState = { status: 'idle' }
export const INITIAL_SEND: SendState = { to: '', amount: '', status: 'idle', errors: {} }
export const INITIAL_TOKENS: TokensState = { status: 'idle', items: [] }
export const INITIAL_NFTS: NftsState = { status: 'idle', items: [] }
export const INITIAL_ACTIVITY: ActivityState = { status: 'idle', items: [] }

export function emptyAccount(): AccountState {
  return { status: 'disconnected', balanceLoading: false, currentTab: 0, allAccounts: [] }
}
