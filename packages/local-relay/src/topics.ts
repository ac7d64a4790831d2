/**
 * Who listens to which topic, and the messages waiting for a listener. A message nobody else
 * received is held (until its ttl, capped) and handed to the next subscriber: sign-client publishes a
 * proposal before the wallet has subscribed, and a reloading dapp misses events while it is away.
 */
import { createHash } from 'node:crypto'

export interface RelayMessage {
  topic: string
  message: string
  publishedAt: number
  tag: number
  attestation?: string
  /** The client that published it (see clientId.ts): never echoed back to it, from any of its sockets. */
  from: string
  expiresAt: number
}

export const MAX_HELD_PER_TOPIC = 200
export const MAX_TTL_S = 30 * 24 * 3600

export function subscriptionId(socketId: string, topic: string): string {
  return createHash('sha256').update(`${socketId}:${topic}`).digest('hex')
}

export class Topics {
  readonly #subscribers = new Map<string, Map<string, string>>() // topic → socketId → subscription id
  readonly #held = new Map<string, RelayMessage[]>()

  subscribe(socketId: string, topic: string): string {
    const id = subscriptionId(socketId, topic)
    const subs = this.#subscribers.get(topic) ?? new Map<string, string>()
    subs.set(socketId, id)
    this.#subscribers.set(topic, subs)
    return id
  }

  unsubscribe(socketId: string, topic: string): void {
    const subs = this.#subscribers.get(topic)
    subs?.delete(socketId)
    if (subs?.size === 0) this.#subscribers.delete(topic)
  }

  dropSocket(socketId: string): void {
    for (const topic of [...this.#subscribers.keys()]) this.unsubscribe(socketId, topic)
  }

  /** Listeners of `topic`, with their subscription ids. */
  listeners(topic: string): [socketId: string, subscriptionId: string][] {
    return [...(this.#subscribers.get(topic) ?? [])]
  }

  hold(message: RelayMessage): void {
    const list = (this.#held.get(message.topic) ?? []).filter((m) => m.expiresAt > Date.now())
    list.push(message)
    if (list.length > MAX_HELD_PER_TOPIC) list.splice(0, list.length - MAX_HELD_PER_TOPIC)
    this.#held.set(message.topic, list)
  }

  /** Takes the unexpired held messages of `topic` not published by `client`; its own stay held for others. */
  take(topic: string, client: string): RelayMessage[] {
    const now = Date.now()
    const list = (this.#held.get(topic) ?? []).filter((m) => m.expiresAt > now)
    const mine = list.filter((m) => m.from === client)
    const theirs = list.filter((m) => m.from !== client)
    if (mine.length) this.#held.set(topic, mine)
    else this.#held.delete(topic)
    return theirs
  }

  sweep(): void {
    const now = Date.now()
    for (const [topic, list] of this.#held) {
      const alive = list.filter((m) => m.expiresAt > now)
      if (alive.length) this.#held.set(topic, alive)
      else this.#held.delete(topic)
    }
  }

  stats() {
    let held = 0
    for (const list of this.#held.values()) held += list.length
    return { topics: this.#subscribers.size, held }
  }
}
