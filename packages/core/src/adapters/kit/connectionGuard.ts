/**
 * Connect, silent reconnect and disconnect race: a reconnect still waiting on a slow wallet must not override
 * a connect or disconnect the user made since. Each action takes a ticket; only the newest ticket is current.
 */
export interface ConnectionTicket {
  /** Whether no newer connect, reconnect or disconnect started since this ticket was taken. */
  readonly current: () => boolean
}

export class ConnectionGuard {
  #generation = 0

  /** A new action starts: every earlier ticket stops being current. */
  next(): ConnectionTicket {
    const mine = ++this.#generation
    return { current: () => mine === this.#generation }
  }
}
