/** Reads a JSON body of at most `limit` bytes, counting as it streams: a client's Content-Length is not trusted. */
export type BodyResult = { ok: true; value: unknown } | { ok: false; status: 400 | 413 | 415; message: string }

export async function readJsonBody(request: Request, limit: number): Promise<BodyResult> {
  const type = request.headers.get('content-type') ?? ''
  // Requiring JSON also means a browser must preflight, so a plain cross-site form can never post here.
  if (!/^application\/json\s*(;|$)/i.test(type)) return { ok: false, status: 415, message: 'The body must be JSON (Content-Type: application/json).' }
  const declared = Number(request.headers.get('content-length') ?? '0')
  if (declared > limit) return { ok: false, status: 413, message: `The body is larger than ${limit} bytes.` }
  if (!request.body) return { ok: false, status: 400, message: 'The body is empty.' }
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > limit) {
      await reader.cancel().catch(() => {})
      return { ok: false, status: 413, message: `The body is larger than ${limit} bytes.` }
    }
    chunks.push(value)
  }
  const bytes = new Uint8Array(size)
  let offset = 0
  for (const c of chunks) {
    bytes.set(c, offset)
    offset += c.byteLength
  }
  try {
    return { ok: true, value: JSON.parse(new TextDecoder().decode(bytes)) }
  } catch {
    return { ok: false, status: 400, message: 'The body is not valid JSON.' }
  }
}
