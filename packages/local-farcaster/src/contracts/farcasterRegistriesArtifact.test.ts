import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { ARTIFACT, artifactText, compileFarcasterRegistries } from '../../scripts/compile.mjs'

describe('the committed registries artifact', () => {
  it('is what contracts/FarcasterRegistries.sol compiles to (run `node scripts/compile.mjs` after changing it)', () => {
    const fresh = compileFarcasterRegistries()
    expect(fresh.compiler.version).toMatch(/^0\.8\.37\+/)
    expect(fresh.idRegistry.runtimeBytecode).toMatch(/^0x[0-9a-f]{200,}$/)
    expect(fresh.keyRegistry.runtimeBytecode).toMatch(/^0x[0-9a-f]{200,}$/)
    expect(readFileSync(ARTIFACT, 'utf8')).toBe(artifactText(fresh))
  })
})
