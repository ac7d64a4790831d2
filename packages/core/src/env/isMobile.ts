/** Phone-sized touch device, by user agent (SSR: false). Used for the open rule of spec §2. */
export function isMobileUserAgent(): boolean {
  if (typeof navigator === 'undefined') return false
  return /Android|iPhone|iPad|iPod|Mobile|Opera Mini|IEMobile/i.test(navigator.userAgent)
}
