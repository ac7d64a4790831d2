import { basename, join } from 'node:path'
import react from '@vitejs/plugin-react'

/**
 * Every app's page: the same shell around its main.tsx, so the builds differ only in their script. Served as a
 * virtual index.html (no copy of the shell per app).
 */
function pageShell(root) {
  const index = join(root, 'index.html')
  const html = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <title>bench: ${basename(root)}</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="./main.tsx"></script>
  </body>
</html>
`
  return {
    name: 'bench-page-shell',
    enforce: 'pre',
    resolveId: (id) => (id === index ? index : undefined),
    load: (id) => (id === index ? html : undefined),
  }
}

/** One production config for every app, so the only difference between the builds is the library. */
export function viteBase(root, { alias = [], dedupe = [] } = {}) {
  return {
    root,
    base: './',
    logLevel: 'warn',
    plugins: [pageShell(root), react()],
    resolve: { alias, dedupe: ['react', 'react-dom', ...dedupe] },
    // Peers ship 500 kB+ chunks by design; the warning says nothing the table does not.
    build: { outDir: 'dist', emptyOutDir: true, sourcemap: false, reportCompressedSize: false, chunkSizeWarningLimit: 5000 },
  }
}
