import { loadOnce } from '../adapters/kit/loadOnce'
import type { Prefetch } from '../flows/openModal'
import type { LatchContext } from '../state/context'
import type { SessionApi } from './session'

type Session = typeof import('./session')

/**
 * Loads client/session once per instance, on first need (see loadOnce), and starts the adapter listeners with it (in
 * a browser, unless the instance was destroyed meanwhile). Once loaded, a forwarded call starts in the same tick, as
 * it did before the split: a connect shows "connecting" at once.
 */
export function createSessionLoader(ctx: LatchContext, { inBrowser, prefetchers }: { inBrowser: boolean; prefetchers?: readonly Prefetch[] }) {
  let stop: (() => void) | undefined
  let destroyed = false
  const load = loadOnce(() =>
    import('./session').then((session) => {
      if (inBrowser && !destroyed) stop = session.startSession(ctx)
      return { session, api: session.sessionApi(ctx, prefetchers) }
    }),
  )

  const withApi = <T>(run: (api: SessionApi, session: Session) => T | Promise<T>): Promise<T> => {
    const loaded = load.value
    if (!loaded) return load().then(() => withApi(run))
    try {
      return Promise.resolve(run(loaded.api, loaded.session))
    } catch (error) {
      return Promise.reject(error)
    }
  }

  /** Methods named `names` of the group `pick` selects, each forwarded to the loaded session's. */
  const forward = <G extends object, K extends keyof G & string>(pick: (api: SessionApi) => G, names: readonly K[]): Pick<G, K> =>
    Object.fromEntries(names.map((name) => [name, (...args: unknown[]) => withApi((api) => (pick(api)[name] as (...a: unknown[]) => unknown)(...args))])) as Pick<G, K>

  return {
    load: () => load().then(() => {}),
    withApi,
    forward,
    destroy() {
      destroyed = true
      stop?.()
    },
  }
}
