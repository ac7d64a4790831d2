/**
 * The modal's side of the name service's HTTP API (issue #19), spoken to a `@latch/name-server` handler at `url`:
 * `GET /v1/names/<label>`, `POST /v1/names`, `GET /v1/addresses/<address>`. Every answer is checked before use; the
 * service's error codes become `NameServiceError`s, and anything else (no answer, a body that is not the API's) is
 * NAME_SERVICE_UNAVAILABLE.
 */
import * as v from 'valibot'
import { isNameServiceFailure, NameServiceError } from '../errors/names'
import { fetchJson } from '../utils/fetchJson'
import type { NameAvailability, NameService } from './types'

export interface HttpNameServiceOptions {
  /** The handler's base URL (`https://dapp.example/names`). */
  url: string
  /** The parent names are registered under; an answer naming another parent is refused. */
  parent: string
  /** The network, injected so tests fake only the transport. Defaults to `globalThis.fetch`. */
  fetch?: typeof globalThis.fetch
}

const text = v.pipe(v.string(), v.maxLength(256))
const availabilitySchema = v.object({ name: text, available: v.boolean(), address: v.optional(text), suggestions: v.optional(v.pipe(v.array(text), v.maxLength(20))) })
const registeredSchema = v.object({ name: text, address: text })
const nameOfSchema = v.object({ name: v.nullable(text) })
const errorSchema = v.object({ error: v.object({ code: text, message: v.optional(v.string()) }), suggestions: v.optional(v.array(text)) })

export function httpNameService(options: HttpNameServiceOptions): NameService {
  const base = options.url.replace(/\/+$/, '')
  const suffix = `.${options.parent.toLowerCase()}`

  async function call<T>(path: string, schema: v.GenericSchema<unknown, T>, init: RequestInit, signal: AbortSignal | undefined): Promise<T> {
    const { response, body } = await fetchJson(options.fetch, `${base}${path}`, init, signal, (cause) => new NameServiceError({ reason: 'UNAVAILABLE', cause }))
    const failed = v.safeParse(errorSchema, body)
    if (!response.ok || failed.success) {
      const code = failed.success ? failed.output.error.code : response.status === 429 ? 'RATE_LIMITED' : undefined
      if (isNameServiceFailure(code)) throw new NameServiceError({ reason: code, ...(failed.success && failed.output.suggestions ? { suggestions: failed.output.suggestions } : {}) })
      throw new NameServiceError({ reason: 'UNAVAILABLE', detail: `HTTP ${response.status}` })
    }
    const parsed = v.safeParse(schema, body)
    if (!parsed.success) throw new NameServiceError({ reason: 'UNAVAILABLE', detail: `${path}: not the name service's answer` })
    return parsed.output
  }

  const underParent = <T extends { name: string }>(answer: T): T => {
    if (!answer.name.toLowerCase().endsWith(suffix)) throw new NameServiceError({ reason: 'WRONG_PARENT' })
    return answer
  }

  return {
    async availability(label, { signal } = {}) {
      return underParent<NameAvailability>(await call(`/v1/names/${encodeURIComponent(label)}`, availabilitySchema, { method: 'GET' }, signal))
    },
    async register(request, { signal } = {}) {
      return underParent(await call('/v1/names', registeredSchema, { method: 'POST', body: JSON.stringify(request) }, signal))
    },
    async nameOf(address, { signal } = {}) {
      return (await call(`/v1/addresses/${encodeURIComponent(address)}`, nameOfSchema, { method: 'GET' }, signal)).name
    },
  }
}
