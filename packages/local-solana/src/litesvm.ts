import { createRequire } from 'node:module'
import type * as Internal from 'litesvm/dist/internal'

/**
 * LiteSVM's native binding. Its byte-level API (`sendLegacyTransaction(bytes)`, `getAccount(bytes)`) is what a
 * JSON-RPC server needs; the package's main entry wraps it in `@solana/kit` types we would only convert back.
 */
const native: typeof Internal = createRequire(import.meta.url)('litesvm/dist/internal.js')

export const { LiteSvm, Account, FailedTransactionMetadata, TransactionErrorInstructionError, TransactionErrorDuplicateInstruction, TransactionErrorInsufficientFundsForRent, InstructionErrorCustom, InstructionErrorBorshIo } = native
export type LiteSvm = Internal.LiteSvm
export type NativeAccount = Internal.Account
export type TransactionMetadata = Internal.TransactionMetadata
export type FailedTransactionMetadata = Internal.FailedTransactionMetadata
export type SimulatedTransactionInfo = Internal.SimulatedTransactionInfo
