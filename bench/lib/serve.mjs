import { createReadStream, statSync } from 'node:fs'
import { createServer } from 'node:http'
import { extname, join, normalize } from 'node:path'

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.json': 'application/json',
  '.wasm': 'application/wasm',
}

/** Maps a URL path to a file inside `dir`, or null (never outside it). */
export function fileFor(dir, pathname) {
  const rel = normalize(decodeURIComponent(pathname)).replace(/^(\.\.[/\\])+/, '')
  const file = join(dir, rel.endsWith('/') ? `${rel}index.html` : rel)
  if (!file.startsWith(dir)) return null
  try {
    return statSync(file).isFile() ? file : null
  } catch {
    return null
  }
}

/** Serves `dir` uncompressed on 127.0.0.1 at a free port. */
export function serve(dir) {
  const server = createServer((req, res) => {
    const file = fileFor(dir, new URL(req.url, 'http://x').pathname)
    if (!file) {
      res.writeHead(404).end()
      return
    }
    res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-store' })
    createReadStream(file).pipe(res)
  })
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      resolve({ dir, url: `http://127.0.0.1:${server.address().port}/`, close: () => new Promise((r) => server.close(r)) })
    })
  })
}
