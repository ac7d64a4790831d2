/**
 * How a list of the Account view (tokens, NFTs, activity) moves between loading, idle and error: every change is
 * an action through one reducer, as TanStack Query's `#dispatch` does, instead of patching fields by hand.
 */
import type { LatchErrorInfo } from '../errors/types'
import type { AccountDataState } from '../types/state'

export type AccountDataAction<T> =
  /** A read of `key`'s list started; another account's items are not shown meanwhile. */
  | { type: 'fetch'; key: string }
  | { type: 'success'; key: string; items: readonly T[]; next?: string }
  | { type: 'error'; key: string; error: LatchErrorInfo; failedAt: number }
  /** The page after `next` started; what is listed stays. */
  | { type: 'fetchMore'; key: string }
  /** `items` is the whole list with the page merged in. */
  | { type: 'moreSuccess'; key: string; items: readonly T[]; next?: string }
  | { type: 'moreError'; key: string; error: LatchErrorInfo; failedAt: number }

export function reduceAccountData<T>(state: AccountDataState<T>, action: AccountDataAction<T>): AccountDataState<T> {
  const { key } = action
  switch (action.type) {
    case 'fetch':
      return { status: 'loading', items: state.key === key ? state.items : [], key }
    case 'success':
      return { status: 'idle', items: action.items, key, next: action.next }
    case 'error':
      return { status: 'error', items: [], key, error: action.error, failedAt: action.failedAt }
  }
  // A page of another list than the one shown changes nothing.
  if (state.key !== key) return state
  switch (action.type) {
    case 'fetchMore':
      return { ...state, status: 'loading' }
    case 'moreSuccess':
      return { ...state, status: 'idle', items: action.items, next: action.next }
    case 'moreError':
      return { ...state, status: 'error', error: action.error, failedAt: action.failedAt }
  }
}
