/** A DNS wire-format name (ENSIP-10's `bytes name`: length-prefixed labels, a zero byte last) as `alice.latch.id`. */
import { getBytes, toUtf8String } from 'ethers'

export function dnsDecode(hex: string): string {
  const bytes = getBytes(hex)
  const labels: string[] = []
  let i = 0
  for (;;) {
    const length = bytes[i]
    if (length === undefined) throw new Error('The DNS name has no terminating zero byte.')
    if (length === 0) break
    if (i + 1 + length > bytes.length) throw new Error('A DNS label runs past the end of the name.')
    labels.push(toUtf8String(bytes.subarray(i + 1, i + 1 + length)))
    i += 1 + length
  }
  if (i !== bytes.length - 1) throw new Error('Bytes follow the end of the DNS name.')
  return labels.join('.')
}
