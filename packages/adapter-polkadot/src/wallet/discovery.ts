/**
 * Extensions announce themselves by writing `window.injectedWeb3[key] = { enable, version }` (@polkadot/extension-inject's
 * `injectExtension`), usually at document start but sometimes after the page's own scripts run. There is no event
 * for it, so discovery reads the object now and again for a few seconds after. Reading it needs no SDK: it
 * loads with the connection code (../polkadotConnection), not with @polkadot/api.
 */
import type { Connector } from '@latch/core'
import { extensionName } from './knownExtensions'

/** The part of `InjectedWindowProvider` the adapter uses; `Injected` is typed where it is used. */
export interface InjectedProvider {
  enable(originName: string): Promise<unknown>
  version?: string
}

export interface InjectedWindow {
  injectedWeb3?: Record<string, InjectedProvider | undefined>
  walletExtension?: { isNovaWallet?: boolean }
}

/** Re-read for late injections at these delays after discovery starts (ms). */
const RESCAN_AFTER_MS = [100, 500, 1000, 2500]

export interface Discovery {
  find(connectorId: string): InjectedProvider | undefined
  /** The extension once it is injected, or undefined after `waitMs`. */
  waitFor(connectorId: string, waitMs: number): Promise<InjectedProvider | undefined>
  stop(): void
}

function providers(win: InjectedWindow): [string, InjectedProvider][] {
  const injected = win.injectedWeb3
  if (!injected || typeof injected !== 'object') return []
  return Object.entries(injected).filter((entry): entry is [string, InjectedProvider] => typeof entry[1]?.enable === 'function')
}

export function toConnectors(win: InjectedWindow): Connector[] {
  return providers(win).map(([key, provider]) => ({ id: key, name: extensionName(key, win), type: 'INJECTED', chain: 'polkadot', provider }))
}

/** Starts watching `win`; `onChange` hears the connectors now and whenever the set of extensions changes. */
export function startDiscovery(win: InjectedWindow, onChange: (connectors: Connector[]) => void): Discovery {
  let seen: string | undefined
  const scan = () => {
    const connectors = toConnectors(win)
    const ids = connectors.map((c) => `${c.id}:${c.name}`).join('\n')
    if (ids === seen) return
    seen = ids
    onChange(connectors)
  }
  const timers = RESCAN_AFTER_MS.map((ms) => setTimeout(scan, ms))
  scan()
  const find = (connectorId: string) => providers(win).find(([key]) => key === connectorId)?.[1]
  return {
    find,
    async waitFor(connectorId, waitMs) {
      const deadline = Date.now() + waitMs
      for (;;) {
        const found = find(connectorId)
        if (found || Date.now() >= deadline) return found
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
    },
    stop() {
      for (const timer of timers) clearTimeout(timer)
    },
  }
}
