import { ConnectorNotFoundError, ProviderNotConnectedError } from '../../errors/adapterKit'
import type { Connector } from '../../types/chain'
import type { AdapterConnection } from '../connection'
import { ConnectionGuard, type ConnectionTicket } from './connectionGuard'
import type { ConnectionHost } from './lazyAdapter'

type OnConnectors = (connectors: Connector[]) => void

/** What a family's discovery answers of its wallets (`W`): one by connector id now, or once it shows up. */
export interface WalletDiscovery<W> {
  find(connectorId: string): W | undefined | Promise<W | undefined>
  waitFor(connectorId: string, waitMs: number): Promise<W | undefined>
}

/** A connection whose discovery finds wallets `W`: what `claimWallet` and `reconnectWallet` need of their `this`. */
type FindsWallets<H extends ConnectionHost, S, W> = WalletConnection<H, S, WalletDiscovery<W> | undefined>

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
   * Where a connect starts: its ticket, taken first so that a connect, reconnect or disconnect started later wins, and
   * the wallet discovery knows by `connectorId`; ConnectorNotFoundError when it knows none.
   */
  protected async claimWallet<W>(this: FindsWallets<H, S, W>, connectorId: string): Promise<{ ticket: ConnectionTicket; wallet: W }> {
    const ticket = this.guard.next()
    const wallet = await this.discovery()?.find(connectorId)
    if (!wallet) throw new ConnectorNotFoundError({ namespace: this.host.namespace, connectorId })
    return { ticket, wallet }
  }

  /**
   * A silent reconnect after a reload: takes its ticket, waits up to `waitMs` for the wallet to show up, then `resume`
   * asks the wallet without a prompt and installs the session. Null, never an error, when the wallet does not show
   * up, a newer action started meanwhile, or anything throws: a wallet that fails here no longer authorises the dapp,
   * as far as a reload can tell, and no one is waiting on a prompt to hear why.
   */
  protected async reconnectWallet<W>(
    this: FindsWallets<H, S, W>,
    connectorId: string,
    waitMs: number,
    resume: (wallet: W, ticket: ConnectionTicket) => Promise<AdapterConnection | null | undefined>,
  ): Promise<AdapterConnection | null> {
    const ticket = this.guard.next()
    try {
      const wallet = await this.discovery()?.waitFor(connectorId, waitMs)
      if (!wallet || !ticket.current()) return null
      return (await resume(wallet, ticket)) ?? null
    } catch {
      return null
    }
  }

  /**
   * What an install answered, for a connect or attach the user waits on. Nothing installed means a disconnect or
   * another connect started meanwhile: that one is what the user wants now, and this one ends in
   * ProviderNotConnectedError.
   */
  protected requireInstalled(connection: AdapterConnection | null | undefined): AdapterConnection {
    if (!connection) throw new ProviderNotConnectedError({ namespace: this.host.namespace })
    return connection
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
