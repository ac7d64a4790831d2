/**
 * URL checks for anything a wallet or a directory supplies. Links open only over http(s);
 * images load only from http(s) or inline raster/svg data (EIP-6963 icons are data URIs).
 */
export function isSafeLinkUrl(url: string | undefined): url is string {
  if (!url) return false
  try {
    const { protocol } = new URL(url)
    return protocol === 'https:' || protocol === 'http:'
  } catch {
    return false
  }
}

export function safeImageUrl(url: string | undefined): string | undefined {
  if (!url) return undefined
  if (/^data:image\/(png|jpe?g|gif|webp|svg\+xml)[;,]/i.test(url)) return url
  return isSafeLinkUrl(url) ? url : undefined
}
