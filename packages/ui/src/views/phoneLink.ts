import type { LatchClient } from '@latch/core'
import { type WalletEntry, walletConnectLinks } from '@latch/core/wallets'
import { openWalletConnectLink } from './openWalletLink'

type PhoneWallet = Pick<WalletEntry, 'name' | 'mobile_link' | 'link_mode' | 'desktop_link' | 'webapp_link'>

/**
 * The link that hands `uri` to `wallet`'s app on a phone: its universal link, else its app scheme
 * (`walletConnectLinks`), or undefined when the directory gives none that passes `isAllowedWalletUrl`.
 */
export function phoneLink(wallet: PhoneWallet, uri: string): string | undefined {
  return walletConnectLinks(wallet, uri).mobile
}

/**
 * Opens `wallet`'s app with the pairing URI and records it as the pairing's linked wallet. Call it inside the
 * tap's handler. False when there is no URI yet or no safe link: nothing is opened.
 */
export function openOnPhone(
  client: Pick<LatchClient, 'setWalletConnectLinking'>,
  wallet: PhoneWallet,
  uri: string | undefined,
  win: Pick<Window, 'open'> = window,
): boolean {
  const href = uri ? phoneLink(wallet, uri) : undefined
  return href ? openWalletConnectLink(client, { name: wallet.name, href }, win) : false
}
