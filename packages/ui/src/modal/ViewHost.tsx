import type { ViewName } from '@latch/core'
import { Component, type ReactNode, useEffect, useState } from 'react'
import { Button } from '../primitives/Button'
import { Spinner } from '../primitives/Spinner'
import type { ViewRegistry } from '../views/types'
import { useModalContext } from './context'
import { loadView, loadedView } from './viewModules'

type Loading = { view: ViewName; failed: boolean; attempt: number }

/** A view that throws while rendering shows the retry instead of taking the whole modal down. */
class RenderBoundary extends Component<{ fallback: (retry: () => void) => ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  override render() {
    return this.state.failed ? this.props.fallback(() => this.setState({ failed: false })) : this.props.children
  }
}

/** Renders the current view: at once when its chunk is loaded, else a spinner until it is, or a retry. */
export function ViewHost({ registry, view }: { registry: ViewRegistry; view: ViewName }) {
  const { t } = useModalContext()
  const View = loadedView(registry, view)
  const [loading, setLoading] = useState<Loading>({ view, failed: false, attempt: 0 })
  const failed = loading.view === view && loading.failed
  const attempt = loading.view === view ? loading.attempt : 0

  useEffect(() => {
    if (View || !registry[view]) return
    let live = true
    loadView(registry, view).then(
      () => live && setLoading({ view, failed: false, attempt }),
      () => live && setLoading({ view, failed: true, attempt }),
    )
    return () => {
      live = false
    }
  }, [registry, view, View, attempt])

  if (!registry[view]) return <p className="latch-muted" data-testid="latch-view-unavailable">{t('view.unavailable')}</p>
  const retryPanel = (retry: () => void) => (
    <div className="latch-center" role="alert">
      <p className="latch-error">{t('view.loadFailed')}</p>
      <Button onClick={retry}>{t('view.reload')}</Button>
    </div>
  )
  if (View) return <RenderBoundary key={view} fallback={retryPanel}><View /></RenderBoundary>
  if (failed) return retryPanel(() => setLoading({ view, failed: false, attempt: attempt + 1 }))
  return <div className="latch-center"><Spinner size="lg" label={t('title.fallback')} /></div>
}
