import { type LatchClient, type LatchSnapshot, openingView, type RouterState, type ThemeVariables } from '@latch/core'
import * as React from 'react'
import { type CSSProperties, type ReactNode, useCallback, useEffect, useId, useMemo, useReducer, useRef, useState } from 'react'
import { resolveLocale, textDirection } from '../i18n/locale'
import { createTranslate } from '../i18n/translate'
import { useCatalogue } from '../i18n/useCatalogue'
import { OffscreenContext } from '../primitives/Img'
import { modalStyles } from '../styles/modalStyles'
import { useStyles } from '../styles/useStyles'
import { viewRegistry } from '../views/registry'
import type { ViewRegistry } from '../views/types'
import { AlertBanner } from './AlertBanner'
import { renderAhead, useAheadView } from './aheadView'
import { ModalContext, useModalContext, useSnapshot } from './context'
import { Header } from './Header'
import { Snackbar } from './Snackbar'
import { useBackdropClose } from './useBackdropClose'
import { useFocusTrap } from './useFocusTrap'
import { ViewHost } from './ViewHost'
import { loadedView, loadView, preloadView } from './viewModules'

export interface LatchModalProps {
  client: LatchClient
  /** Render in place (the host's layout) instead of as an overlay (spec §2 embedded mode). */
  embedded?: boolean
  /** Replace or extend the views (tests, stories, feature packages). Defaults to the built-in registry. */
  registry?: ViewRegistry
  /**
   * While closed, render the view the modal is on hidden, ahead of the click (React 19.2's `<Activity>`; ignored on
   * older React), so opening only reveals it. `mountModal` turns it on.
   */
  prerender?: boolean
}

/**
 * Undefined on React before 19.2, which then renders the dialog only while open. Read from the namespace: a named
 * import of a name React 18 lacks is a link error where Node loads this file as ESM (server rendering).
 */
const Offscreen = (React as { Activity?: typeof React.Activity }).Activity

/** Theme variables go on the root through CSSOM (React's style prop), which a strict CSP allows. */
function themeStyle(variables: ThemeVariables): CSSProperties {
  const style: Record<string, string> = {}
  for (const [name, value] of Object.entries(variables)) if (value !== undefined) style[name] = String(value)
  return style as CSSProperties
}

export function LatchModal({ client, embedded = false, registry = viewRegistry, prerender = false }: LatchModalProps) {
  const locale = resolveLocale(client.options.locale)
  const messages = useCatalogue(locale)
  const value = useMemo(() => ({ client, t: createTranslate(messages, locale), locale }), [client, messages, locale])
  return (
    <ModalContext.Provider value={value}>
      <ModalShell embedded={embedded} registry={registry} prerender={prerender && !embedded} />
    </ModalContext.Provider>
  )
}

function ModalShell({ embedded, registry, prerender }: { embedded: boolean; registry: ViewRegistry; prerender: boolean }) {
  useStyles('latch-modal', modalStyles)
  const { client, locale } = useModalContext()
  const snap = useSnapshot()
  const dialog = useRef<HTMLDivElement>(null)
  const titleId = useId()
  const close = useCallback(() => client.close(), [client])
  const overlay = useRef<HTMLDivElement>(null)
  const open = snap.modal.open
  useFocusTrap(dialog, open && !embedded, close)
  useBackdropClose(overlay, open && !embedded, close)
  const ahead = prerender && Offscreen !== undefined
  const closings = useClosings(open)
  const hinted = useAheadView(client)
  const router = ahead && !open ? (hinted ? { view: hinted, history: [{ view: hinted }] } : nextOpening(client, snap)) : snap.router
  // Opening consumes a button's hint: after the closing the default opening is rendered ahead again.
  useEffect(() => {
    if (open) renderAhead(client, undefined)
  }, [open, client])
  usePrerenderedView(ahead && !open, registry, router.view)
  const { themeMode, themeVariables } = snap.theme
  // Fetch the view's chunk while this render commits, not after it.
  if (open) preloadView(registry, snap.router.view)
  const content = (
    <div className="latch-overlay" ref={overlay} data-embedded={embedded}>
      <div
        ref={dialog}
        role="dialog"
        aria-modal={embedded ? undefined : true}
        aria-labelledby={titleId}
        tabIndex={-1}
        className="latch-card"
        data-shake={snap.modal.shake}
        data-view={router.view}
        data-testid="latch-modal"
      >
        <Header titleId={titleId} router={router} />
        <AlertBanner />
        <div className="latch-body">
          <ViewHost registry={registry} view={router.view} />
        </div>
      </div>
    </div>
  )
  let dialogTree: ReactNode = open && content
  if (ahead && Offscreen) {
    // A fresh tree after each closing: the next opening starts clean, as an unmounted dialog did.
    dialogTree = (
      <Offscreen key={closings} mode={open ? 'visible' : 'hidden'}>
        <OffscreenContext.Provider value={!open}>{content}</OffscreenContext.Provider>
      </Offscreen>
    )
  }
  return (
    <div className="latch-theme" data-theme={themeMode} style={themeStyle(themeVariables)} lang={locale} dir={textDirection(locale)}>
      {dialogTree}
      <Snackbar />
    </div>
  )
}

/**
 * The router the next `open()` without a view starts on (core's `openingView`): what the closed modal renders ahead,
 * so a connected user's click reveals the Account view already rendered, not the view the modal was closed on.
 */
function nextOpening(client: LatchClient, snap: LatchSnapshot): RouterState {
  const account = snap.activeNamespace ? snap.namespaces[snap.activeNamespace]?.account : undefined
  const view = openingView({ account, options: client.options, mobile: client.isMobile() })
  return view === snap.router.view && snap.router.history.length === 1 ? snap.router : { view, history: [{ view }] }
}

/** How many times the modal has closed: a key that gives each opening a new tree. */
function useClosings(open: boolean): number {
  const [seen, setSeen] = useState({ open, closings: 0 })
  if (seen.open !== open) {
    const next = { open, closings: seen.closings + (seen.open && !open ? 1 : 0) }
    setSeen(next)
    return next.closings
  }
  return seen.closings
}

/**
 * A hidden tree runs no effects, so its ViewHost cannot load its own view's chunk: the shell loads it and renders
 * again when it arrives, and the hidden tree then holds the view itself instead of a spinner.
 */
function usePrerenderedView(active: boolean, registry: ViewRegistry, view: LatchSnapshot['router']['view']): void {
  const [, arrived] = useReducer((n: number) => n + 1, 0)
  useEffect(() => {
    if (!active || !registry[view] || loadedView(registry, view)) return
    let live = true
    loadView(registry, view).then(
      () => live && arrived(),
      () => {},
    )
    return () => {
      live = false
    }
  }, [active, registry, view])
}
