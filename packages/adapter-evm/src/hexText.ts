/**
 * Text as its UTF-8 bytes, or bytes as they are, in hex: what personal_sign takes. Apart from wire.ts so the
 * connection chunk holds only this piece of the wire format and shares no module with the transfer and read chunks.
 */
export function utf8ToHex(message: string | Uint8Array): string {
  let hex = '0x'
  for (const byte of typeof message === 'string' ? new TextEncoder().encode(message) : message) hex += byte.toString(16).padStart(2, '0')
  return hex
}
