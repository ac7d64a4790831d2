import { describe, expect, it } from 'vitest'
import { en } from '../en'
import { isMessageKey } from '../translate'
import { namesDe } from './de'
import { namesEn } from './en'
import { namesPart } from './load'

describe('the account-name part of the catalogue (issue #19)', () => {
  it('has every key in German, none empty, and none in the modal’s own catalogue', () => {
    expect(Object.keys(namesDe).sort()).toEqual(Object.keys(namesEn).sort())
    for (const value of Object.values(namesDe)) expect(value.trim()).not.toBe('')
    expect(Object.keys(namesEn).filter((k) => Object.hasOwn(en, k))).toEqual([])
  })

  it('comes with the views that use it: its keys count once it is asked for, German after its load', async () => {
    expect(namesPart.ready('de')).toBe(false)
    expect(isMessageKey('names.entry')).toBe(true)
    await namesPart.load('de')
    expect(namesPart.ready('de')).toBe(true)
  })

  it('words the same name-service errors core raises, with the same English long messages', async () => {
    const { NameServiceError } = await import('@latch/core/names')
    for (const reason of ['INVALID_NAME', 'TAKEN', 'EXPIRED', 'REPLAYED', 'BAD_SIGNATURE', 'WRONG_PARENT', 'RATE_LIMITED', 'UNAVAILABLE'] as const) {
      const error = new NameServiceError({ reason })
      expect(namesEn[`error.${error.code}` as keyof typeof namesEn]).toBe(error.shortMessage)
      expect(namesEn[`error.${error.code}.long` as keyof typeof namesEn]).toBe(error.longMessage)
    }
  })
})
