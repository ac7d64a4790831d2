import type { Page } from 'playwright-core'
import type { ApprovalMode } from './approvalQueue'

/** Where a test wallet's bundle puts itself in the page: `control` holds its approval queue and test controls. */
export type PageWalletGlobals = {
  /** The wallet, or a promise of it (`window[global]`). */
  global: string
  /** The wallet itself once created, for synchronous checks; defaults to `global` (then it must not be a promise). */
  readyGlobal?: string
  /** How errors name it: "The Latch test <label> is not installed in this page." */
  label: string
}

/** The approval-queue half of every test wallet's Playwright handle. */
export type ApprovalHandle<Request extends { method: string }> = {
  setMode(mode: ApprovalMode): Promise<void>
  requests(): Promise<Request[]>
  pending(): Promise<Request[]>
  approve(id?: number): Promise<boolean>
  reject(id?: number): Promise<boolean>
  /** Resolves with the first pending request (of `method`, if given) once there is one. */
  waitForPending(method?: Request['method'], options?: { timeout?: number }): Promise<Request>
}

/**
 * Drives a test wallet in a Playwright page through its `control` object: `call` is one `page.evaluate` per
 * control; `approvals` is the approval-queue part of the handle, the same for every wallet of the kit.
 */
export function pageControl<Request extends { method: string }>(page: Page, where: PageWalletGlobals): { call<R>(name: string, ...args: unknown[]): Promise<R>; approvals: ApprovalHandle<Request> } {
  const call = <R>(name: string, ...args: unknown[]): Promise<R> =>
    page.evaluate(
      async ([global, label, n, a]) => {
        const holder = (await (window as unknown as Record<string, unknown>)[global]) as { control: Record<string, (...x: unknown[]) => unknown> } | undefined
        if (!holder) throw new Error(`The Latch test ${label} is not installed in this page.`)
        return holder.control[n]?.(...a)
      },
      [where.global, where.label, name, args] as const,
    ) as Promise<R>
  const approvals: ApprovalHandle<Request> = {
    setMode: (mode) => call('setMode', mode),
    requests: () => call('requests'),
    pending: () => call('pending'),
    approve: (id) => (id === undefined ? call('approve') : call('approve', id)),
    reject: (id) => (id === undefined ? call('reject') : call('reject', id)),
    async waitForPending(method, options) {
      // Synchronous on purpose: waitForFunction takes a returned promise itself as a truthy answer.
      const handle = await page.waitForFunction(
        ([ready, m]) => {
          const wallet = (window as unknown as Record<string, { control: { pending(): { method: string }[] } } | undefined>)[ready]
          return wallet?.control.pending().find((r) => !m || r.method === m)
        },
        [where.readyGlobal ?? where.global, method] as const,
        { timeout: options?.timeout ?? 10_000 },
      )
      return (await handle.jsonValue()) as Request
    },
  }
  return { call, approvals }
}
