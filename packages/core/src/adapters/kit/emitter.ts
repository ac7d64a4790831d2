import type { AdapterEventMap, AdapterEventName, AdapterListener } from '../connection'

/** A typed listener set per adapter event; `on` returns its own unsubscribe. Every adapter's `on` is this. */
export class AdapterEmitter {
  #listeners = new Map<AdapterEventName, Set<(payload: never) => void>>()

  on<E extends AdapterEventName>(event: E, listener: AdapterListener<E>): () => void {
    let set = this.#listeners.get(event)
    if (!set) {
      set = new Set()
      this.#listeners.set(event, set)
    }
    set.add(listener as (payload: never) => void)
    return () => {
      set.delete(listener as (payload: never) => void)
    }
  }

  emit<E extends AdapterEventName>(event: E, payload: AdapterEventMap[E]): void {
    // Copy first: a listener may unsubscribe itself (or others) while we iterate.
    for (const listener of [...(this.#listeners.get(event) ?? [])]) {
      ;(listener as AdapterListener<E>)(payload)
    }
  }
}
