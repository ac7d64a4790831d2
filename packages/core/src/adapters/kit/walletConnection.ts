import { ProviderNotConnectedError } from '../../errors/adapterKit'
import type { Connector } from '../../types/chain'
import { ConnectionGuard } from './connectionGuard'
import type { ConnectionHost } from './lazyAdapter'

type OnConnectors = (connectors: Connector[]) => void

/**
 * What every family's connection code (the part `LazyAdapter` loads on first use) holds the same way: the adapter
 * that loaded it, the guard that lets only the newest connect, reconnect or disconnect install a session, the wallet
 * discovery, and the active session. A subclass adds its wallets' connect, switch and signing.
 */
export abstract class WalletConnection<H extends ConnectionHost, S, D> {
  protected readonly host: H
  protected readonly guard = new ConnectionGuard()
  /** The active session; undefined when not connected. */
  protected active: S | undefined
  readonly #startDiscovery: (onChange: OnConnectors) => D
  #discovery: D | undefined
  #connectors: Connector[] = []

  /** `startDiscovery` runs with the first call that needs it; one that answers undefined is tried again next time. */
  constructor(host: H, startDiscovery: (onChange: OnConnectors) => D) {
    this.host = host
    this.#startDiscovery = startDiscovery
  }

  /** Discovery over the page's `window`: wallets inject into it, so on a server there is nothing to discover. */
  static inWindow<W, D>(start: (win: W, onChange: OnConnectors) => D): (onChange: OnConnectors) => D | undefined {
    return (onChange) => {
      const win = (globalThis as { window?: unknown }).window as W | undefined
      return win ? start(win, onChange) : undefined
    }
  }

  /** What discovery knows now (starting it, where it can run). */
  syncConnectors(): Connector[] {
    this.discovery()
    return this.#connectors
  }

  /** The running discovery, started by this call if none is; each report it makes is kept and emitted. */
  protected discovery(): D {
    this.#discovery ??= this.#startDiscovery((connectors) => {
      this.#connectors = connectors
      this.host.emitter.emit('connectorsChanged', { connectors })
    })
    return this.#discovery
  }

  /**
   * Ends the session (the family's disconnect then tears it down): a connect or reconnect still under way can no
   * longer install one. Undefined when there was none.
   */
  protected endSession(): S | undefined {
    this.guard.next()
    const session = this.active
    this.active = undefined
    return session
  }

  /** The active session; ProviderNotConnectedError without one. */
  protected requireSession(): S {
    if (this.active === undefined) throw new ProviderNotConnectedError({ namespace: this.host.namespace })
    return this.active
  }
}
