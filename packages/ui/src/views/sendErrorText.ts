import type { SendFieldError } from '@latch/core'
import { errorLongText, errorText } from '../i18n/errorText'
import type { Translate } from '../i18n/translate'

/** A send-form field's problem in the modal's language; a failed lookup or estimate says why in the same words. */
export function sendErrorText(t: Translate, error: SendFieldError): string {
  switch (error.code) {
    case 'NAME_LOOKUP_FAILED':
    case 'FEE_ESTIMATE_FAILED':
      return t(`send.error.${error.code}`, { detail: errorText(t, error.cause) })
    case 'BELOW_MIN_REMAINING':
      return t('send.error.BELOW_MIN_REMAINING', { amount: error.minRemaining, symbol: error.symbol })
    case 'TRANSFER_REFUSED':
      // The chain's rule in the adapter's own words (the long text says what the limit is).
      return t('send.error.TRANSFER_REFUSED', { detail: errorLongText(t, error.cause) })
    case 'MEMO_TOO_LONG':
      return t('send.error.MEMO_TOO_LONG', { max: String(error.maxBytes) })
    case 'BELOW_MIN_AMOUNT':
      return t('send.error.BELOW_MIN_AMOUNT', { amount: error.minAmount, symbol: error.symbol })
    default:
      return t(`send.error.${error.code}`)
  }
}
