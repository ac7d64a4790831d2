/**
 * `tokens: { source }` / `nfts: { source }` rather than the per-network contract lists the chain source takes.
 * Its own module: the lists decide with it, and load the indexer's code only when it says so.
 */
import type { HoldingsOptions } from '../types/options'

export const isHoldingsOptions = (v: unknown): v is HoldingsOptions => typeof v === 'object' && v !== null && 'source' in v
