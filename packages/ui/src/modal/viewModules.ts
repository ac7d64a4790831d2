import type { ViewName } from '@latch/core'
import type { ComponentType } from 'react'
import type { ViewRegistry } from '../views/types'

type Entry = { promise: Promise<ComponentType>; component?: ComponentType }

const modules = new WeakMap<ViewRegistry, Map<ViewName, Entry>>()

/**
 * Starts (once) loading a view's chunk and remembers the component when it arrives, so the view
 * renders synchronously afterwards. Not React.lazy: React 19 holds back content revealed after a
 * Suspense fallback for up to 300 ms, which would be most of the click-to-wallet-list time.
 * A failed load is forgotten so the next call retries the chunk.
 */
export function loadView(registry: ViewRegistry, view: ViewName): Promise<ComponentType> {
  const loader = registry[view]
  if (!loader) return Promise.reject(new Error(`No view registered for ${view}`))
  const cache = modules.get(registry) ?? new Map<ViewName, Entry>()
  modules.set(registry, cache)
  const known = cache.get(view)
  if (known) return known.promise
  const entry: Entry = {
    promise: loader().then(
      (module) => {
        entry.component = module.default
        return module.default
      },
      (error: unknown) => {
        cache.delete(view)
        throw error
      },
    ),
  }
  cache.set(view, entry)
  return entry.promise
}

/** The view's component if its chunk has already arrived. */
export function loadedView(registry: ViewRegistry, view: ViewName): ComponentType | undefined {
  return modules.get(registry)?.get(view)?.component
}

/** A hint (button hover, modal about to open): fetch the view's chunk now; errors wait for the real render. */
export function preloadView(registry: ViewRegistry, view: ViewName): void {
  if (registry[view]) loadView(registry, view).catch(() => {})
}
