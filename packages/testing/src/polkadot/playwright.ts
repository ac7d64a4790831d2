import type { Page } from 'playwright-core'
import { prebuiltBundle } from '../shared/prebuiltBundle'
import type { CreateTestPolkadotExtensionParameters } from './extension'
import type { TestExtensionMode, TestExtensionRequest } from './policy'

/** The options that cross into the page: everything but `onRequest` (a function cannot). */
export type InstallTestPolkadotExtensionParameters = Omit<CreateTestPolkadotExtensionParameters, 'onRequest'> & {
  /** The bundle's source. Defaults to the prebuilt `dist/polkadot-wallet.iife.js`. */
  bundle?: string
}

/** Drives the page's test extension (`window.__latchTestPolkadotExtension`); every call is one `page.evaluate`. */
export type TestPolkadotExtensionHandle = {
  setMode(mode: TestExtensionMode): Promise<void>
  requests(): Promise<TestExtensionRequest[]>
  pending(): Promise<TestExtensionRequest[]>
  approve(id?: number): Promise<boolean>
  reject(id?: number): Promise<boolean>
  prompts(): Promise<number>
  /** Resolves with the first pending request (of `method`, if given) once there is one. */
  waitForPending(method?: TestExtensionRequest['method'], options?: { timeout?: number }): Promise<TestExtensionRequest>
  isAuthorized(origin?: string): Promise<boolean>
  revoke(origin?: string): Promise<void>
  forget(origin?: string): Promise<void>
  addresses(): Promise<string[]>
  setAccounts(addresses: readonly string[]): Promise<void>
}

type ControlName = 'setMode' | 'requests' | 'pending' | 'approve' | 'reject' | 'prompts' | 'isAuthorized' | 'revoke' | 'forget' | 'addresses' | 'setAccounts'
type PageGlobals = { __latchTestPolkadotExtension?: Promise<{ control: Record<string, (...x: unknown[]) => unknown> }> }


/**
 * Injects the test extension into every document `page` loads (before the app's scripts) and returns a handle
 * that approves, rejects and inspects its requests from the test.
 */
export async function installTestPolkadotExtension(page: Page, parameters: InstallTestPolkadotExtensionParameters = {}): Promise<TestPolkadotExtensionHandle> {
  const { bundle, ...options } = parameters
  await page.addInitScript({ content: `window.__latchTestPolkadotExtensionOptions = ${JSON.stringify(options)};\n${bundle ?? prebuiltBundle('polkadot-wallet.iife.js')}` })

  const call = <R>(name: ControlName, ...args: unknown[]): Promise<R> =>
    page.evaluate(
      async ([n, a]) => {
        const ready = (window as unknown as PageGlobals).__latchTestPolkadotExtension
        if (!ready) throw new Error('The Latch test Polkadot extension is not installed in this page.')
        return (await ready).control[n as string]?.(...(a as unknown[])) as R
      },
      [name, args] as const,
    ) as Promise<R>

  return {
    setMode: (mode) => call('setMode', mode),
    requests: () => call('requests'),
    pending: () => call('pending'),
    approve: (id) => (id === undefined ? call('approve') : call('approve', id)),
    reject: (id) => (id === undefined ? call('reject') : call('reject', id)),
    prompts: () => call('prompts'),
    async waitForPending(method, waitOptions) {
      // Synchronous on purpose: waitForFunction takes a returned promise itself as a truthy answer.
      const handle = await page.waitForFunction(
        (m) => {
          const ready = (window as unknown as { __latchTestPolkadotExtensionReady?: { control: { pending(): TestExtensionRequest[] } } }).__latchTestPolkadotExtensionReady
          return ready?.control.pending().find((r) => !m || r.method === m)
        },
        method,
        { timeout: waitOptions?.timeout ?? 10_000 },
      )
      return (await handle.jsonValue()) as TestExtensionRequest
    },
    isAuthorized: (origin) => (origin === undefined ? call('isAuthorized') : call('isAuthorized', origin)),
    revoke: (origin) => (origin === undefined ? call('revoke') : call('revoke', origin)),
    forget: (origin) => (origin === undefined ? call('forget') : call('forget', origin)),
    addresses: () => call('addresses'),
    setAccounts: (addresses) => call('setAccounts', [...addresses]),
  }
}
