import type { WalletIcon } from '@wallet-standard/base'

/** A test wallet's default icon: a rounded square of one colour (which tells the kit's wallets apart in a picker). */
export function squareIcon(fill: string): WalletIcon {
  return `data:image/svg+xml;base64,${btoa(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="${fill}"/></svg>`)}`
}
