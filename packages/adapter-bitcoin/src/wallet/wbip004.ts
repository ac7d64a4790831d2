/**
 * WBIP004 wallets: each announces itself in `window.btc_providers` as `{ id, name, icon, … }`, `id` being the path
 * of its provider object from `window` (`XverseProviders.BitcoinProvider`, `LeatherProvider`). The provider speaks
 * WBIP001 JSON-RPC through `request(method, params)`, answering `{ jsonrpc, id, result }` or `{ …, error }` (or
 * rejecting with that envelope, as Leather does). Methods and shapes are sats-connect 4's; Leather's own
 * (`getAddresses` without purposes, addresses typed `p2wpkh`/`p2tr`, PSBTs as hex) is its dialect below.
 */

export interface WbipAnnouncement {
  id: string
  name: string
  icon?: string
  methods?: string[]
}

export interface WbipProvider {
  request(method: string, params?: unknown): Promise<unknown>
  /** sats-connect's event hook (Xverse): `accountChange`, `networkChange`, `disconnect`; returns the remover. */
  addListener?(event: string, listener: (event: unknown) => void): (() => void) | undefined
}

export interface WbipWindow {
  btc_providers?: unknown
}

/** The provider object at the dotted path `id` names, if it has `request`. */
export function providerAt(win: object, id: string): WbipProvider | undefined {
  let node: unknown = win
  for (const part of id.split('.')) node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined
  return node && typeof (node as WbipProvider).request === 'function' ? (node as WbipProvider) : undefined
}

/** The announcements whose provider is present. */
export function wbipAnnouncements(win: WbipWindow): WbipAnnouncement[] {
  const list = win.btc_providers
  if (!Array.isArray(list)) return []
  return list.filter((p): p is WbipAnnouncement => !!p && typeof p.id === 'string' && typeof p.name === 'string' && providerAt(win, p.id) !== undefined)
}

/** Leather names its provider `LeatherProvider`, in `btc_providers` and as a global alike. */
export const isLeather = (id: string) => id === 'LeatherProvider'
