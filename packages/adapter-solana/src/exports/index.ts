// Public API of @latch/adapter-solana. The list is pinned by index.test.ts.
export { SolanaAdapter } from '../solanaAdapter'
export { solana, solanaDevnet, solanaTestnet } from '@latch/core/networks'
export { InvalidAmountError, InvalidCommitmentError, SolanaAccountNotFoundError, TokenDecimalsMismatchError } from '../errors'
export { formatUnits, parseUnits } from '../codec/units'
export type { CommitmentOption } from '../codec/commitment'
export type { AnyTransaction, Provider, SolanaAdapterOptions, SolanaSendOptions } from '../types'
