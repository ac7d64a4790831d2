import type { LatchClient } from '@latch/core'
import { isAllowedWalletUrl } from '@latch/core/wallets'

/**
 * Opens a link a wallet directory supplied — only http(s) or a plain app scheme, never `javascript:`,
 * `data:`, `file:` and the like, whatever the directory says. Web links open in a new tab without an
 * opener; an app scheme is handed to the OS from this tab (`_self`): the page stays as it is when the
 * app opens, or when none is installed.
 */
export function openWalletLink(href: string | undefined, win: Pick<Window, 'open'> = window): boolean {
  if (!href || !isAllowedWalletUrl(href)) return false
  if (/^https?:/i.test(href)) win.open(href, '_blank', 'noopener,noreferrer')
  else win.open(href, '_self')
  return true
}

/**
 * Opens a wallet's link for the current pairing and, if it opened, records it as the pairing's linked
 * wallet (`walletConnect.linking`, spec §4).
 */
export function openWalletConnectLink(
  client: Pick<LatchClient, 'setWalletConnectLinking'>,
  link: { name: string; href: string },
  win: Pick<Window, 'open'> = window,
): boolean {
  if (!openWalletLink(link.href, win)) return false
  client.setWalletConnectLinking({ name: link.name, href: link.href }).catch(() => {})
  return true
}
