/** The frame's calls to its own server (same origin). Errors carry the server's message for the user. */
export type Api = <T = Record<string, unknown>>(path: string, body?: Record<string, unknown>, signal?: AbortSignal) => Promise<T>

/** The embedding page's origin as the browser reports it (the server records it only if the project allows it). */
function embedderOrigin(): string | undefined {
  const ancestors = globalThis.location?.ancestorOrigins
  if (ancestors && ancestors.length > 0) return ancestors[0]
  try {
    return globalThis.document?.referrer ? new URL(globalThis.document.referrer).origin : undefined
  } catch {
    return undefined
  }
}

export function createApi({
  deviceId,
  token,
  projectId,
  appOrigin = embedderOrigin,
}: {
  deviceId: string
  token: () => string | undefined
  /** Sent as `x-latch-project`: users, sessions and codes belong to one project. */
  projectId: string | null
  appOrigin?: () => string | undefined
}): Api {
  return async (path, body = {}, signal) => {
    const session = token()
    // The device-approval page names the site the login started on.
    const origin = path === 'email/start' && body.appOrigin === undefined ? appOrigin() : undefined
    const res = await fetch(`/api/${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-latch-device': deviceId,
        ...(projectId ? { 'x-latch-project': projectId } : {}),
        ...(session ? { authorization: `Bearer ${session}` } : {}),
      },
      body: JSON.stringify(origin ? { ...body, appOrigin: origin } : body),
      signal,
      credentials: 'omit',
    })
    const data = (await res.json().catch(() => ({}))) as { error?: unknown }
    if (!res.ok) throw new Error(typeof data.error === 'string' ? data.error : `The wallet server answered HTTP ${res.status}`)
    return data as never
  }
}
