/**
 * Bitcoin wallets reach a page three ways: the Bitcoin Wallet Standard (./standard), WBIP004's `btc_providers`
 * (./wbip004) and vendor globals (`window.unisat`, `window.LeatherProvider`, `window.okxwallet.bitcoin`,
 * `window.XverseProviders.BitcoinProvider`). Most wallets use two of them, so the list is merged:
 *
 * - a connector's id is its wallet's name folded to a key: lower case, the word "wallet" and everything but letters
 *   and digits dropped ("Xverse Wallet" and "Xverse" are `xverse`, "OKX Wallet" is `okx`), so the id survives a
 *   reload whichever path answers first;
 * - one key is one connector; so is one provider object under two names. The first path in the order above wins,
 *   the Standard being the best specified.
 *
 * Globals have no event, so discovery reads them now and again for a few seconds after, as adapter-polkadot does.
 */
import type { Connector } from '@latch/core'
import { type EventWindow, type StandardWallet, watchStandardWallets } from './standard'
import type { BitcoinWallet } from './types'
import { isUnisatLike } from './unisat'
import { isLeather, providerAt, type WbipProvider, type WbipWindow, wbipAnnouncements } from './wbip004'

/** The clients load with the first wallet used: detecting wallets needs none of them. */
const clients = () => import('./clients')

export interface BitcoinWindow extends EventWindow, WbipWindow {
  unisat?: unknown
  LeatherProvider?: unknown
  okxwallet?: { bitcoin?: unknown }
  XverseProviders?: { BitcoinProvider?: unknown }
}

/** Re-read globals for late injections at these delays after discovery starts (ms). */
const RESCAN_AFTER_MS = [100, 500, 1000, 2500]

export const walletKey = (name: string) =>
  name
    .toLowerCase()
    .replace(/wallet/g, '')
    .replace(/[^a-z0-9]/g, '')

interface Found {
  connector: Connector
  client(): Promise<BitcoinWallet>
}

interface Candidate {
  name: string
  icon?: string
  type: Connector['type']
  provider: unknown
  client(): Promise<BitcoinWallet>
}

function candidates(win: BitcoinWindow, standard: readonly StandardWallet[]): Candidate[] {
  const list: Candidate[] = standard.map((wallet) => ({ name: wallet.name, icon: wallet.icon, type: 'ANNOUNCED', provider: wallet, client: async () => (await clients()).standardClient(wallet) }))
  for (const announced of wbipAnnouncements(win)) {
    const provider = providerAt(win, announced.id) as WbipProvider
    list.push({ name: announced.name, icon: announced.icon, type: 'ANNOUNCED', provider, client: async () => (await clients()).wbipClient(provider, { leather: isLeather(announced.id) }) })
  }
  const leather = win.LeatherProvider as WbipProvider | undefined
  if (typeof leather?.request === 'function') list.push({ name: 'Leather', type: 'INJECTED', provider: leather, client: async () => (await clients()).wbipClient(leather, { leather: true }) })
  const xverse = win.XverseProviders?.BitcoinProvider as WbipProvider | undefined
  if (typeof xverse?.request === 'function') list.push({ name: 'Xverse', type: 'INJECTED', provider: xverse, client: async () => (await clients()).wbipClient(xverse) })
  const { unisat } = win
  if (isUnisatLike(unisat)) list.push({ name: 'UniSat', type: 'INJECTED', provider: unisat, client: async () => (await clients()).unisatClient(unisat) })
  const okx = win.okxwallet?.bitcoin
  if (isUnisatLike(okx)) list.push({ name: 'OKX Wallet', type: 'INJECTED', provider: okx, client: async () => (await clients()).unisatClient(okx) })
  return list
}

/** One connector per wallet, in the order of `candidates` (the first path that found it wins). */
export function mergeWallets(win: BitcoinWindow, standard: readonly StandardWallet[]): Found[] {
  const byKey = new Map<string, Found>()
  const providers = new Set<unknown>()
  for (const c of candidates(win, standard)) {
    const key = walletKey(c.name)
    if (!key || byKey.has(key) || providers.has(c.provider)) continue
    providers.add(c.provider)
    byKey.set(key, { connector: { id: key, name: c.name, type: c.type, chain: 'bip122', ...(c.icon ? { imageUrl: c.icon } : {}), provider: c.provider }, client: c.client })
  }
  return [...byKey.values()]
}

export interface Discovery {
  /** A fresh client of the wallet behind `connectorId`, if it is on the page. */
  find(connectorId: string): Promise<BitcoinWallet | undefined>
  /** The wallet once it shows up, or undefined after `waitMs`. */
  waitFor(connectorId: string, waitMs: number): Promise<BitcoinWallet | undefined>
  stop(): void
}

/** Starts watching `win`; `onChange` hears the connectors now and whenever the set of wallets changes. */
export function startDiscovery(win: BitcoinWindow, onChange: (connectors: Connector[]) => void): Discovery {
  let seen: string | undefined
  let found: Found[] = []
  let registry: { get(): StandardWallet[]; stop(): void } | undefined
  const scan = () => {
    found = mergeWallets(win, registry?.get() ?? [])
    const ids = found.map((f) => `${f.connector.id}:${f.connector.name}:${f.connector.type}`).join('\n')
    if (ids === seen) return
    seen = ids
    onChange(found.map((f) => f.connector))
  }
  registry = typeof win.addEventListener === 'function' ? watchStandardWallets(win, scan) : undefined
  const timers = RESCAN_AFTER_MS.map((ms) => setTimeout(scan, ms))
  scan()
  const find = async (connectorId: string) => {
    scan()
    return found.find((f) => f.connector.id === connectorId)?.client()
  }
  return {
    find,
    async waitFor(connectorId, waitMs) {
      const deadline = Date.now() + waitMs
      for (;;) {
        const wallet = await find(connectorId)
        if (wallet || Date.now() >= deadline) return wallet
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
    },
    stop() {
      for (const timer of timers) clearTimeout(timer)
      registry?.stop()
    },
  }
}
