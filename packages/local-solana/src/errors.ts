import { type FailedTransactionMetadata, InstructionErrorBorshIo, InstructionErrorCustom, TransactionErrorDuplicateInstruction, TransactionErrorInstructionError, TransactionErrorInsufficientFundsForRent } from './litesvm'

/** A JSON-RPC error as the Solana RPC sends it: `{ code, message, data? }`. */
export class RpcError extends Error {
  override name = 'RpcError'
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message)
  }
}

/** The Solana RPC's error codes (agave `rpc-client-api/src/custom_error.rs`, plus JSON-RPC 2.0's own). */
export const ErrorCode = {
  parse: -32700,
  invalidRequest: -32600,
  methodNotFound: -32601,
  invalidParams: -32602,
  internal: -32603,
  sendTransactionPreflightFailure: -32002,
  transactionSignatureVerificationFailure: -32003,
  blockNotAvailable: -32004,
  transactionPrecompileVerificationFailure: -32005,
  transactionHistoryNotAvailable: -32011,
  minContextSlotNotReached: -32016,
} as const

// Names in the order of LiteSVM's `TransactionErrorFieldless` and `InstructionErrorFieldless` (agave's enums).
const TRANSACTION_ERRORS = 'AccountInUse AccountLoadedTwice AccountNotFound ProgramAccountNotFound InsufficientFundsForFee InvalidAccountForFee AlreadyProcessed BlockhashNotFound CallChainTooDeep MissingSignatureForFee InvalidAccountIndex SignatureFailure InvalidProgramForExecution SanitizeFailure ClusterMaintenance AccountBorrowOutstanding WouldExceedMaxBlockCostLimit UnsupportedVersion InvalidWritableAccount WouldExceedMaxAccountCostLimit WouldExceedAccountDataBlockLimit TooManyAccountLocks AddressLookupTableNotFound InvalidAddressLookupTableOwner InvalidAddressLookupTableData InvalidAddressLookupTableIndex InvalidRentPayingAccount WouldExceedMaxVoteCostLimit WouldExceedAccountDataTotalLimit MaxLoadedAccountsDataSizeExceeded ResanitizationNeeded InvalidLoadedAccountsDataSizeLimit UnbalancedTransaction ProgramCacheHitMaxLimit CommitCancelled'.split(' ')
const INSTRUCTION_ERRORS = 'GenericError InvalidArgument InvalidInstructionData InvalidAccountData AccountDataTooSmall InsufficientFunds IncorrectProgramId MissingRequiredSignature AccountAlreadyInitialized UninitializedAccount UnbalancedInstruction ModifiedProgramId ExternalAccountLamportSpend ExternalAccountDataModified ReadonlyLamportChange ReadonlyDataModified DuplicateAccountIndex ExecutableModified RentEpochModified NotEnoughAccountKeys AccountDataSizeChanged AccountNotExecutable AccountBorrowFailed AccountBorrowOutstanding DuplicateAccountOutOfSync InvalidError ExecutableDataModified ExecutableLamportChange ExecutableAccountNotRentExempt UnsupportedProgramId CallDepth MissingAccount ReentrancyNotAllowed MaxSeedLengthExceeded InvalidSeeds InvalidRealloc ComputationalBudgetExceeded PrivilegeEscalation ProgramEnvironmentSetupFailure ProgramFailedToComplete ProgramFailedToCompile Immutable IncorrectAuthority AccountNotRentExempt InvalidAccountOwner ArithmeticOverflow UnsupportedSysvar IllegalOwner MaxAccountsDataAllocationsExceeded MaxAccountsExceeded MaxInstructionTraceLengthExceeded BuiltinProgramsMustConsumeComputeUnits BorshIoError'.split(' ')

/** A transaction error as JSON, the way the RPC serialises agave's `TransactionError` (e.g. `"BlockhashNotFound"`). */
export type TransactionErrorJson = string | Record<string, unknown>

/** Converts LiteSVM's failure into the RPC's JSON form. */
export function transactionErrorJson(failed: FailedTransactionMetadata): TransactionErrorJson {
  const err = failed.err()
  if (typeof err === 'number') return TRANSACTION_ERRORS[err] ?? `TransactionError${err}`
  if (err instanceof TransactionErrorInstructionError) {
    const inner = err.err()
    let detail: unknown
    if (typeof inner === 'number') detail = INSTRUCTION_ERRORS[inner] ?? `InstructionError${inner}`
    else if (inner instanceof InstructionErrorCustom) detail = { Custom: inner.code }
    else if (inner instanceof InstructionErrorBorshIo) detail = { BorshIoError: '' }
    else detail = String(inner)
    return { InstructionError: [err.index, detail] }
  }
  if (err instanceof TransactionErrorDuplicateInstruction) return { DuplicateInstruction: err.index }
  if (err instanceof TransactionErrorInsufficientFundsForRent) return { InsufficientFundsForRent: { account_index: err.accountIndex } }
  return { ProgramExecutionTemporarilyRestricted: { account_index: err.accountIndex } }
}

/** The preflight message agave prints for a transaction error (`Transaction simulation failed: …`). */
export function describeTransactionError(err: TransactionErrorJson): string {
  const messages: Record<string, string> = {
    BlockhashNotFound: 'Blockhash not found',
    AlreadyProcessed: 'This transaction has already been processed',
    InsufficientFundsForFee: 'Insufficient funds for fee',
    AccountNotFound: 'Attempt to debit an account but found no record of a prior credit.',
    SignatureFailure: 'Transaction did not pass signature verification',
  }
  if (typeof err === 'string') return messages[err] ?? err
  if ('InstructionError' in err) {
    const [index, detail] = err.InstructionError as [number, unknown]
    return `Error processing Instruction ${index}: ${typeof detail === 'string' ? detail : JSON.stringify(detail)}`
  }
  return JSON.stringify(err)
}
