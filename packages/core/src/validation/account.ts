/** Account, login and naming rules of spec §5. */
import * as v from 'valibot'
import { SOCIAL_PROVIDERS, SOLANA_COMMITMENTS } from '../constants'

/** Letters, digits and hyphen only, at least 4 characters. */
export const registeredNameSchema = v.pipe(
  v.string(),
  v.minLength(4, 'A name has at least 4 characters'),
  v.regex(/^[a-zA-Z0-9-]+$/, 'A name has only letters, digits and hyphens'),
)

/** Login and update e-mails alike. */
export const emailSchema = v.pipe(v.string(), v.trim(), v.email('Enter a valid e-mail address'))

export const otpSchema = v.string()

export const socialProviderSchema = v.picklist(SOCIAL_PROVIDERS)
export type SocialProvider = v.InferOutput<typeof socialProviderSchema>

/** EOA or smart account (spec §5); bitcoin's payment accounts are not a user choice. */
export const accountTypeSchema = v.picklist(['eoa', 'smartAccount'])

export const solanaCommitmentSchema = v.picklist(SOLANA_COMMITMENTS)
