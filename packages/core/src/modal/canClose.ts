import type { LatchOptions } from '../types/options'
import type { ViewName } from '../types/client'

/** Views on which a required sign-in blocks closing (spec §2). */
const SIGN_VIEWS: readonly ViewName[] = ['SIWXSignMessage', 'ApproveTransaction']

/** Closing is disabled only on the sign and approve views, and only while a required sign-in is unsigned (spec §2). */
export function canCloseOn(options: Pick<LatchOptions, 'siwx' | 'siwe'>, view: ViewName, signedIn: boolean | undefined): boolean {
  const required = Boolean(options.siwx?.required ?? options.siwe?.required)
  return !(required && SIGN_VIEWS.includes(view) && !signedIn)
}
