import { fileURLToPath } from 'node:url'

const src = (pkg: string, entry: string) =>
  fileURLToPath(new URL(`./packages/${pkg}/src/exports/${entry}`, import.meta.url))

/** Tests import package names; point them at source so no build is needed. */
export const alias = {
  '@latch/core/internal': src('core', 'internal.ts'),
  '@latch/core': src('core', 'index.ts'),
  '@latch/adapter-evm': src('adapter-evm', 'index.ts'),
  '@latch/ui': src('ui', 'index.ts'),
  '@latch/react': src('react', 'index.ts'),
}
