import type { AppKit } from './types'

/**
 * THE instance the hooks use when no <AppKitProvider> is above them (Reown's model: call createAppKit
 * once, outside components, then use hooks anywhere). Module state on purpose: it is the binding's
 * "which app am I in" pointer, not product state (that lives in each instance's core store).
 */
let current: AppKit | undefined

export function setAppKit(appKit: AppKit): void {
  current = appKit
}

export function getAppKit(): AppKit | undefined {
  return current
}
