/**
 * Node has no `window`; the adapter discovers extensions on `window.injectedWeb3`. Tests give it a bare object
 * there, which the real test extension installs itself into.
 */
export function installFakeWindow(): { window: { injectedWeb3?: Record<string, unknown> }; restore(): void } {
  const existing = (globalThis as { window?: { injectedWeb3?: Record<string, unknown> } }).window
  if (existing) return { window: existing, restore: () => {} }
  const window: { injectedWeb3?: Record<string, unknown> } = {}
  Object.assign(globalThis, { window })
  return { window, restore: () => Reflect.deleteProperty(globalThis, 'window') }
}
