import react from '@vitejs/plugin-react'

/** One production config for every app, so the only difference between the builds is the library. */
export function viteBase(root, { alias = [], dedupe = [] } = {}) {
  return {
    root,
    base: './',
    logLevel: 'warn',
    plugins: [react()],
    resolve: { alias, dedupe: ['react', 'react-dom', ...dedupe] },
    // Peers ship 500 kB+ chunks by design; the warning says nothing the table does not.
    build: { outDir: 'dist', emptyOutDir: true, sourcemap: false, reportCompressedSize: false, chunkSizeWarningLimit: 5000 },
  }
}
