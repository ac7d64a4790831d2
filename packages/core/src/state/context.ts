/**
 * One instance's world: its jotai store, resolved options, storage and adapters. Every action takes
 * the context first (wagmi style), so two instances and parallel tests never share state.
 */
import type { createStore } from 'jotai/vanilla'
import type { ChainAdapter } from '../adapters/chainAdapter'
import type { LatchStorageAccess } from '../store/storage'
import type { ChainNamespace } from '../types/chain'
import type { LatchEvent, LatchEventName } from '../types/options'
import type { ResolvedOptions } from '../options/resolveOptions'
import type { EmbeddedWalletRuntime } from '../embeddedWallet/runtime'
import type { WalletConnectRuntime } from '../walletConnect/runtime'
import type { LazyQueryCache } from '../query/lazyQueryCache'

export type Store = ReturnType<typeof createStore>

export interface Logger {
  debug(...args: unknown[]): void
  info(...args: unknown[]): void
  warn(...args: unknown[]): void
  error(...args: unknown[]): void
}

export interface LatchContext {
  store: Store
  options: ResolvedOptions
  storage: LatchStorageAccess
  adapters: ReadonlyMap<ChainNamespace, ChainAdapter>
  logger: Logger
  /** Records an event for `useAppKitEvents` and the host's opt-in telemetry sink. */
  track(event: LatchEventName, properties?: Record<string, unknown>): void
  eventListeners: Set<(event: LatchEvent) => void>
  /** Pending timers by purpose (one per key), cleared by `destroy()`. */
  timers: Map<string, ReturnType<typeof setTimeout>>
  /** Whether this is a phone-sized touch device (spec §2 open rule 4); injectable for tests. */
  isMobile(): boolean
  /** The browser's user agent ('' on a server); injectable for tests. */
  userAgent(): string
  /** Clock; injectable for tests of the pairing rules. */
  now(): number
  walletConnect: WalletConnectRuntime
  embeddedWallet: EmbeddedWalletRuntime
  /** Every account read goes through this cache (spec §9); it loads with the first read. */
  queries: LazyQueryCache
}

/** Runs `fn` after `ms`, replacing any pending timer of the same `key`; `destroy()` cancels it. */
export function later(ctx: LatchContext, key: string, ms: number, fn: () => void): void {
  cancel(ctx, key)
  const id = setTimeout(() => {
    ctx.timers.delete(key)
    fn()
  }, ms)
  ctx.timers.set(key, id)
}

export function cancel(ctx: LatchContext, key: string): void {
  const id = ctx.timers.get(key)
  if (id === undefined) return
  clearTimeout(id)
  ctx.timers.delete(key)
}

export function isPending(ctx: LatchContext, key: string): boolean {
  return ctx.timers.has(key)
}
