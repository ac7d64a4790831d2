import { readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'

const cache = new Map()

/** gzip -9 size of a file: what a compressing server would send; our static server sends it raw. */
export function gzipSize(file) {
  if (!cache.has(file)) cache.set(file, gzipSync(readFileSync(file), { level: 9 }).length)
  return cache.get(file)
}
