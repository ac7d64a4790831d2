import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { SnackbarMessageKey } from '../types/state'

const SRC = join(import.meta.dirname, '..')

/** Every non-test module of core, as text: what it can put in front of a user is decided by its source. */
function coreModules(dir = SRC): { path: string; text: string }[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return coreModules(path)
    if (!entry.name.endsWith('.ts') || entry.name.endsWith('.test.ts')) return []
    return [{ path: relative(SRC, path), text: readFileSync(path, 'utf8') }]
  })
}

// Listed by hand so a new core key must also be added to the UI's catalogues (ui's Snackbar test checks them).
const CORE_KEYS: readonly SnackbarMessageKey[] = ['snackbar.transactionSent', 'snackbar.emailUpdated', 'snackbar.actionNotAllowed', 'snackbar.swapDone', 'snackbar.onrampDone']

describe('core emits keys and codes, never text (the UI owns every language)', () => {
  const modules = coreModules()

  it('every snackbar core shows is one of its message keys', () => {
    const calls = modules.flatMap(({ path, text }) =>
      [...text.matchAll(/\bshowSnackbar\(ctx, '\w+', ([^,)]+)/g)].map((m) => ({ path, key: m[1] ?? '' })),
    )
    expect(calls.length).toBeGreaterThanOrEqual(CORE_KEYS.length)
    for (const { path, key } of calls) expect(CORE_KEYS.map((k) => `'${k}'`), path).toContain(key)
  })

  it('no module writes text into the send form’s errors', () => {
    const worded = modules.filter(({ text }) => /errors(\.(to|amount)\s*=|:\s*\{\s*(to|amount):)\s*['"`]/.test(text))
    expect(worded.map((m) => m.path)).toEqual([])
  })
})
