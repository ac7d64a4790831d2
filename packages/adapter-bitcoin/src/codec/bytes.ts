/** Hex and base64 for PSBTs and signatures: wallets take one or the other, or raw bytes. No SDK, no Buffer. */
export const toHex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')

export function fromHex(hex: string): Uint8Array {
  if (!/^(?:[0-9a-fA-F]{2})*$/.test(hex)) throw new TypeError('Not a hex string')
  return Uint8Array.from(hex.match(/../g) ?? [], (h) => Number.parseInt(h, 16))
}

export function toBase64(bytes: Uint8Array): string {
  let binary = ''
  for (const b of bytes) binary += String.fromCharCode(b)
  return btoa(binary)
}

export const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0))
