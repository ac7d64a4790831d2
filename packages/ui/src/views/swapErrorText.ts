import type { SwapError } from '@latch/core'
import { errorLongText } from '../i18n/errorText'
import type { Translate } from '../i18n/translate'

/** The swap's problem in the modal's language: the token short of funds is named where core says which. */
export function swapErrorText(t: Translate, error: SwapError): string {
  return t(`swap.error.${error.code}`, error.symbol ? { symbol: error.symbol } : undefined)
}

/** What the cause adds (why no route, the slippage explained); nothing where the wallet only said "declined". */
export function swapErrorDetail(t: Translate, error: SwapError): string | undefined {
  if (!error.cause || error.code === 'APPROVAL_REJECTED' || error.code === 'SWAP_REJECTED') return undefined
  return errorLongText(t, error.cause) || undefined
}

/** Errors of the form as it stands (the button says them, as core refuses them); the others are of the last attempt, which may be retried. */
const ATTEMPT_ERRORS: ReadonlySet<SwapError['code']> = new Set(['QUOTE_EXPIRED', 'SLIPPAGE', 'APPROVAL_REJECTED', 'APPROVAL_FAILED', 'SWAP_REJECTED', 'SWAP_FAILED'])

export function blocksSwap(error: SwapError | undefined): boolean {
  return Boolean(error && !ATTEMPT_ERRORS.has(error.code))
}
