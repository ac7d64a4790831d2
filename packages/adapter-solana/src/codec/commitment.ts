import { type COMMITMENTS, InvalidCommitmentError } from '../errors'

export type Commitment = 'processed' | 'confirmed' | 'finalized'
/** Every value spec §5 accepts: the three current levels and the deprecated names RPC nodes still map. */
export type CommitmentOption = (typeof COMMITMENTS)[number]

/** The deprecated names as nodes read them (agave `CommitmentLevel` aliases). */
const CURRENT: Record<CommitmentOption, Commitment> = {
  processed: 'processed',
  recent: 'processed',
  confirmed: 'confirmed',
  single: 'confirmed',
  singleGossip: 'confirmed',
  finalized: 'finalized',
  root: 'finalized',
  max: 'finalized',
}

/** AppKit's SolanaAdapter default. */
export const DEFAULT_COMMITMENT: Commitment = 'confirmed'

/** Checks a `preflightCommitment` option (spec §5) and returns the level a wallet understands. */
export function resolveCommitment(value: unknown): Commitment {
  if (value === undefined) return DEFAULT_COMMITMENT
  if (typeof value === 'string' && Object.hasOwn(CURRENT, value)) return CURRENT[value as CommitmentOption]
  throw new InvalidCommitmentError(value)
}
