import { describe, expect, it } from 'vitest'
import { MAX_LABEL } from './label'
import { suggestionCandidates } from './suggestions'

describe('suggestionCandidates', () => {
  it('offers the label with two digits or a three-letter suffix, all valid and within the length limit', () => {
    const candidates = suggestionCandidates('alice')
    expect(candidates).toHaveLength(8)
    for (const c of candidates) expect(c).toMatch(/^alice(\d\d|-[a-z]{3})$/)
    for (const c of suggestionCandidates(`${'a'.repeat(59)}-bcd`)) {
      expect(c.length).toBeLessThanOrEqual(MAX_LABEL)
      expect(c).not.toMatch(/--|-$/)
    }
  })
})
