'use client'
import { type ReactNode, useState } from 'react'
import { AppKitContext } from './context'
import { type AppKit, buildAppKit, type CreateAppKit } from './createAppKit'
import { setAppKit } from './instance'

export type AppKitProviderProps = CreateAppKit & { children?: ReactNode }

// StrictMode calls a state initializer twice with the same props object; keyed by it, the second call
// reuses the first instance instead of building a second client (and a second reconnect).
const built = new WeakMap<object, AppKit>()

function buildOnce(props: AppKitProviderProps): AppKit {
  let appKit = built.get(props)
  if (!appKit) {
    const { children: _children, ...options } = props
    appKit = buildAppKit(options)
    built.set(props, appKit)
  }
  return appKit
}

/**
 * For apps that prefer a component to calling createAppKit: takes the same options as props and creates
 * the instance once (later option changes are ignored, as with createAppKit). Hooks below it use this
 * instance; in the browser it also becomes the app's instance for hooks used elsewhere. A server-rendered app
 * (Next.js) uses it to pass each request's `initialState` (from `cookieToInitialState`): on the server every
 * render builds its own instance, so one visitor's connection never shows in another's page.
 */
export function AppKitProvider(props: AppKitProviderProps) {
  const [appKit] = useState(() => buildOnce(props))
  // Idempotent: registers the instance React kept, so hooks outside this subtree find it too. Not on a server: there
  // each request renders its own instance (its own `initialState`), and no other request may find it.
  if (typeof window !== 'undefined') setAppKit(appKit)
  return <AppKitContext.Provider value={appKit}>{props.children}</AppKitContext.Provider>
}
