/** The frame's calls to its own server (same origin). Errors carry the server's message for the user. */
export type Api = <T = Record<string, unknown>>(path: string, body?: Record<string, unknown>, signal?: AbortSignal) => Promise<T>

export function createApi({ deviceId, token }: { deviceId: string; token: () => string | undefined }): Api {
  return async (path, body = {}, signal) => {
    const session = token()
    const res = await fetch(`/api/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-latch-device': deviceId, ...(session ? { authorization: `Bearer ${session}` } : {}) },
      body: JSON.stringify(body),
      signal,
      credentials: 'omit',
    })
    const data = (await res.json().catch(() => ({}))) as { error?: unknown }
    if (!res.ok) throw new Error(typeof data.error === 'string' ? data.error : `The wallet server answered HTTP ${res.status}`)
    return data as never
  }
}
