/** A fixed-window request counter per client: enough to keep an unauthenticated dev endpoint from being hammered. */
export class RateLimit {
  readonly #windows = new Map<string, { start: number; count: number }>()

  constructor(
    readonly limit: number,
    readonly windowMs: number,
    readonly now: () => number = Date.now,
  ) {}

  /** Counts one request from `client`; false once it is over the limit in the current window. */
  take(client: string): boolean {
    const now = this.now()
    const w = this.#windows.get(client)
    if (!w || now - w.start >= this.windowMs) {
      // Forget stale clients as we go so the map cannot grow without bound.
      if (this.#windows.size > 10_000) for (const [k, v] of this.#windows) if (now - v.start >= this.windowMs) this.#windows.delete(k)
      this.#windows.set(client, { start: now, count: 1 })
      return true
    }
    w.count++
    return w.count <= this.limit
  }

  /** Seconds until `client`'s window resets, for Retry-After. */
  retryAfterS(client: string): number {
    const w = this.#windows.get(client)
    return w ? Math.max(1, Math.ceil((w.start + this.windowMs - this.now()) / 1000)) : 0
  }
}
