// Public API of @latch/adapter-solana. The list is pinned by index.test.ts.
export { SolanaAdapter } from '../solanaAdapter'
export { solana, solanaDevnet, solanaTestnet } from '@latch/core/networks'
export { InvalidCommitmentError, SolanaAccountNotFoundError, TokenDecimalsMismatchError } from '../errors'
export { formatUnits, InvalidAmountError, parseUnits } from '@latch/core'
export type { CommitmentOption } from '../codec/commitment'
export type { AnyTransaction, Provider, SolanaAdapterOptions, SolanaSendOptions } from '../types'
