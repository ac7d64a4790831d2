import { existsSync, readFileSync } from 'node:fs'

const read = new Map<string, string>()

/**
 * A test wallet's browser bundle (`dist/<file>`), which a Playwright installer injects into the page: beside the
 * built module, or two folders up when run from source.
 */
export function prebuiltBundle(file: string): string {
  const known = read.get(file)
  if (known) return known
  for (const candidate of [`./${file}`, `../../dist/${file}`]) {
    const url = new URL(candidate, import.meta.url)
    if (existsSync(url)) {
      const source = readFileSync(url, 'utf8')
      read.set(file, source)
      return source
    }
  }
  throw new Error(`@latch/testing: dist/${file} is missing; run \`pnpm --filter @latch/testing run build\` or pass \`bundle\`.`)
}
