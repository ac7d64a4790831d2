export interface LoadOnce<T> {
  /** Starts the load, or joins the one under way; resolves to what it loaded. */
  (): Promise<T>
  /** What the load resolved to, once it has: callers can then go on in the same tick. */
  readonly value: T | undefined
  /** Whether a load has started (or finished) and not failed. */
  readonly started: boolean
}

/**
 * `load` run once and shared by every caller: the code behind a lazy chunk is fetched once however many calls ask
 * for it, and calls that arrive while it loads continue in the order they came. A failed load is forgotten, so the
 * next caller tries again (a chunk that failed on a flaky network need not fail for the page's whole life).
 */
export function loadOnce<T>(load: () => Promise<T>): LoadOnce<T> {
  let loading: Promise<T> | undefined
  let value: T | undefined
  const run = () => {
    loading ??= load().then(
      (loaded) => {
        value = loaded
        return loaded
      },
      (error: unknown) => {
        loading = undefined
        throw error
      },
    )
    return loading
  }
  return Object.defineProperties(run, {
    value: { get: () => value },
    started: { get: () => loading !== undefined },
  }) as LoadOnce<T>
}
