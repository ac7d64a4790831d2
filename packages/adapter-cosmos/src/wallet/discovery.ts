/**
 * Keplr-API wallets inject a global (`window.keplr`, `window.leap`, `window.cosmostation.providers.keplr`), some
 * after the page's scripts ran, and announce nothing. Discovery reads the globals now, every 100 ms for 3 s, and on
 * the window's `load`. Reading them needs no SDK: it loads with the
 * connection code (../cosmosConnection), not with @cosmjs.
 */
import type { Connector } from '@latch/core'
import { keplrWallet } from './keplr'
import type { CosmosWallet, KeplrLike } from './types'

export interface CosmosWindow {
  keplr?: unknown
  leap?: unknown
  cosmostation?: { providers?: { keplr?: unknown } }
  addEventListener?(type: string, listener: () => void): void
  removeEventListener?(type: string, listener: () => void): void
}

const POLL_MS = 100
const POLL_FOR_MS = 3_000

interface Known {
  id: string
  name: string
  /** The window event of the wallet's key changes. */
  keystoreEvent: string
  at(win: CosmosWindow): unknown
}

// Leap first: with its "use Leap as Keplr" setting it also sits at window.keplr, and is then Leap, not Keplr.
const KNOWN: readonly Known[] = [
  { id: 'leap', name: 'Leap', keystoreEvent: 'leap_keystorechange', at: (win) => win.leap },
  { id: 'cosmostation', name: 'Cosmostation', keystoreEvent: 'cosmostation_keystorechange', at: (win) => win.cosmostation?.providers?.keplr },
  { id: 'keplr', name: 'Keplr', keystoreEvent: 'keplr_keystorechange', at: (win) => win.keplr },
]
const DISPLAY_ORDER = ['keplr', 'leap', 'cosmostation']

const isKeplrLike = (value: unknown): value is KeplrLike =>
  !!value && typeof value === 'object' && typeof (value as KeplrLike).enable === 'function' && typeof (value as KeplrLike).getKey === 'function'

interface Found {
  known: Known
  provider: KeplrLike
}

function scanWindow(win: CosmosWindow): Found[] {
  const seen = new Set<unknown>()
  const found: Found[] = []
  for (const known of KNOWN) {
    const provider = known.at(win)
    if (!isKeplrLike(provider) || seen.has(provider)) continue
    seen.add(provider)
    found.push({ known, provider })
  }
  return found.sort((a, b) => DISPLAY_ORDER.indexOf(a.known.id) - DISPLAY_ORDER.indexOf(b.known.id))
}

export interface Discovery {
  /** A CosmosWallet over the wallet behind `connectorId`, if it is on the page. */
  find(connectorId: string): CosmosWallet | undefined
  /** The wallet once it shows up, or undefined after `waitMs`. */
  waitFor(connectorId: string, waitMs: number): Promise<CosmosWallet | undefined>
  stop(): void
}

/** Starts watching `win`; `onChange` hears the connectors now and whenever the set of wallets changes. */
export function startDiscovery(win: CosmosWindow, onChange: (connectors: Connector[]) => void): Discovery {
  let seen: string | undefined
  let found: Found[] = []
  const scan = () => {
    found = scanWindow(win)
    const ids = found.map((f) => f.known.id).join('\n')
    if (ids === seen) return
    seen = ids
    onChange(found.map(({ known, provider }) => ({ id: known.id, name: known.name, type: 'INJECTED', chain: 'cosmos', provider })))
  }
  const started = Date.now()
  const poll = setInterval(() => {
    scan()
    if (Date.now() - started >= POLL_FOR_MS) clearInterval(poll)
  }, POLL_MS)
  win.addEventListener?.('load', scan)
  scan()
  const find = (connectorId: string) => {
    scan()
    const hit = found.find((f) => f.known.id === connectorId)
    return hit ? keplrWallet(hit.provider, win, hit.known.keystoreEvent) : undefined
  }
  return {
    find,
    async waitFor(connectorId, waitMs) {
      const deadline = Date.now() + waitMs
      for (;;) {
        const wallet = find(connectorId)
        if (wallet || Date.now() >= deadline) return wallet
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
    },
    stop() {
      clearInterval(poll)
      win.removeEventListener?.('load', scan)
    },
  }
}
