import type { LatchClient, ThemeVariables } from '@latch/core'
import { type CSSProperties, useCallback, useId, useMemo, useRef } from 'react'
import { resolveLocale, textDirection } from '../i18n/locale'
import { createTranslate } from '../i18n/translate'
import { useCatalogue } from '../i18n/useCatalogue'
import { modalStyles } from '../styles/modalStyles'
import { useStyles } from '../styles/useStyles'
import { viewRegistry } from '../views/registry'
import type { ViewRegistry } from '../views/types'
import { AlertBanner } from './AlertBanner'
import { ModalContext, useModalContext, useSnapshot } from './context'
import { Header } from './Header'
import { Snackbar } from './Snackbar'
import { useBackdropClose } from './useBackdropClose'
import { useFocusTrap } from './useFocusTrap'
import { ViewHost } from './ViewHost'
import { preloadView } from './viewModules'

export interface LatchModalProps {
  client: LatchClient
  /** Render in place (the host's layout) instead of as an overlay (spec §2 embedded mode). */
  embedded?: boolean
  /** Replace or extend the views (tests, stories, feature packages). Defaults to the built-in registry. */
  registry?: ViewRegistry
}

/** Theme variables go on the root through CSSOM (React's style prop), which a strict CSP allows. */
function themeStyle(variables: ThemeVariables): CSSProperties {
  const style: Record<string, string> = {}
  for (const [name, value] of Object.entries(variables)) if (value !== undefined) style[name] = String(value)
  return style as CSSProperties
}

export function LatchModal({ client, embedded = false, registry = viewRegistry }: LatchModalProps) {
  const locale = resolveLocale(client.options.locale)
  const messages = useCatalogue(locale)
  const value = useMemo(() => ({ client, t: createTranslate(messages, locale), locale }), [client, messages, locale])
  return (
    <ModalContext.Provider value={value}>
      <ModalShell embedded={embedded} registry={registry} />
    </ModalContext.Provider>
  )
}

function ModalShell({ embedded, registry }: { embedded: boolean; registry: ViewRegistry }) {
  useStyles('latch-modal', modalStyles)
  const { client, locale } = useModalContext()
  const snap = useSnapshot()
  const dialog = useRef<HTMLDivElement>(null)
  const titleId = useId()
  const close = useCallback(() => client.close(), [client])
  const overlay = useRef<HTMLDivElement>(null)
  useFocusTrap(dialog, snap.modal.open && !embedded, close)
  useBackdropClose(overlay, snap.modal.open && !embedded, close)
  const { themeMode, themeVariables } = snap.theme
  // Fetch the view's chunk while this render commits, not after it.
  if (snap.modal.open) preloadView(registry, snap.router.view)
  return (
    <div className="latch-theme" data-theme={themeMode} style={themeStyle(themeVariables)} lang={locale} dir={textDirection(locale)}>
      {snap.modal.open && (
        <div
          className="latch-overlay"
          ref={overlay}
          data-embedded={embedded}
        >
          <div
            ref={dialog}
            role="dialog"
            aria-modal={embedded ? undefined : true}
            aria-labelledby={titleId}
            tabIndex={-1}
            className="latch-card"
            data-shake={snap.modal.shake}
            data-view={snap.router.view}
            data-testid="latch-modal"
          >
            <Header titleId={titleId} />
            <AlertBanner />
            <div className="latch-body">
              <ViewHost registry={registry} view={snap.router.view} />
            </div>
          </div>
        </div>
      )}
      <Snackbar />
    </div>
  )
}
