import type { IncomingMessage } from 'node:http'

/**
 * A node:http request's body as text, counted as it streams (a client's Content-Length is not trusted): undefined when
 * it is larger than `limit` bytes, in which case the rest is read and dropped, never kept.
 */
export function readNodeBody(request: IncomingMessage, limit: number): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    request.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size <= limit) chunks.push(chunk)
    })
    request.on('end', () => resolve(size > limit ? undefined : Buffer.concat(chunks).toString('utf8')))
    request.on('error', reject)
  })
}
