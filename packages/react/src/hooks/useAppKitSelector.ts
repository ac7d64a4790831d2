'use client'
import { type LatchSnapshot, shallowEqual } from '@latch/core'
import { useCallback, useRef, useSyncExternalStore } from 'react'
import type { AppKit } from '../types'
import { hydrationSnapshot } from './hydrationSnapshot'
import { useAppKitInstance } from './useAppKitInstance'

interface Selection<T> {
  snapshot: LatchSnapshot
  select: unknown
  value: T
}

/**
 * useSyncExternalStore over the client with a selector. The result is memoised per snapshot (core keeps
 * the snapshot object stable until state changes) and kept when one-level equal, so a selector that
 * builds an object neither loops the render nor re-renders on unrelated changes.
 * Pass a stable `select` (module-level or useCallback) to skip recomputing on every render.
 */
export function useAppKitSelector<T>(select: (snapshot: LatchSnapshot, appKit: AppKit) => T): T {
  const appKit = useAppKitInstance()
  const { client } = appKit
  const last = useRef<Selection<T> | undefined>(undefined)
  const subscribe = useCallback((onChange: () => void) => client.subscribe(onChange), [client])
  const selectFrom = (snapshot: LatchSnapshot) => {
    const previous = last.current
    if (previous && previous.snapshot === snapshot && previous.select === select) return previous.value
    const next = select(snapshot, appKit)
    const value = previous && shallowEqual(previous.value, next) ? previous.value : next
    last.current = { snapshot, select, value }
    return value
  }
  return useSyncExternalStore(
    subscribe,
    () => selectFrom(client.getSnapshot()),
    // Core answers on the server too, so SSR renders the initial state; hydration renders what the server did.
    () => selectFrom(hydrationSnapshot(client)),
  )
}
