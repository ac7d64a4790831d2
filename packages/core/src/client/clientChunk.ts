/**
 * The entry of the client's lazily loaded chunk (client/deferredLatch imports it with `import()`, and nothing imports
 * it statically). createLatch itself is also a static export of the package; a module that is both imported and
 * `import()`ed makes a bundler build a namespace object for it at run time (Rolldown's `__exportAll`), and any lazy
 * chunk without React that needs Rolldown's runtime helpers splits those helpers out of the dapp's first file
 * (docs/performance.md).
 */
export { createLatch } from './createLatch'
