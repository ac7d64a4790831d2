/** Field schemas shared by the protocol's payloads (spec §5 rules where the spec has one). */
import * as v from 'valibot'
import { isJsonValue } from './json'

const MAX_STRING = 2048

export const text = v.pipe(v.string(), v.maxLength(MAX_STRING))
export const nonEmptyText = v.pipe(v.string(), v.minLength(1), v.maxLength(MAX_STRING))
/** RFC 5322 is looser than anything a mailbox provider accepts; valibot's check is the practical rule. */
export const email = v.pipe(v.string(), v.trim(), v.maxLength(254), v.email('Invalid e-mail address'))
/** Spec §5: an OTP is a string. Codes are short; 64 characters leaves room for any provider. */
export const otp = v.pipe(v.string(), v.minLength(1), v.maxLength(64))
export const chainId = v.union([v.pipe(v.string(), v.minLength(1), v.maxLength(128)), v.pipe(v.number(), v.integer(), v.minValue(0))])
export const accountType = v.picklist(['eoa', 'smartAccount'])
export const socialProvider = v.picklist(['google', 'github', 'apple', 'facebook', 'x', 'discord'])
export const themeMode = v.picklist(['light', 'dark'])
export const httpUrl = v.pipe(v.string(), v.maxLength(MAX_STRING), v.url(), v.regex(/^https?:\/\//i, 'Only http(s) URLs'))
export const httpsUrl = v.pipe(v.string(), v.maxLength(MAX_STRING), v.url(), v.regex(/^https:\/\//i, 'Only https URLs'))
export const address = v.pipe(v.string(), v.minLength(1), v.maxLength(256))
export const json = v.custom<unknown>(isJsonValue, 'Not plain JSON data')
export const empty = v.strictObject({})

export const emailStep = v.picklist(['VERIFY_DEVICE', 'VERIFY_OTP', 'CONNECT'])
export const updateEmailStep = v.picklist(['VERIFY_PRIMARY_OTP', 'VERIFY_SECONDARY_OTP'])

/** The embedded-wallet user (spec §3). */
export const user = v.strictObject({
  email: v.optional(v.nullable(email)),
  address,
  chainId,
  accounts: v.optional(v.pipe(v.array(v.strictObject({ address, type: accountType })), v.maxLength(32))),
  userName: v.optional(v.nullable(text)),
  /** The profile picture the login reported (Farcaster's pfp): shown by the app, so https only. */
  avatarUrl: v.optional(v.nullable(httpsUrl)),
  preferredAccountType: v.optional(accountType),
  smartAccountDeployed: v.optional(v.boolean()),
})
