import { isAllowedWalletUrl } from '@latch/core/wallets'

/**
 * Opens a link a wallet directory supplied — only http(s) or a plain app scheme, never `javascript:`,
 * `data:`, `file:` and the like, whatever the directory says. Web links open in a new tab without an
 * opener; app schemes hand over to the OS.
 */
export function openWalletLink(href: string | undefined, win: Pick<Window, 'open' | 'location'> = window): boolean {
  if (!href || !isAllowedWalletUrl(href)) return false
  if (/^https?:/i.test(href)) win.open(href, '_blank', 'noopener,noreferrer')
  else win.location.href = href
  return true
}
