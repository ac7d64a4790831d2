/**
 * Node has no `window`; the adapter discovers wallets on its globals and hears their key changes as its events.
 * Tests put a bare EventTarget there, which the test kit's wallet installs itself into.
 */
export type FakeWindow = EventTarget & Record<string, unknown>

export function installFakeWindow(): { window: FakeWindow; restore(): void } {
  const window = new EventTarget() as FakeWindow
  Object.assign(globalThis, { window })
  return { window, restore: () => Reflect.deleteProperty(globalThis, 'window') }
}
