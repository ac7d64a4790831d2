import type { Connector } from '@latch/core'
import type { WalletWindow } from '../types'
import { ANNOUNCE_EVENT, announcedConnector, parseAnnouncement, REQUEST_EVENT } from './eip6963'
import { ETHEREUM_INITIALIZED_EVENT, getInjectedProvider, injectedConnector } from './injected'
import { getWalletWindow } from './walletWindow'

/**
 * Finds the browser's EVM wallets: EIP-6963 announcements plus the legacy `window.ethereum`.
 * Nothing touches `window` until `start()`, so it can be built during SSR.
 */
export class ConnectorDiscovery {
  #announced = new Map<string, Connector>()
  #connectors: Connector[] = []
  #window: WalletWindow | undefined
  #onChange: (connectors: Connector[]) => void

  constructor(onChange: (connectors: Connector[]) => void) {
    this.#onChange = onChange
  }

  get connectors(): Connector[] {
    return this.#connectors
  }

  find(id: string): Connector | undefined {
    return this.#connectors.find((c) => c.id === id)
  }

  /** rdns of every wallet that announced itself: the directory's "installed" flag. */
  installedRdns(): string[] {
    return this.#connectors.flatMap((c) => (c.info?.rdns ? [c.info.rdns] : []))
  }

  /** Starts listening (once) and asks wallets to announce. A no-op on the server. */
  start(): Connector[] {
    const win = getWalletWindow()
    if (!win) return this.#connectors
    if (this.#window !== win) {
      this.stop()
      this.#window = win
      win.addEventListener(ANNOUNCE_EVENT, this.#handleAnnounce)
      win.addEventListener(ETHEREUM_INITIALIZED_EVENT, this.#refresh)
    }
    this.refresh()
    return this.#connectors
  }

  /** Re-asks wallets to announce and re-reads `window.ethereum` (it may be injected late). */
  refresh(): void {
    // Wallets answer the request synchronously from inside dispatchEvent, so one recompute suffices.
    this.#window?.dispatchEvent(new Event(REQUEST_EVENT))
    this.#recompute()
  }

  stop(): void {
    this.#window?.removeEventListener(ANNOUNCE_EVENT, this.#handleAnnounce)
    this.#window?.removeEventListener(ETHEREUM_INITIALIZED_EVENT, this.#refresh)
    this.#window = undefined
  }

  #refresh = (): void => this.refresh()

  #handleAnnounce = (event: Event): void => {
    const detail = parseAnnouncement(event)
    if (!detail) return
    const connector = announcedConnector(detail)
    // A re-announcement under the same id replaces the old entry (the wallet re-injected itself).
    this.#announced.set(connector.id, connector)
    this.#recompute()
  }

  #recompute(): void {
    const next = [...this.#announced.values()]
    const legacy = this.#window ? getInjectedProvider(this.#window) : undefined
    // The legacy provider is usually the same object an EIP-6963 wallet announced; list it only once.
    if (legacy && !next.some((c) => c.provider === legacy)) next.push(injectedConnector(legacy))
    if (sameConnectors(next, this.#connectors)) return
    this.#connectors = next
    this.#onChange(next)
  }
}

function sameConnectors(a: Connector[], b: Connector[]): boolean {
  return (
    a.length === b.length &&
    a.every((c, i) => {
      const o = b[i]
      return o !== undefined && c.id === o.id && c.provider === o.provider && c.name === o.name && c.imageUrl === o.imageUrl
    })
  )
}
