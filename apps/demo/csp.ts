import type { Plugin } from 'vite'

/**
 * The demo's Content-Security-Policy. The built app (what `vite preview` and e2e serve) gets the strict one:
 * no inline script or style, no eval. Vite's dev server needs inline for the React-refresh preamble and for
 * CSS injected by HMR, so dev relaxes exactly those two (still no eval).
 * `connectOrigins` are the RPC endpoints the app is configured with (loopback by default).
 */
/**
 * `imageOrigins`: where wallet images come from (the wallet directory). `frameOrigins`: the embedded wallet's
 * frame, the one page the app may embed.
 */
export function contentSecurityPolicy(
  mode: 'build' | 'dev',
  connectOrigins: readonly string[],
  imageOrigins: readonly string[] = [],
  frameOrigins: readonly string[] = [],
): string {
  const inline = mode === 'dev' ? " 'unsafe-inline'" : ''
  const connect = ["'self'", ...new Set(connectOrigins), ...(mode === 'dev' ? ['ws://127.0.0.1:*', 'ws://localhost:*'] : [])]
  return [
    "default-src 'self'",
    `script-src 'self'${inline}`,
    `style-src 'self'${inline}`,
    `img-src 'self' data: blob:${[...new Set(imageOrigins)].map((o) => ` ${o}`).join('')}`,
    "font-src 'self'",
    `connect-src ${connect.join(' ')}`,
    `frame-src ${frameOrigins.length ? [...new Set(frameOrigins)].join(' ') : "'none'"}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ')
}

/** Origins of the given URLs, ignoring empty or malformed ones. */
export function originsOf(urls: readonly (string | undefined)[]): string[] {
  const out: string[] = []
  for (const url of urls) {
    if (!url) continue
    try {
      out.push(new URL(url).origin)
    } catch {
      // A malformed URL fails later, in the app, with a clearer message.
    }
  }
  return out
}

/** Sends the policy as a header from dev and preview, and writes it as a meta tag into the built HTML. */
export function cspPlugin(connectOrigins: readonly string[], imageOrigins: readonly string[] = [], frameOrigins: readonly string[] = []): Plugin {
  const strict = contentSecurityPolicy('build', connectOrigins, imageOrigins, frameOrigins)
  const relaxed = contentSecurityPolicy('dev', connectOrigins, imageOrigins, frameOrigins)
  return {
    name: 'latch-demo-csp',
    configureServer(server) {
      server.middlewares.use((_req, res, next) => {
        res.setHeader('Content-Security-Policy', relaxed)
        next()
      })
    },
    configurePreviewServer(server) {
      server.middlewares.use((_req, res, next) => {
        // frame-ancestors only works as a header, so preview adds it here.
        res.setHeader('Content-Security-Policy', `${strict}; frame-ancestors 'none'`)
        next()
      })
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        if (ctx.server) return []
        return [{ tag: 'meta', attrs: { 'http-equiv': 'Content-Security-Policy', content: strict }, injectTo: 'head-prepend' }]
      },
    },
  }
}
