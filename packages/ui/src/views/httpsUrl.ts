/**
 * `url` if it is an https link, else undefined. For links whose only job is to be opened by the user's phone or
 * browser as they are (Farcaster's sign-in link): the frame lets http through, and a page must not offer a login
 * link that travels in the clear or runs script (`javascript:`).
 */
export function httpsUrl(url: string | undefined): string | undefined {
  if (!url) return undefined
  try {
    return new URL(url).protocol === 'https:' ? url : undefined
  } catch {
    return undefined
  }
}
