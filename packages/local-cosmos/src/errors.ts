/** The Cosmos SDK's root error codes (codespace `sdk`, `types/errors/errors.go`) this chain answers with. */
export const SdkCode = {
  txDecode: 2,
  unauthorized: 4,
  insufficientFunds: 5,
  unknownRequest: 6,
  invalidAddress: 7,
  invalidPubKey: 8,
  unknownAddress: 9,
  invalidCoins: 10,
  outOfGas: 11,
  memoTooLarge: 12,
  insufficientFee: 13,
  invalidRequest: 18,
  keyNotFound: 22,
  txTimeoutHeight: 30,
  unknownExtensionOptions: 31,
  wrongSequence: 32,
} as const

/** The text the SDK appends to a wrapped error of each code (`errorsmod.Wrap` prints `detail: description`). */
const DESCRIPTIONS: Record<number, string> = {
  2: 'tx parse error',
  4: 'unauthorized',
  5: 'insufficient funds',
  6: 'unknown request',
  7: 'invalid address',
  8: 'invalid pubkey',
  9: 'unknown address',
  10: 'invalid coins',
  11: 'out of gas',
  12: 'memo too large',
  13: 'insufficient fee',
  18: 'invalid request',
  22: 'key not found',
  30: 'tx timeout height',
  31: 'unknown extension options',
  32: 'incorrect account sequence',
}

/** A refused transaction or query: the ABCI `code` and `log` a Cosmos SDK chain answers, codespace `sdk`. */
export class TxError extends Error {
  override name = 'TxError'
  readonly codespace = 'sdk'
  constructor(
    readonly code: number,
    detail: string,
  ) {
    super(`${detail}: ${DESCRIPTIONS[code] ?? 'error'}`)
  }

  /** The ABCI `log`. */
  get log(): string {
    return this.message
  }
}
