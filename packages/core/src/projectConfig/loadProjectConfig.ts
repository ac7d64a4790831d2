/**
 * Fetches the project's remote config (spec §7) when the modal opens: at most once per instance, again only
 * after a failure. Loaded lazily and never awaited by `open`; a failing, malformed or hanging answer (the
 * caller's signal aborts it) leaves the host's options in force.
 */
import { isAllowedOrigin } from '@latch/frame-bridge/origins'
import { InvalidAppConfigurationError, UnverifiedDomainError } from '../errors/alerts'
import { alertAtom } from '../state/atoms'
import type { LatchContext } from '../state/context'
import type { ProjectConfigSource } from '../types/options'
import { parseProjectConfig } from './parseProjectConfig'
import { projectConfigAtom } from './projectConfigAtom'

export async function loadProjectConfig(ctx: LatchContext, source: ProjectConfigSource, signal: AbortSignal): Promise<void> {
  const { status } = ctx.store.get(projectConfigAtom)
  if (status === 'loading' || status === 'loaded') return
  ctx.store.set(projectConfigAtom, { status: 'loading' })
  const { projectId } = ctx.options
  try {
    const answer = typeof source === 'function' ? source({ projectId, signal }) : fetchProjectConfig(source.url, projectId, signal)
    const config = parseProjectConfig(await untilAborted(answer, signal))
    const origin = pageOrigin()
    // Spec §5: the page must be one the project allows. A config that lists no origins does not restrict them.
    const originAllowed = !config.allowedOrigins?.length || origin === undefined || isAllowedOrigin(origin, config.allowedOrigins)
    ctx.store.set(projectConfigAtom, { status: 'loaded', features: config.features ?? {}, originAllowed })
    if (!originAllowed) {
      const alert = new InvalidAppConfigurationError({
        reason: `This page's origin (${origin}) is not in the allowed origins of project ${projectId ?? '(none)'}. Add it to the project's configuration.`,
      })
      ctx.store.set(alertAtom, alert.toInfo())
      ctx.logger.error(alert.longMessage)
    } else if (config.verified === false) {
      // Allowed, but only by defaults anyone can host a page under: wallets may warn their users (spec §8).
      ctx.store.set(alertAtom, new UnverifiedDomainError().toInfo())
    }
  } catch (error) {
    ctx.store.set(projectConfigAtom, { status: 'failed' })
    ctx.logger.debug('project config not loaded; the local options stand', error)
  }
}

async function fetchProjectConfig(url: string, projectId: string | undefined, signal: AbortSignal): Promise<unknown> {
  const target = new URL(url)
  if (projectId) target.searchParams.set('projectId', projectId)
  const response = await fetch(target, { signal, credentials: 'omit', headers: { accept: 'application/json' } })
  if (!response.ok) throw new Error(`The project config answered HTTP ${response.status}`)
  return response.json()
}

/** `promise`, or a rejection once `signal` aborts: a host's source that ignores the signal cannot hang us. */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason)
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason)
    signal.addEventListener('abort', onAbort, { once: true })
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort))
  })
}

/** The page's origin, as the browser reports it; undefined off a browser page. */
const pageOrigin = (): string | undefined => (globalThis as { location?: { origin?: string } }).location?.origin
