/**
 * The prebuilt browser bundle (dist/polkadot-wallet.iife.js). Injected with `page.addInitScript`, it reads its
 * options from `window.__latchTestPolkadotExtensionOptions` and puts the extension at `window.injectedWeb3[key]`
 * at once, as a real extension's content script does; the keys need the WASM crypto, so the extension itself is
 * created in the background and `enable` waits for it. `window.__latchTestPolkadotExtension` is that promise.
 * Without options it only exposes the kit, `window.__latchTestPolkadotKit`.
 */
import { bootFromPageOptions } from '../shared/pageBoot'
import { type CreateTestPolkadotExtensionParameters, createTestPolkadotExtension, DEFAULT_EXTENSION_KEY, DEFAULT_EXTENSION_VERSION, type TestPolkadotExtension } from './extension'

type Globals = {
  /** The extension once created: what a synchronous check (Playwright's waitForFunction) can read. */
  __latchTestPolkadotExtensionReady?: TestPolkadotExtension
  injectedWeb3?: Record<string, unknown>
}

const globals = globalThis as typeof globalThis & Globals
bootFromPageOptions<CreateTestPolkadotExtensionParameters>(
  { options: '__latchTestPolkadotExtensionOptions', wallet: '__latchTestPolkadotExtension', kit: '__latchTestPolkadotKit' },
  { createTestPolkadotExtension },
  (options) => {
    const ready = createTestPolkadotExtension(options)
    void ready.then((extension) => {
      globals.__latchTestPolkadotExtensionReady = extension
    })
    globals.injectedWeb3 ??= {}
    globals.injectedWeb3[options.key ?? DEFAULT_EXTENSION_KEY] = {
      version: options.version ?? DEFAULT_EXTENSION_VERSION,
      enable: async (originName: string) => (await ready).provider.enable(originName),
    }
    return ready
  },
)
