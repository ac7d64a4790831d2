/**
 * What RegisterAccountName says about a failure (issue #19): a declined signature in its own words (nothing was
 * posted), the name service's refusals with why and what to do, in the modal's language.
 */
import type { LatchErrorInfo, NameAvailabilityState } from '@latch/core'
import { errorText } from '../i18n/errorText'
import { isMessageKey, type Translate } from '../i18n/translate'

export function nameErrorText(t: Translate, error: LatchErrorInfo): { text: string; detail?: string } {
  if (error.code === 'USER_REJECTED') return { text: t('names.rejected') }
  const long = `error.${error.code}.long`
  return { text: t('names.failed', { reason: errorText(t, error) }), ...(isMessageKey(long) ? { detail: t(long) } : {}) }
}

// Core words spec §5's rule in English (validation/account.ts); each message has its translation here.
const RULES: Record<string, 'names.rule.length' | 'names.rule.characters'> = {
  'A name has at least 4 characters': 'names.rule.length',
  'A name has only letters, digits and hyphens': 'names.rule.characters',
}

/** The rule a label breaks, in the modal's language (the whole rule when the service refused it). */
export function ruleText(t: Translate, availability: Extract<NameAvailabilityState, { status: 'invalid' }>): string {
  const key = RULES[availability.message]
  return key ? t(key) : t('error.NAME_INVALID.long')
}
