import type { Page } from 'playwright-core'

/** How a request the dapp sent through its wallet provider ended, as the dapp's code saw it. */
export type DappRequestOutcome = { sentAt: number; at: number } & (
  | { settled: 'resolved'; result: unknown }
  | { settled: 'rejected'; message: string; code: unknown }
)

/**
 * Sends one EIP-1193 request through the provider the dapp holds for `namespace` (what
 * `useAppKitProvider(namespace).walletProvider` and `appKit.getWalletProvider(namespace)` return) and waits
 * for it to settle; `sentAt` and `at` are the page's `performance.now()` when it was sent and when it settled.
 *
 * The demo puts no handle on `window`, so this finds the instance where React keeps it: the modal's
 * container (`[data-latch-modal-root]`, appended on the modal's first open) holds its root fiber, whose
 * child is `<LatchModal client={…}>`. It only reads that reference; nothing in the app is replaced.
 */
export function dappRequest(page: Page, method: string, params: unknown[] = [], namespace = 'eip155'): Promise<DappRequestOutcome> {
  return page.evaluate(
    async ({ method, params, namespace }) => {
      type Provider = { request(args: { method: string; params?: unknown }): Promise<unknown> }
      type Client = { getProvider(ns: string): { walletProvider?: Provider } }
      const container = document.querySelector('[data-latch-modal-root]')
      if (!container) throw new Error('the modal was never mounted: open it once before asking for its instance')
      const key = Object.keys(container).find((k) => k.startsWith('__reactContainer$'))
      const rootFiber = key ? (Reflect.get(container, key) as { child?: { memoizedProps?: { client?: Client } } } | undefined) : undefined
      const client = rootFiber?.child?.memoizedProps?.client
      if (!client || typeof client.getProvider !== 'function') throw new Error('no Latch client on the modal root')
      const provider = client.getProvider(namespace).walletProvider
      if (!provider) throw new Error(`no ${namespace} wallet provider: is a wallet connected?`)
      const sentAt = performance.now()
      try {
        const result = await provider.request({ method, params })
        return { settled: 'resolved' as const, result, sentAt, at: performance.now() }
      } catch (error) {
        const e = error as { message?: unknown; code?: unknown }
        return { settled: 'rejected' as const, message: String(e?.message ?? error), code: e?.code ?? null, sentAt, at: performance.now() }
      }
    },
    { method, params, namespace },
  )
}

/**
 * Starts recording, in the page, the `performance.now()` at which `text` first appears in the document
 * (any element, including the modal's live region). Read it with {@link textAppearedAt}.
 */
export async function watchForText(page: Page, text: string): Promise<void> {
  await page.evaluate((text) => {
    const w = window as unknown as { __latchE2eSeen?: Record<string, number> }
    const seen: Record<string, number> = w.__latchE2eSeen ?? {}
    w.__latchE2eSeen = seen
    delete seen[text]
    const check = () => {
      if (seen[text] === undefined && document.body.textContent?.includes(text)) {
        seen[text] = performance.now()
        observer.disconnect()
      }
    }
    const observer = new MutationObserver(check)
    observer.observe(document.body, { subtree: true, childList: true, characterData: true })
    check()
  }, text)
}

/** When `text` first appeared since {@link watchForText} (page time), or `undefined` if it has not. */
export function textAppearedAt(page: Page, text: string): Promise<number | undefined> {
  return page.evaluate((text) => (window as unknown as { __latchE2eSeen?: Record<string, number> }).__latchE2eSeen?.[text], text)
}
