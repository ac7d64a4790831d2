import { describe, expect, it } from 'vitest'
import type { LatchErrorInfo } from '../errors/types'
import type { AccountDataState } from '../types/state'
import { reduceAccountData } from './accountDataReducer'

const A = 'eip155:1:a'
const B = 'eip155:1:b'
const failure: LatchErrorInfo = { name: 'Error', code: 'UNKNOWN', shortMessage: 'down', longMessage: 'The source is down.' }
const idle = (key: string, items: string[], next?: string): AccountDataState<string> => ({ status: 'idle', items, key, ...(next ? { next } : {}) })

describe('reduceAccountData', () => {
  it('a refresh keeps the account’s items while it runs; another account’s are not shown meanwhile', () => {
    expect(reduceAccountData(idle(A, ['x'], 'c1'), { type: 'fetch', key: A })).toEqual({ status: 'loading', items: ['x'], key: A })
    expect(reduceAccountData(idle(A, ['x']), { type: 'fetch', key: B })).toEqual({ status: 'loading', items: [], key: B })
  })

  it('a read lands with its cursor; a failure empties the list and records when', () => {
    const loading: AccountDataState<string> = { status: 'loading', items: ['x'], key: A }
    expect(reduceAccountData(loading, { type: 'success', key: A, items: ['y'], next: 'c2' })).toEqual(idle(A, ['y'], 'c2'))
    expect(reduceAccountData(loading, { type: 'error', key: A, error: failure, failedAt: 5 })).toEqual({ status: 'error', items: [], key: A, error: failure, failedAt: 5 })
  })

  it('a next page appends, and its failure keeps what is listed and the cursor', () => {
    const more = reduceAccountData(idle(A, ['x'], 'c1'), { type: 'fetchMore', key: A })
    expect(more).toEqual({ status: 'loading', items: ['x'], key: A, next: 'c1' })
    expect(reduceAccountData(more, { type: 'moreSuccess', key: A, items: ['x', 'y'] })).toEqual(idle(A, ['x', 'y']))
    expect(reduceAccountData(more, { type: 'moreError', key: A, error: failure, failedAt: 9 })).toEqual({ status: 'error', items: ['x'], key: A, next: 'c1', error: failure, failedAt: 9 })
  })

  it('a page of a list no longer shown changes nothing', () => {
    const shown = idle(B, ['b'])
    expect(reduceAccountData(shown, { type: 'fetchMore', key: A })).toBe(shown)
    expect(reduceAccountData(shown, { type: 'moreSuccess', key: A, items: ['a'] })).toBe(shown)
    expect(reduceAccountData(shown, { type: 'moreError', key: A, error: failure, failedAt: 1 })).toBe(shown)
  })
})
