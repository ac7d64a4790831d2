import { CapabilityNotSupportedError } from '@latch/core'

/** The message as the text wallets take (their APIs sign strings, as the user reads them). */
export function messageText(message: string | Uint8Array): string {
  if (typeof message === 'string') return message
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(message)
  } catch {
    throw new CapabilityNotSupportedError({ namespace: 'bip122', capability: 'Signing bytes that are not UTF-8 text' })
  }
}
