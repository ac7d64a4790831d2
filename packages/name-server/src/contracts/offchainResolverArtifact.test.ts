import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { ARTIFACT, artifactText, compileOffchainResolver } from '../../scripts/compile.mjs'

describe('the committed OffchainResolver artifact', () => {
  it('is what contracts/OffchainResolver.sol compiles to (run `node scripts/compile.mjs` after changing it)', () => {
    const fresh = compileOffchainResolver()
    expect(fresh.compiler.version).toMatch(/^0\.8\.37\+/)
    expect(fresh.bytecode).toMatch(/^0x[0-9a-f]{200,}$/)
    expect(readFileSync(ARTIFACT, 'utf8')).toBe(artifactText(fresh))
  })
})
