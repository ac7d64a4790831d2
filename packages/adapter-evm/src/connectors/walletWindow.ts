import type { Eip1193Provider, WalletWindow } from '../types'

/** The browser window, or undefined on a server. Read lazily so importing the adapter stays SSR-safe. */
export function getWalletWindow(): WalletWindow | undefined {
  return typeof window === 'undefined' ? undefined : (window as unknown as WalletWindow)
}

export function isEip1193Provider(value: unknown): value is Eip1193Provider {
  return typeof value === 'object' && value !== null && typeof (value as Eip1193Provider).request === 'function'
}
