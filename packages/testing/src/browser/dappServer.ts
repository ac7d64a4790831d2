/** The dapp page the browser tests load: one HTML page and its own script, served from 127.0.0.1 on a free port. */
import { createServer } from 'node:http'

export type DappPageOptions = {
  /** The page's own script. */
  script: string
  /**
   * How the page runs it: as `/page.js`, an ES module (a bundled app) or a classic script, or inline in the HTML
   * (it then runs first of the page's scripts, as a dapp's discovery would).
   */
  load: 'module' | 'classic' | 'inline'
  /** Serve everything with a CSP that allows only the page's own scripts: no inline script, no eval, no WebAssembly. */
  strictCsp?: boolean
}

export type DappServer = {
  /** `http://127.0.0.1:<port>`; every path but `/page.js` is the page. */
  origin: string
  close(): void
}

const HEAD = '<!doctype html><meta charset="utf-8"><title>dapp</title>'

function pageHtml({ script, load }: DappPageOptions): string {
  if (load === 'inline') return `${HEAD}<script>${script}</script>`
  return `${HEAD}<script ${load === 'module' ? 'type="module" ' : ''}src="/page.js"></script>`
}

export async function serveDappPage(options: DappPageOptions): Promise<DappServer> {
  const html = pageHtml(options)
  const csp = options.strictCsp ? { 'content-security-policy': "default-src 'self'; script-src 'self'" } : {}
  const server = createServer((req, res) => {
    if (options.load !== 'inline' && req.url?.startsWith('/page.js')) res.writeHead(200, { 'content-type': 'text/javascript', ...csp }).end(options.script)
    else res.writeHead(200, { 'content-type': 'text/html', ...csp }).end(html)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  return { origin: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`, close: () => server.close() }
}
