/** A reply body read with a running byte count, so an endpoint cannot make the page buffer an unbounded answer. */
import { RpcResponseTooLargeError } from './errors'

export async function readBody(response: Response, url: string, maxBytes: number): Promise<string> {
  const reader = response.body?.getReader()
  const chunks: Uint8Array<ArrayBuffer>[] = []
  let size = 0
  // A declared length over the cap is refused before a byte is read; an undeclared or understated one by the count.
  let over = Number(response.headers.get('content-length')) > maxBytes
  while (reader && !over) {
    const { done, value } = await reader.read()
    if (done) break
    chunks.push(value)
    size += value.byteLength
    over = size > maxBytes
  }
  if (over) {
    reader?.cancel().catch(() => {})
    throw new RpcResponseTooLargeError({ url, maxBytes })
  }
  return new Blob(chunks).text()
}
