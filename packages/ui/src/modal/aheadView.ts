/**
 * The view a header button's click will open by name (`open({ view })`), told at the button's hover or focus, so the
 * closed modal renders that view ahead instead of the default opening's (core's `openingView`): a click on the network
 * button then reveals a Networks view already rendered. One hint per client; `undefined` puts the default back (the
 * connect button's click opens without a view; the account button's Account view is the default once connected). The modal drops the hint when it opens: after a closing the default
 * rule holds again until the next hover. A wrong hint costs what no hint did: the view the click opens renders then.
 */
import type { LatchClient, ViewName } from '@latch/core'
import { useSyncExternalStore } from 'react'

interface Hint {
  view: ViewName | undefined
  listeners: Set<() => void>
}

const hints = new WeakMap<LatchClient, Hint>()

function hintOf(client: LatchClient): Hint {
  let hint = hints.get(client)
  if (!hint) {
    hint = { view: undefined, listeners: new Set() }
    hints.set(client, hint)
  }
  return hint
}

export function renderAhead(client: LatchClient, view: ViewName | undefined): void {
  const hint = hintOf(client)
  if (hint.view === view) return
  hint.view = view
  for (const listener of [...hint.listeners]) listener()
}

/** The hinted view, or undefined for the default; a change renders the closed modal again (at idle priority, hidden). */
export function useAheadView(client: LatchClient): ViewName | undefined {
  const hint = hintOf(client)
  return useSyncExternalStore(
    (onChange) => {
      hint.listeners.add(onChange)
      return () => void hint.listeners.delete(onChange)
    },
    () => hint.view,
    () => undefined,
  )
}
