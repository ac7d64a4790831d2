import type { ViewName } from '@latch/core'
import { Component, type ComponentType, type ReactNode, Suspense, lazy } from 'react'
import { Button } from '../primitives/Button'
import { Spinner } from '../primitives/Spinner'
import type { ViewRegistry } from '../views/types'
import { useModalContext } from './context'

const lazyViews = new WeakMap<ViewRegistry, Map<ViewName, ComponentType>>()

/** One React.lazy per view and registry, so a view's chunk loads once and its state survives re-renders. */
function lazyView(registry: ViewRegistry, view: ViewName): ComponentType | undefined {
  const loader = registry[view]
  if (!loader) return undefined
  const cache = lazyViews.get(registry) ?? new Map<ViewName, ComponentType>()
  lazyViews.set(registry, cache)
  let component = cache.get(view)
  if (!component) {
    component = lazy(loader)
    cache.set(view, component)
  }
  return component
}

class LoadBoundary extends Component<{ fallback: (retry: () => void) => ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  override render() {
    return this.state.failed ? this.props.fallback(() => this.setState({ failed: false })) : this.props.children
  }
}

export function ViewHost({ registry, view }: { registry: ViewRegistry; view: ViewName }) {
  const { t } = useModalContext()
  const View = lazyView(registry, view)
  if (!View) return <p className="latch-muted" data-testid="latch-view-unavailable">{t('view.unavailable')}</p>
  return (
    <LoadBoundary
      key={view}
      fallback={(retry) => (
        <div className="latch-center" role="alert">
          <p className="latch-error">{t('view.loadFailed')}</p>
          <Button onClick={() => {
            // React.lazy caches a rejected import; a fresh lazy component retries the chunk.
            lazyViews.get(registry)?.delete(view)
            retry()
          }}>{t('view.reload')}</Button>
        </div>
      )}
    >
      <Suspense fallback={<div className="latch-center"><Spinner size="lg" label={t('title.fallback')} /></div>}>
        <View />
      </Suspense>
    </LoadBoundary>
  )
}
