// Input rules of spec §5 as valibot schemas, on their own entry (see embeddedWallet.ts for why).
export { accountTypeSchema, emailSchema, otpSchema, registeredNameSchema, socialProviderSchema, solanaCommitmentSchema } from '../validation/account'
export type { SocialProvider } from '../validation/account'
export { callSchema, sendCallsSchema } from '../validation/sendCalls'
export type { SendCallsParameters } from '../validation/sendCalls'
