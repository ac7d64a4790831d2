import type { Connector } from '../../types/chain'
import { loadOnce } from './loadOnce'

/**
 * An adapter's connection code (wallet discovery, connect, the wallet's events, every wallet request), kept out of
 * the dapp's first bundle and loaded with the first call that needs it. The adapter class keeps what core asks
 * synchronously and forwards the rest through here, with the rules every chain family shares.
 */
export class LazyConnection<C extends { syncConnectors(): Connector[] }> {
  readonly #load

  constructor(load: () => Promise<C>) {
    this.#load = loadOnce(load)
  }

  /** The loaded connection; undefined until then, when no wallet is known and none connected. */
  get current(): C | undefined {
    return this.#load.value
  }

  /**
   * Runs `call` on the connection: in the same tick once it is loaded, else after the one shared load, so calls made
   * meanwhile reach it in the order they were made (a disconnect still cancels the connect before it).
   */
  async use<T>(call: (connection: C) => T | Promise<T>): Promise<T> {
    return call(this.#load.value ?? (await this.#load()))
  }

  /**
   * What discovery knows now. The first call in a browser starts the load and answers []: what discovery then finds
   * arrives as `connectorsChanged` (core listens before it asks). On a server nothing is discovered, nothing loads.
   */
  syncConnectors(): Connector[] {
    const loaded = this.#load.value
    if (loaded) return loaded.syncConnectors()
    // A failed load is left for the next call (or a connect) to retry and report.
    if (typeof window !== 'undefined') this.#load().then((connection) => connection.syncConnectors(), () => undefined)
    return []
  }

  /** A silent reconnect never throws: without its code there is nothing to restore now. */
  async reconnect<T>(call: (connection: C) => Promise<T | null>): Promise<T | null> {
    let connection = this.#load.value
    try {
      connection ??= await this.#load()
    } catch {
      return null
    }
    return call(connection)
  }

  /** Nothing loaded or loading means nothing connected and no reconnect to cancel: no reason to load the code. */
  async disconnect(call: (connection: C) => void | Promise<void>): Promise<void> {
    let connection = this.#load.value
    if (!connection && !this.#load.started) return
    try {
      connection ??= await this.#load()
    } catch {
      // The code never loaded, so nothing was connected.
      return
    }
    await call(connection)
  }
}
